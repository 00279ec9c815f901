import type { Queryable } from '@/lib/db'
import type { Viewer } from '@/lib/sql-read'
import { memberNameSql } from '@/features/notifications/sql'

// The follow write's SQL (./follow-writes.ts, the only way members create follows): who may
// follow whom is this statement, so a refused follow changes nothing.

export type FollowResult =
  | { outcome: 'missing' }
  | { outcome: 'blocked' }
  | {
      outcome: 'saved'
      id: number
      created: boolean
      listings: { kind: string; id: number }[]
      /** The follower's name, for the followed member's notice. */
      senderName: string | null
    }

/**
 * The viewer follows member `userId`, once (a repeat keeps the row there is), unless either
 * blocked the other. With the followed member's artist and producer listings,
 * whose cached pages show the follower count. The caller refuses following oneself.
 */
export async function insertFollow(
  db: Queryable,
  viewer: Viewer,
  userId: number,
): Promise<FollowResult> {
  const { rows } = await db.query<{
    blocked: boolean
    created_id: number | null
    id: number | null
    listings: { kind: string; id: number }[]
    sender_name: string | null
  }>(
    `WITH target AS (
       SELECT u.id,
              EXISTS (SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = u.id)
                                              OR (blocker_id = u.id AND blocked_id = $1)) AS blocked
       FROM users u WHERE u.id = $2
     ),
     saved AS (
       INSERT INTO follows (follower_id, following_id) SELECT $1, id FROM target WHERE NOT blocked
       ON CONFLICT (follower_id, following_id) DO NOTHING RETURNING id
     )
     SELECT t.blocked, s.id AS created_id,
            coalesce(s.id, (SELECT f.id FROM follows f
                             WHERE f.follower_id = $1 AND f.following_id = $2)) AS id,
            (SELECT coalesce(json_agg(json_build_object('kind', l.kind, 'id', l.id)), '[]')
               FROM (SELECT 'artists' AS kind, id FROM artists WHERE user_id = $2
                     UNION ALL SELECT 'producers', id FROM producers WHERE user_id = $2) l) AS listings,
            ${memberNameSql('$1')} AS sender_name
     FROM target t LEFT JOIN saved s ON true`,
    [viewer.id, userId],
  )
  const row = rows[0]
  if (!row) return { outcome: 'missing' }
  if (row.blocked) return { outcome: 'blocked' }
  // A follow saved by a concurrent request of the same member after this statement began.
  const id = row.id ?? (await followId(db, viewer.id, userId))
  return {
    outcome: 'saved',
    id,
    created: row.created_id != null,
    listings: row.listings,
    senderName: row.sender_name,
  }
}

async function followId(db: Queryable, follower: number, following: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM follows WHERE follower_id = $1 AND following_id = $2',
    [follower, following],
  )
  return rows[0]?.id ?? 0
}
