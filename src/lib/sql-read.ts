import type { User } from '../../payload-types'
import { isStaffUser } from '../../access/hasRole'
import { t } from '../i18n'
import type { Queryable } from './db'
import { SPANISH } from './endpoint'
import { errorEnvelope } from './error-envelope'
import type { SessionToken } from '@/platform/session-token'
import { fieldErrors } from './validation'
import { z } from './zod'

// The member reads a signed-in page calls (feed, comments, conversations, a thread,
// notifications): each one SQL statement that applies the collection's read rule in its WHERE, run
// after a one-row session check. One door: scripts/serve.mjs answers them before Next, in
// production and with `npm run dev` (src/server/fast-routes.ts), skipping Payload's authentication
// (it reads the whole user) and Next's per-request work. tests/int/member-reads.test.ts compares
// each answer with the Local API's for the same reader.

/**
 * Who reads (or writes): the member, whether they are staff (editor or founder) and, for the
 * hourly write limits of new accounts (src/lib/rate-limit.ts memberLimit), when they joined.
 */
export type Viewer = { id: number; staff: boolean; createdAt?: string | Date }

export function viewerOf(user: User): Viewer
export function viewerOf(user: User | null): Viewer | null
export function viewerOf(user: User | null): Viewer | null {
  return user ? { id: user.id, staff: isStaffUser(user), createdAt: user.createdAt } : null
}

/** What a read answers: a status and its JSON body. */
export type ReadAnswer = { status: number; body: unknown }

export const answer = (body: unknown): ReadAnswer => ({ status: 200, body })
export const refusal = (status: number, message: string): ReadAnswer => ({
  status,
  body: errorEnvelope(message),
})

/** Per-member answers: never stored by a browser or a shared cache. */
export const PRIVATE_READ = 'private, no-store'

type ReadAuth = 'member' | 'anyone'
type ViewerFor<A extends ReadAuth> = A extends 'member' ? Viewer : Viewer | null

export type SqlRead<A extends ReadAuth = ReadAuth, S extends z.ZodType = z.ZodType> = {
  /** Its address: `/api/{collection}{path}` (`/feed`, `/:id/comments`). */
  collection: string
  path: string
  auth: A
  /** The 401's Spanish message to a visitor, for `member` reads. */
  signedOut: string
  /** The query's schema; a refused query answers 400. */
  input?: S
  /** The 400's message; by default the first field's. */
  invalid?: string
  read: (context: {
    db: Queryable
    viewer: ViewerFor<A>
    input: z.output<S>
    params: Record<string, string | undefined>
  }) => Promise<ReadAnswer>
}

export const defineSqlRead = <A extends ReadAuth, S extends z.ZodType = z.ZodType>(
  read: SqlRead<A, S>,
): SqlRead => read as unknown as SqlRead

/** The checks of a read in the order defineEndpoint (src/lib/endpoint.ts) makes them, then the read. */
export async function runSqlRead(
  read: SqlRead,
  db: Queryable,
  viewer: Viewer | null,
  query: Record<string, string>,
  params: Record<string, string | undefined>,
): Promise<ReadAnswer> {
  if (read.auth === 'member' && !viewer) return refusal(401, read.signedOut)
  let input: unknown = undefined
  if (read.input) {
    const parsed = z.safeParse(read.input, query, SPANISH)
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error)
      const message = read.invalid ?? Object.values(fields)[0] ?? t.serverErrors.invalidRequest
      return { status: 400, body: errorEnvelope(message, fields) }
    }
    input = parsed.data
  }
  return read.read({ db, viewer: viewer as Viewer, input, params })
}

/**
 * The user a verified token names ($1 its user, $2 its session), if that session is still open:
 * what Payload's JWT strategy checks (node_modules/payload/dist/auth/strategies/jwt.js: the user
 * exists and the token's `sid` is one of their unexpired sessions) in one indexed query, plus the
 * role and the account's age.
 */
export const OPEN_SESSION_USER = `SELECT u.id, u.role, u.created_at FROM users u
  WHERE u.id = $1 AND EXISTS (SELECT 1 FROM users_sessions s
                               WHERE s._parent_id = $1 AND s.id = $2 AND s.expires_at > now())`

export type SessionUserRow = { id: number; role: string | null; created_at: Date }

export const viewerOfRow = (row: SessionUserRow): Viewer => ({
  id: row.id,
  staff: isStaffUser(row),
  createdAt: row.created_at,
})

/** The reader a verified token names, if its session is still open (OPEN_SESSION_USER). */
export async function sessionViewer(db: Queryable, token: SessionToken): Promise<Viewer | null> {
  const { rows } = await db.query<SessionUserRow>(OPEN_SESSION_USER, [token.userId, token.sid])
  return rows[0] ? viewerOfRow(rows[0]) : null
}

/** A row id from the query (`?before=`, `?include=`): a positive int4, else 0 (none). */
export const idParam = (value: number): number =>
  Number.isFinite(value) && value > 0 ? Math.min(Math.ceil(value), 2_147_483_647) : 0

/** A route id (`/api/posts/12/comments`): a positive int4, else null (no such row). */
export function routeId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null
  const id = Number(value)
  return id > 0 && id <= 2_147_483_647 ? id : null
}
