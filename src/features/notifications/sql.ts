import { sql } from '@payloadcms/db-postgres'

import type { Queryable, requestDrizzle } from '@/lib/db'

// The raw SQL of notifications: the bell's hot paths, which skip the Local API on purpose. Each
// query restates in its WHERE the access rule Payload would apply (tests/int/sql-access.test.ts).

/**
 * Whether the token's session is still open, and how many unread notifications the member has.
 *
 * Restates access/ownRowsOnly.ts ('recipient'), the read rule of collections/Notifications.ts:
 * only the member's own notifications count. The session test restates Payload's JWT strategy
 * (node_modules/payload/dist/auth/strategies/jwt.js): the token's `sid` must be one of the user's
 * sessions, not expired, so a signed-out token gets no answer.
 */
export async function countUnread(
  db: Queryable,
  userId: number,
  sid: string,
): Promise<{ signedIn: boolean; count: number }> {
  const { rows } = await db.query<{ signed_in: boolean; count: number }>(
    `SELECT EXISTS (SELECT 1 FROM users_sessions
                     WHERE _parent_id = $1 AND id = $2 AND expires_at > now()) AS signed_in,
            (SELECT count(*)::int FROM notifications
              WHERE recipient_id = $1 AND read = false) AS count`,
    [userId, sid],
  )
  return { signedIn: Boolean(rows[0]?.signed_in), count: rows[0]?.count ?? 0 }
}

/**
 * Marks read every unread notification of the member, in one UPDATE (the collection has no hooks
 * a bulk update through Payload would run). Returns how many changed.
 *
 * Restates access/ownRowsOnly.ts ('recipient'), the update rule of collections/Notifications.ts:
 * a member marks only their own notifications.
 */
export async function markAllRead(db: Queryable, userId: number): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE notifications SET read = true, updated_at = now()
      WHERE recipient_id = $1 AND read = false`,
    [userId],
  )
  return rowCount ?? 0
}

/** First half of the two-key advisory locks of tryNoticeLock(), so they never collide with others. */
const NOTIFY_LOCK_SPACE = 0x6e6f7469 // "noti"

/**
 * Tries, without waiting, the transaction-scoped advisory lock on one notice's key, on the given
 * connection (the request's transaction, src/lib/db.ts requestDrizzle). Reads no rows: no access
 * rule applies.
 */
export async function tryNoticeLock(
  tx: Awaited<ReturnType<typeof requestDrizzle>>,
  key: string,
): Promise<boolean> {
  const locked = await tx.execute(
    sql`SELECT pg_try_advisory_xact_lock(${NOTIFY_LOCK_SPACE}, hashtext(${key})) AS ok`,
  )
  return locked.rows[0]?.ok === true
}
