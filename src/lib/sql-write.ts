import { createHmac } from 'node:crypto'

import { t } from '../i18n'
import type { Queryable } from './db'
import { SPANISH } from './endpoint'
import { payloadSecret } from './env'
import { errorEnvelope } from './error-envelope'
import { STAFF_ROLES } from '../../access/hasRole'
import {
  counterOf,
  hitOn,
  memberLimit,
  newAccountSince,
  sweepNowAndThen,
  type MemberWrite,
} from './rate-limit'
import type { SessionToken } from '@/platform/session-token'
import {
  OPEN_SESSION_USER,
  refusal,
  viewerOfRow,
  type ReadAnswer,
  type SessionUserRow,
  type Viewer,
} from './sql-read'
import { fieldErrors } from './validation'
import { z } from './zod'

// The member writes a signed-in page makes most (a like, a comment, a post, a follow, a message):
// each one implementation in its concept (src/features/{feed,follow,messages}/*-writes.ts and the
// concept's sql.ts), a few SQL statements that hold the whole rule (access, zod, limits, blocks,
// notices), run after the same one-row session check as the member reads (src/lib/sql-read.ts).
// One door: scripts/serve.mjs answers them before Next, in production and with `npm run dev`
// (src/server/fast-routes.ts). Members cannot create those rows through Payload REST (the
// collections' create access is `nobody`); tests/int/member-writes.test.ts holds them to the rules.

/** What a write answers, and the cached pages' tags it leaves stale (src/lib/cache-expiry.ts). */
export type WriteAnswer = ReadAnswer & { expire?: string[] }

export type SqlWrite<S extends z.core.$ZodType = z.core.$ZodType> = {
  /** Its address: `/api/{collection}{path}` (`/:id/likes`). */
  collection: string
  path: string
  /** The 401's Spanish message to a visitor. */
  signedOut: string
  /** The member's hourly budget it spends (src/lib/rate-limit.ts MEMBER_LIMITS); staff spend none. */
  limit: MemberWrite
  /** The JSON body's schema; a refused body answers 400. */
  input: S
  /** The 400's message; by default the first field's. */
  invalid?: string
  write: (context: {
    db: Queryable
    viewer: Viewer
    input: z.output<S>
    params: Record<string, string | undefined>
  }) => Promise<WriteAnswer>
}

export const defineSqlWrite = <S extends z.core.$ZodType>(write: SqlWrite<S>): SqlWrite =>
  write as unknown as SqlWrite

/** A created row's answer. */
export const created = (body: unknown, expire?: string[]): WriteAnswer => ({
  status: 201,
  body,
  expire,
})

/** Whether a member's write was within their hourly budget, when it was counted already. */
export type Spent = { ok: boolean }

/**
 * The checks of src/lib/endpoint.ts in their order (who writes, their hourly budget, the body),
 * then the write. Every statement runs on `db`
 * outside any transaction: each write is one atomic statement, or statements that stand alone.
 * `spent` is the budget's answer when the caller counted the write already (sessionWriter).
 */
export async function runSqlWrite(
  write: SqlWrite,
  db: Queryable,
  viewer: Viewer | null,
  body: unknown,
  params: Record<string, string | undefined>,
  spent?: Spent | null,
): Promise<WriteAnswer> {
  if (!viewer) return refusal(401, write.signedOut)
  if (!viewer.staff) {
    const budget =
      spent ?? (await hitOn(db, memberLimit(write.limit, viewer.createdAt), String(viewer.id)))
    if (!budget.ok) return refusal(429, t.rateLimit.tooFast)
  }
  const parsed = z.safeParse(write.input, body ?? {}, SPANISH)
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error)
    const message = write.invalid ?? Object.values(fields)[0] ?? t.serverErrors.invalidRequest
    return { status: 400, body: errorEnvelope(message, fields) }
  }
  return write.write({ db, viewer, input: parsed.data, params })
}

/**
 * The writer a verified token names, if its session is still open (OPEN_SESSION_USER), and their
 * write of `kind` counted against their hourly budget (memberLimit: the stricter one while the
 * account is new; staff spend none), in one statement instead of two: the production server's
 * fast routes (src/server/fast-routes.ts) make it before every write.
 */
export async function sessionWriter(
  db: Queryable,
  token: SessionToken,
  kind: MemberWrite,
): Promise<{ viewer: Viewer; spent: Spent | null } | null> {
  const member = String(token.userId)
  const usual = memberLimit(kind, null)
  const fresh = memberLimit(kind, new Date())
  const [usualCounter, freshCounter] = [counterOf(usual, member), counterOf(fresh, member)]
  const { rows } = await db.query<SessionUserRow & { key: string | null; hits: number | null }>(
    `WITH viewer AS (${OPEN_SESSION_USER}),
     hit AS (
       INSERT INTO rate_limits (key, window_start, hits)
       SELECT CASE WHEN v.created_at > $3::timestamptz THEN $4 ELSE $6 END,
              CASE WHEN v.created_at > $3::timestamptz THEN $5::timestamptz ELSE $7::timestamptz END,
              1
       FROM viewer v WHERE coalesce(v.role::text, '') <> ALL ($8::text[])
       ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
       RETURNING key, hits
     )
     SELECT v.*, h.key, h.hits FROM viewer v LEFT JOIN hit h ON true`,
    [
      token.userId,
      token.sid,
      newAccountSince(),
      freshCounter.key,
      freshCounter.windowStart,
      usualCounter.key,
      usualCounter.windowStart,
      STAFF_ROLES,
    ],
  )
  const row = rows[0]
  if (!row) return null
  const viewer = viewerOfRow(row)
  if (viewer.staff) return { viewer, spent: null }
  await sweepNowAndThen(db)
  const limit = row.key === freshCounter.key ? fresh : usual
  return { viewer, spent: { ok: (row.hits ?? 0) <= limit.max } }
}

/**
 * The key the production server's fast routes show to expire pages through Next
 * (src/lib/expire-pages-endpoint.ts): derived from PAYLOAD_SECRET, so only this
 * deployment's servers know it.
 */
export const expiryKey = () =>
  createHmac('sha256', payloadSecret()).update('tarima:expire-pages').digest('hex')

/** The tags a write or a job may expire: `profile:12`, `listing:artists:3`, `blog`. */
export const expirySchema = z.object({
  tags: z
    .array(
      z
        .string()
        .max(100)
        .regex(/^[a-z-]+(:[a-z0-9-]+)*$/),
    )
    .min(1)
    .max(200),
})
