import type { Queryable } from '@/lib/db'
import type { ListingTable } from '@/features/directory/sql'

// The raw SQL of the sitemaps: the listing tables read by primary key, a chunk at a time (about
// 1 MB each), which the Local API would cost several times over. `table` always comes from
// LISTING_SITEMAPS (./sitemap-xml.ts), never from the request; every value is a parameter.

/**
 * The newest updated_at of each chunk of `size` rows of a listing table, in id order (one entry
 * per chunk).
 *
 * Needs no access rule: listings are public (access/anyone.ts, the read rule of
 * collections/listingCollection.ts), so the sitemap lists every row a visitor can open.
 */
export async function listingChunkDates(
  db: Queryable,
  table: ListingTable,
  size: number,
): Promise<Date[]> {
  const { rows } = await db.query<{ lastmod: Date }>(
    `SELECT max(updated_at) AS lastmod FROM (
       SELECT updated_at, (row_number() OVER (ORDER BY id) - 1) / $1 AS chunk FROM ${table}
     ) numbered
     GROUP BY chunk ORDER BY chunk`,
    [size],
  )
  return rows.map((row) => row.lastmod)
}

/**
 * One chunk of a listing table by primary key: only id and updated_at.
 *
 * Needs no access rule: listings are public (access/anyone.ts, collections/listingCollection.ts).
 */
export async function listingChunk(
  db: Queryable,
  table: ListingTable,
  offset: number,
  limit: number,
): Promise<{ id: number; updatedAt: Date }[]> {
  const { rows } = await db.query<{ id: number; updated_at: Date }>(
    `SELECT id, updated_at FROM ${table} ORDER BY id LIMIT $1 OFFSET $2`,
    [limit, offset],
  )
  return rows.map((row) => ({ id: row.id, updatedAt: row.updated_at }))
}
