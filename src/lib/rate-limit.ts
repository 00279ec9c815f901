import { APIError, type Payload, type PayloadRequest } from 'payload'

import { t } from '../i18n'

export type Limit = { name: string; max: number; windowSeconds: number }

type PoolHolder = {
  pool: { query: (text: string, values: unknown[]) => Promise<{ rows: { hits: number }[] }> }
}

/**
 * Counts one hit for `key` in the current fixed window and says whether it is within the limit.
 * Counters live in PostgreSQL (table rate_limits) so every app instance shares them.
 */
export async function hit(
  payload: Payload,
  limit: Limit,
  key: string,
): Promise<{ ok: boolean; retryAfter: number }> {
  const now = Date.now()
  const windowMs = limit.windowSeconds * 1000
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs)
  const { pool } = payload.db as unknown as PoolHolder
  const { rows } = await pool.query(
    `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING hits`,
    [`${limit.name}:${key}`.slice(0, 200), windowStart],
  )
  // Sweep expired windows now and then instead of running a job for it.
  if (Math.random() < 0.01) {
    await pool.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`, [])
  }
  const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now) / 1000)
  return { ok: (rows[0]?.hits ?? 0) <= limit.max, retryAfter }
}

/** The client's address as the proxy in front of the app reports it. */
export function clientIp(headers: Headers | undefined): string {
  const forwarded = headers?.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers?.get('x-real-ip') || 'local'
}

export class TooManyRequests extends APIError {
  constructor(retryAfter: number) {
    super(t.rateLimit.tooMany, 429, { retryAfter }, true)
  }
}

/** Throws a 429 with the Spanish message when the request's IP is over the limit. */
export async function enforceIpLimit(
  req: Pick<PayloadRequest, 'payload' | 'headers'>,
  limit: Limit,
) {
  const result = await hit(req.payload, limit, clientIp(req.headers))
  if (!result.ok) throw new TooManyRequests(result.retryAfter)
}

export const LIMITS = {
  contact: { name: 'contact', max: 5, windowSeconds: 60 * 60 },
  upload: { name: 'upload', max: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>
