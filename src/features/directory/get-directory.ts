import 'server-only'

import type { Pool } from 'pg'
import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/lib/payload'
import { DIRECTORY_TAG } from './directory-tag'
import { listingHref, type DirectoryFilters } from './filters'
import {
  LISTING_TABLES,
  genresOf,
  matchOptions,
  optionBranches,
  searchTerms,
  sqlParams,
  textMatch,
  withSearchSession,
  type ListingTable,
  type MatchedOptions,
} from './search-sql'

const NO_OPTIONS: MatchedOptions = { genres: [], countries: [] }
import { normalizeSearch } from './search-text'
import { imageUrlsById } from './image-urls'

/** One card of the directory: an artist or a producer. */
export type DirectoryCard = {
  kind: ListingTable
  id: number
  href: string
  name: string
  role: string
  country: string | null
  genres: string[]
  imageUrl: string | null
  featured: boolean
  verified: boolean
  isFounder: boolean
}

export type DirectoryResult = {
  cards: DirectoryCard[]
  /** Listings matching the filters (Y of "Mostrando X de Y resultados (Z total)"). */
  matching: number
  /** All listings (Z). */
  total: number
}

/** The part of the filters that decides the rows, normalised so equal searches share a cache entry. */
export type DirectoryQuery = Pick<DirectoryFilters, 'genre' | 'country' | 'role' | 'count'> & {
  q: string
}

type Row = {
  kind: ListingTable
  id: number
  name: string
  role: string
  country: string | null
  featured: boolean | null
  verified: boolean | null
  is_founder: boolean | null
  image_id: number | null
  genres: string[]
  /** Listings matching the filters; null when there are none (then all listings match). */
  matching: string | null
}

async function queryDirectory(query: DirectoryQuery): Promise<DirectoryResult> {
  const payload = await getPayloadClient()
  const { pool } = payload.db as unknown as { pool: Pool }
  const terms = searchTerms(query.q)

  const [rows, total] = await Promise.all([
    withSearchSession(pool, async (client) => {
      const matched = terms ? await matchOptions(client, terms) : NO_OPTIONS
      const statement = directoryStatement(query, matched)
      return (await client.query<Row>(statement.text, statement.values)).rows
    }),
    cachedTotal(),
  ])

  const images = await imageUrlsById(
    payload,
    rows.map((row) => row.image_id),
  )
  return {
    cards: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      href: listingHref(row.kind, row.id),
      name: row.name,
      role: row.role,
      country: row.country,
      genres: row.genres,
      imageUrl: row.image_id ? (images.get(row.image_id) ?? null) : null,
      featured: Boolean(row.featured),
      verified: Boolean(row.verified),
      isFounder: Boolean(row.is_founder),
    })),
    // No filters: every listing matches. An empty page means nothing matched.
    matching: rows.length ? Number(rows[0]!.matching ?? total) : 0,
    total,
  }
}

/**
 * The page's rows (with genres), each carrying how many listings match, as one parameterised
 * statement. Table and type names come from LISTING_TABLES only; every value the visitor sends
 * is a $n parameter.
 *
 * - Without search text, each table gives its newest `limit` rows from the created_at index and
 *   the option filters are counted on their own indexes.
 * - With search text, a listing matches by name (trigram index), by a country or a genre whose
 *   label matches (btree indexes), each with the option filters. The page takes the newest
 *   `limit` of each way of matching and keeps the newest `limit` of those: each branch stops
 *   after `limit` rows of its index instead of reading every match's date. The count unions
 *   the ids of the three ways, read from the indexes alone where no option filter applies.
 */
export function directoryStatement(query: DirectoryQuery, matched: MatchedOptions = NO_OPTIONS) {
  const { values, param } = sqlParams()
  const terms = searchTerms(query.q)
  const limit = param('limit', query.count)

  // Values are typed straight as each table's enum (one parameter per table): a cast from text
  // would hide them from the planner, which then guesses how many rows they select.
  const filters = (table: ListingTable) => {
    const conditions: string[] = []
    if (query.role) {
      conditions.push(`l.role = ${param(`role_${table}`, query.role)}::enum_${table}_role`)
    }
    if (query.country) {
      const country = param(`country_${table}`, query.country)
      conditions.push(`l.country = ${country}::enum_${table}_country`)
    }
    if (query.genre) {
      const genre = param(`genre_${table}`, query.genre)
      conditions.push(
        `l.id IN (SELECT parent_id FROM ${table}_genres WHERE value = ${genre}::enum_${table}_genres)`,
      )
    }
    return conditions
  }
  const where = (conditions: string[]) =>
    conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''

  let matches: string
  let matching: string
  if (terms) {
    const newest = `ORDER BY l.created_at DESC, l.id DESC LIMIT ${limit}`
    const named: string[] = []
    const candidates: string[] = []
    const ids: string[] = []
    for (const table of LISTING_TABLES) {
      const filtered = filters(table)
      // Name matches are usually few: collected once for the page and the count.
      named.push(`named_${table} AS MATERIALIZED (SELECT l.id, l.created_at FROM ${table} l
        ${where([...filtered, textMatch('l.name', terms, param)])})`)
      const options = optionBranches(table, matched, param)
      const ways = [
        `(SELECT l.id, l.created_at FROM named_${table} l ${newest})`,
        ...options.map(
          ({ condition }) =>
            `(SELECT l.id, l.created_at FROM ${table} l ${where([...filtered, condition])} ${newest})`,
        ),
      ]
      candidates.push(`SELECT '${table}' AS kind, id, created_at FROM (${ways.join(' UNION ')}) t`)
      const idWays = [
        `SELECT id FROM named_${table}`,
        ...options.map(({ condition, ids }) =>
          filtered.length ? `SELECT l.id FROM ${table} l ${where([...filtered, condition])}` : ids,
        ),
      ]
      ids.push(`(SELECT count(*) FROM (${idWays.join(' UNION ')}) t)`)
    }
    matches = `${named.join(',\n')},
      page AS (${candidates.join(' UNION ALL ')}
        ORDER BY created_at DESC, kind, id DESC LIMIT ${limit}),
      counted AS (SELECT ${ids.join(' + ')} AS matching)`
    matching = '(SELECT matching FROM counted)'
  } else {
    // Each table gives its newest `limit` rows (created_at index), then the merge keeps `limit`.
    const branches = LISTING_TABLES.map(
      (
        table,
      ) => `(SELECT '${table}' AS kind, l.id, l.created_at FROM ${table} l ${where(filters(table))}
        ORDER BY l.created_at DESC, l.id DESC LIMIT ${limit})`,
    )
    matches = `page AS (${branches.join(' UNION ALL ')}
      ORDER BY created_at DESC, kind, id DESC LIMIT ${limit})`
    const counts = LISTING_TABLES.map(
      (table) => `(SELECT count(*) FROM ${table} l ${where(filters(table))})`,
    )
    // Unfiltered, the cached total is the count: NULL here.
    matching = filters('artists').length ? `(${counts.join(' + ')})` : 'NULL::bigint'
  }

  const details = LISTING_TABLES.map(
    (table) => `SELECT p.kind, l.id, l.name, l.role::text AS role, l.country::text AS country,
        l.featured, l.verified, l.is_founder, l.image_id, ${genresOf(table, 'l')} AS genres,
        p.created_at, ${matching} AS matching
      FROM page p JOIN ${table} l ON p.kind = '${table}' AND l.id = p.id`,
  )
  const text = `WITH ${matches}
    ${details.join(' UNION ALL ')}
    ORDER BY created_at DESC, kind, id DESC`
  return { text, values }
}

/** How many listings there are: the same for every search, so cached on its own. */
async function queryTotal(): Promise<number> {
  const payload = await getPayloadClient()
  const { pool } = payload.db as unknown as { pool: Pool }
  const counts = LISTING_TABLES.map((table) => `(SELECT count(*) FROM ${table})`).join(' + ')
  const { rows } = await pool.query<{ total: string }>(`SELECT ${counts} AS total`)
  return Number(rows[0]?.total ?? 0)
}

const cachedTotal = unstable_cache(queryTotal, ['directory-total'], {
  tags: [DIRECTORY_TAG],
  revalidate: 3600,
})

const cachedDirectory = unstable_cache(queryDirectory, ['directory-page'], {
  tags: [DIRECTORY_TAG],
  // Listing hooks expire the tag; the hour is only a safety net.
  revalidate: 3600,
})

/**
 * One page of the directory (artists and producers, newest first) for these filters. Cached
 * across requests by tag `directory`, keyed by the normalised filters.
 */
export function getDirectory(filters: DirectoryFilters): Promise<DirectoryResult> {
  return cachedDirectory({
    q: normalizeSearch(filters.q),
    genre: filters.genre,
    country: filters.country,
    role: filters.role,
    count: filters.count,
  })
}
