import type { Payload } from 'payload'

import { sidePoolOf } from './side-pool'

/**
 * Whether either member blocked the other. A block works both ways: no messages, follows,
 * comments or notifications between the two, and their posts are hidden from each other.
 */
export async function isBlockedBetween(payload: Payload, a: number, b: number): Promise<boolean> {
  if (a === b) return false
  const { rows } = await sidePoolOf(payload).query<{ found: number }>(
    `SELECT 1 AS found FROM blocks
      WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)
      LIMIT 1`,
    [a, b],
  )
  return rows.length > 0
}

/** Everyone `userId` blocked or was blocked by: whose content to leave out of their feed. */
export async function blockedUserIds(payload: Payload, userId: number): Promise<number[]> {
  const { rows } = await sidePoolOf(payload).query<{ id: number }>(
    `SELECT blocked_id AS id FROM blocks WHERE blocker_id = $1
     UNION SELECT blocker_id AS id FROM blocks WHERE blocked_id = $1`,
    [userId],
  )
  return rows.map((row) => Number(row.id))
}
