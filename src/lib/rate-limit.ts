import { APIError, type Payload, type PayloadRequest } from 'payload'

import { t } from '../i18n'
import { clientIp } from './client-ip'
import type { Queryable } from './db'
import { sidePoolOf } from './side-pool'

// Callers that already import it from here keep working; src/lib/client-ip.ts is its only home.
export { clientIp }

export type Limit = { name: string; max: number; windowSeconds: number }

// Counters live on the side pool: limits are checked inside other writes' transactions.

/**
 * Counts one hit for `key` in the current fixed window and says whether it is within the limit.
 * Counters live in PostgreSQL (table rate_limits) so every app instance shares them.
 */
export async function hit(
  payload: Payload,
  limit: Limit,
  key: string,
): Promise<{ ok: boolean; retryAfter: number }> {
  return hitOn(sidePoolOf(payload), limit, key)
}

/** hit() on a given pool: the production server's fast routes (src/lib/sql-write.ts) have their own. */
export async function hitOn(
  pool: Queryable,
  limit: Limit,
  key: string,
): Promise<{ ok: boolean; retryAfter: number }> {
  const counter = counterOf(limit, key)
  const { rows } = await pool.query<{ hits: number }>(
    `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING hits`,
    [counter.key, counter.windowStart],
  )
  await sweepNowAndThen(pool)
  return { ok: (rows[0]?.hits ?? 0) <= limit.max, retryAfter: counter.retryAfter }
}

/** The row that counts `key`'s hits under `limit` now: its key and window, and the window's end. */
export function counterOf(limit: Limit, key: string) {
  return { key: `${limit.name}:${key}`.slice(0, 200), ...currentWindow(limit) }
}

/** Sweeps expired windows now and then (one call in a hundred) instead of running a job for it. */
export async function sweepNowAndThen(pool: Queryable): Promise<void> {
  if (Math.random() < 0.01) {
    await pool.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`, [])
  }
}

/** Whether `key` is still within the limit in the current window, without counting a hit. */
export async function peek(
  payload: Payload,
  limit: Limit,
  key: string,
): Promise<{ ok: boolean; retryAfter: number }> {
  const counter = counterOf(limit, key)
  const { rows } = await sidePoolOf(payload).query<{ hits: number }>(
    `SELECT hits FROM rate_limits WHERE key = $1 AND window_start = $2`,
    [counter.key, counter.windowStart],
  )
  return { ok: (rows[0]?.hits ?? 0) < limit.max, retryAfter: counter.retryAfter }
}

function currentWindow(limit: Limit) {
  const now = Date.now()
  const windowMs = limit.windowSeconds * 1000
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs)
  return { windowStart, retryAfter: Math.ceil((windowStart.getTime() + windowMs - now) / 1000) }
}

/**
 * The key of an e-mail address for per-address limits: one mailbox, one budget. Lower-case and
 * trimmed, without a `+tag` in the local part (most providers deliver user+x to user), and for
 * Gmail without dots either (Gmail ignores them, and googlemail.com is the same service). Only the
 * key: the address itself is stored and written to as typed.
 */
export function emailLimitKey(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 0) return address
  let local = address.slice(0, at).split('+')[0] ?? ''
  let domain = address.slice(at + 1)
  if (domain === 'gmail.com' || domain === 'googlemail.com') {
    local = local.replaceAll('.', '')
    domain = 'gmail.com'
  }
  return `${local}@${domain}`
}

export class TooManyRequests extends APIError {
  constructor(retryAfter: number, message: string = t.rateLimit.tooMany) {
    super(message, 429, { retryAfter }, true)
  }
}

/** Throws a 429 with the Spanish message when the request's IP is over the limit. */
export async function enforceIpLimit(
  req: Pick<PayloadRequest, 'payload' | 'headers'>,
  limit: Limit,
) {
  await enforceLimit(req.payload, limit, clientIp(req.headers))
}

/** Counts a hit for `key` and throws a 429 with the Spanish message past the limit. */
export async function enforceLimit(payload: Payload, limit: Limit, key: string) {
  const result = await hit(payload, limit, key)
  if (!result.ok) throw new TooManyRequests(result.retryAfter)
}

export const LIMITS = {
  // Contact messages e-mail the team: per address for everyone, signed in or not, and per member.
  contact: { name: 'contact', max: 5, windowSeconds: 60 * 60 },
  contactMember: { name: 'contact-member', max: 5, windowSeconds: 60 * 60 },
  upload: { name: 'upload', max: 30, windowSeconds: 60 * 60 },
  newsletterIp: { name: 'newsletter-ip', max: 10, windowSeconds: 60 * 60 },
  // Per mailbox (emailLimitKey), so user+1@, user+2@… share one budget.
  newsletterEmail: { name: 'newsletter-email', max: 3, windowSeconds: 60 * 60 },
  // An editor's test copies of a newsletter issue, to their own address.
  newsletterTest: { name: 'newsletter-test', max: 20, windowSeconds: 60 * 60 },
  // Sign-in: attempts per address; failed attempts per e-mail (existing or not, so the answer
  // never tells whether an account exists). Payload also locks an account after 5 failures.
  signInIp: { name: 'sign-in-ip', max: 30, windowSeconds: 15 * 60 },
  signInFailures: { name: 'sign-in-fail', max: 5, windowSeconds: 15 * 60 },
  signUpIp: { name: 'sign-up-ip', max: 10, windowSeconds: 60 * 60 },
  signUpEmail: { name: 'sign-up-email', max: 3, windowSeconds: 60 * 60 },
  resetIp: { name: 'reset-ip', max: 10, windowSeconds: 60 * 60 },
  resetEmail: { name: 'reset-email', max: 3, windowSeconds: 60 * 60 },
  // Tracker batches per (hashed) address: generous, it only stops floods.
  analytics: { name: 'analytics', max: 300, windowSeconds: 15 * 60 },
} satisfies Record<string, Limit>

const HOUR = 60 * 60

/**
 * Writes per member and hour, as { usual, new account }: accounts less than a day old get the
 * stricter figure, since fresh accounts are where spam comes from. Enforced by
 * collections/hooks/limitMemberWrites.ts.
 */
export const MEMBER_LIMITS = {
  posts: { usual: 30, fresh: 10 },
  comments: { usual: 120, fresh: 20 },
  likes: { usual: 600, fresh: 100 },
  follows: { usual: 200, fresh: 50 },
  messages: { usual: 300, fresh: 40 },
  reports: { usual: 30, fresh: 10 },
  // Opportunities saved (drafts, edits) and applications sent (src/features/opportunities).
  opportunities: { usual: 30, fresh: 10 },
  applications: { usual: 30, fresh: 10 },
  // Profile edits: a name or photo change expires every article page that shows it.
  profiles: { usual: 60, fresh: 30 },
} as const

export type MemberWrite = keyof typeof MEMBER_LIMITS

const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000

/** Accounts created after this moment are new (the stricter limits of MEMBER_LIMITS). */
export const newAccountSince = () => new Date(Date.now() - NEW_ACCOUNT_MS)

/** Counts one write of `kind` by the member and throws a Spanish 429 past their hourly limit. */
export async function enforceMemberLimit(
  payload: Payload,
  kind: MemberWrite,
  member: { id: number | string; createdAt?: string | Date | null },
) {
  const result = await hit(payload, memberLimit(kind, member.createdAt), String(member.id))
  if (!result.ok) throw new TooManyRequests(result.retryAfter, t.rateLimit.tooFast)
}

/** The member's hourly limit of `kind`: the stricter one while their account is new. */
export function memberLimit(kind: MemberWrite, createdAt: string | Date | null | undefined): Limit {
  const fresh = createdAt ? new Date(createdAt).getTime() > newAccountSince().getTime() : false
  return {
    name: `member-${kind}${fresh ? '-new' : ''}`,
    max: MEMBER_LIMITS[kind][fresh ? 'fresh' : 'usual'],
    windowSeconds: HOUR,
  }
}
