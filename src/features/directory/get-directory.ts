import 'server-only'

import type { Pool } from 'pg'
import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/lib/payload'
import { DIRECTORY_TAG } from './directory-tag'
import { listingHref, type DirectoryFilters } from './filters'
import {
  LISTING_TABLES,
  genresOf,
  listingSearchCondition,
  matchOptions,
  searchTerms,
  sqlParams,
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
}

async function queryDirectory(query: DirectoryQuery): Promise<DirectoryResult> {
  const payload = await getPayloadClient()
  const { pool } = payload.db as unknown as { pool: Pool }
  const terms = searchTerms(query.q)

  const { rows, counts } = await withSearchSession(pool, async (client) => {
    const matched = terms ? await matchOptions(client, terms) : NO_OPTIONS
    const rowsStatement = directoryStatement(query, 'rows', matched)
    const countsStatement = directoryStatement(query, 'counts', matched)
    const rowsResult = await client.query<Row>(rowsStatement.text, rowsStatement.values)
    const countsResult = await client.query<{ matching: string; total: string }>(
      countsStatement.text,
      countsStatement.values,
    )
    return { rows: rowsResult.rows, counts: countsResult.rows[0] }
  })

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
    matching: Number(counts?.matching ?? 0),
    total: Number(counts?.total ?? 0),
  }
}

/**
 * The page's rows (with genres) or its counts, as one parameterised statement. Table and type
 * names come from LISTING_TABLES only; every value the visitor sends is a $n parameter.
 */
export function directoryStatement(
  query: DirectoryQuery,
  what: 'rows' | 'counts',
  matched: MatchedOptions = NO_OPTIONS,
) {
  const { values, param } = sqlParams()
  const terms = searchTerms(query.q)

  const where = (table: ListingTable) => {
    const conditions: string[] = []
    if (query.role)
      conditions.push(`l.role = ${param('role', query.role)}::text::enum_${table}_role`)
    if (query.country) {
      conditions.push(`l.country = ${param('country', query.country)}::text::enum_${table}_country`)
    }
    if (query.genre) {
      const genre = param('genre', query.genre)
      conditions.push(
        `l.id IN (SELECT parent_id FROM ${table}_genres WHERE value = ${genre}::text::enum_${table}_genres)`,
      )
    }
    if (terms) conditions.push(listingSearchCondition(table, terms, matched, param))
    return conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''
  }

  if (what === 'counts') {
    const matching = LISTING_TABLES.map(
      (table) => `(SELECT count(*) FROM ${table} l ${where(table)})`,
    )
    const total = LISTING_TABLES.map((table) => `(SELECT count(*) FROM ${table})`)
    const text = `SELECT ${matching.join(' + ')} AS matching, ${total.join(' + ')} AS total`
    return { text, values }
  }

  const limit = param('limit', query.count)
  // Each table gives its newest `limit` rows (created_at index), then the merge keeps `limit`.
  const branches = LISTING_TABLES.map(
    (table) => `(SELECT '${table}' AS kind, l.id, l.created_at FROM ${table} l ${where(table)}
      ORDER BY l.created_at DESC, l.id DESC LIMIT ${limit})`,
  )
  const details = LISTING_TABLES.map(
    (table) => `SELECT p.kind, l.id, l.name, l.role::text AS role, l.country::text AS country,
        l.featured, l.verified, l.is_founder, l.image_id, ${genresOf(table, 'l')} AS genres,
        p.created_at
      FROM page p JOIN ${table} l ON p.kind = '${table}' AND l.id = p.id`,
  )
  const text = `WITH page AS (
      ${branches.join(' UNION ALL ')}
      ORDER BY created_at DESC, kind, id DESC LIMIT ${limit}
    )
    ${details.join(' UNION ALL ')}
    ORDER BY created_at DESC, kind, id DESC`
  return { text, values }
}

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
