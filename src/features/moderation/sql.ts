import type { Queryable } from '@/lib/db'

// The raw SQL of moderation: the block checks every message, follow, comment, notification and
// feed page asks, run on the side pool (src/lib/side-pool.ts) because they happen inside other
// writes' transactions.

/**
 * Whether either member blocked the other.
 *
 * Deliberately wider than the read rule of collections/Blocks.ts (access/ownRowsOnly.ts on
 * `blocker`: a member reads only the blocks they made): a block works both ways, so the system
 * must also see the other member's block. It answers only yes or no, never the row.
 */
export async function blockExistsBetween(db: Queryable, a: number, b: number): Promise<boolean> {
  const { rows } = await db.query<{ found: number }>(
    `SELECT 1 AS found FROM blocks
      WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)
      LIMIT 1`,
    [a, b],
  )
  return rows.length > 0
}
