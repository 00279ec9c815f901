// Keyset paging: a page ends at a (createdAt, id) pair and the next starts strictly after it, so
// posts published meanwhile never shift or repeat what the reader already has (unlike offsets).

export type FeedCursor = { createdAt: string; id: number }

export function encodeCursor(cursor: FeedCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url')
}

/** The cursor a client sent back, or null when it is not one this server made. */
export function decodeCursor(value: string): FeedCursor | null {
  if (value.length > 200) return null
  const [createdAt, rawId, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|')
  const id = Number(rawId)
  // Ids are int4 in the database: a larger one is no row, not a failed statement.
  if (rest.length || !createdAt || !Number.isInteger(id) || id < 1 || id > 2_147_483_647)
    return null
  const time = Date.parse(createdAt)
  // PostgreSQL's timestamps do not reach Date's far ends; no post is older than 1970 anyway.
  if (!(time >= 0 && time < Date.UTC(10000, 0, 1))) return null
  return { createdAt: new Date(time).toISOString(), id }
}
