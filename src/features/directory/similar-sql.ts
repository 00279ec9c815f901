import type { Pool } from 'pg'

import { sameKindRoles } from './role-kinds'
import { type ListingTable, LISTING_TABLES, sqlParams, enumValues } from './search-sql'

/** The listing an artist page shows, for similarListings(). */
export type SimilarTo = {
  kind: ListingTable
  id: number
  genres: string[]
  role: string
  country: string | null
}

/**
 * Up to `limit` other listings, artists and producers together, for an artist page's "similar"
 * section (SPEC: at least one genre in common): those whose role is of the same kind first
 * (sameKindRoles: a singer gets singers and artists before producers), then most shared genres,
 * then the same role and country, then newest. A listing without genres has none. Roles and
 * countries are compared as text, genres as each table's own enum (its genre index).
 *
 * Needs no access rule: listings are public (access/anyone.ts, collections/listingCollection.ts).
 */
export async function similarListings(
  db: Pick<Pool, 'query'>,
  to: SimilarTo,
  limit: number,
): Promise<{ kind: ListingTable; id: number }[]> {
  if (to.genres.length === 0) return []
  const { values, param } = sqlParams()
  const kin = param('kin', sameKindRoles(to.role))
  const role = param('role', to.role)
  const country = param('country', to.country)
  const candidates = LISTING_TABLES.map(
    (table) => `SELECT '${table}' AS kind, l.id, l.created_at, s.shared,
        (l.role::text = ANY (${kin}::text[]))::int AS kin,
        (l.role::text = ${role}::text)::int + COALESCE(l.country::text = ${country}::text, false)::int
          AS alike
      FROM (SELECT g.parent_id, count(*) AS shared FROM ${table}_genres g
          WHERE g.value = ANY (${enumValues(param, table, 'genres', 'genres', to.genres)})
          GROUP BY g.parent_id) s
        JOIN ${table} l ON l.id = s.parent_id
      WHERE (l.id = ${param(`self_${table}`, to.kind === table ? to.id : null)}::int) IS NOT TRUE`,
  )
  const { rows } = await db.query<{ kind: ListingTable; id: number }>(
    `SELECT kind, id FROM (${candidates.join(' UNION ALL ')}) c
     ORDER BY kin DESC, shared DESC, alike DESC, created_at DESC, kind, id
     LIMIT ${param('limit', limit)}`,
    values,
  )
  return rows
}
