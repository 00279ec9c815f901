import type { Queryable } from '@/lib/db'

/**
 * Ends every session of an account but `keep`. Payload's token check and the production server's
 * fast routes (src/platform/session-token.ts) both look sessions up in `users_sessions`, so a deleted
 * row is a signed-out token everywhere.
 */
export async function endSessions(db: Queryable, userId: number | string, keep?: string) {
  await db.query(
    'DELETE FROM users_sessions WHERE _parent_id = $1 AND ($2::varchar IS NULL OR id <> $2)',
    [userId, keep ?? null],
  )
}
