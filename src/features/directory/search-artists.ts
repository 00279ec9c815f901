import 'server-only'

import type { Pool } from 'pg'
import { unstable_cache } from 'next/cache'

import { SEARCH_DIALOG_LIMIT } from '@/lib/limits'
import { getPayloadClient } from '@/lib/payload'
import { DIRECTORY_TAG } from './directory-tag'
import { listingHref } from './filters'
import { imageUrlsById } from './image-urls'
import { genresOf, searchTerms, sqlParams, textMatch, withSearchSession } from './search-sql'
import { normalizeSearch } from './search-text'

/** One result of the top bar's artist search. */
export type ArtistSearchResult = {
  id: number
  href: string
  name: string
  country: string | null
  genres: string[]
  imageUrl: string | null
}

type Row = {
  id: number
  name: string
  country: string | null
  image_id: number | null
  genres: string[]
}

/** The search statement: artists whose name matches, alphabetically, at most SEARCH_DIALOG_LIMIT. */
export function artistSearchStatement(text: string) {
  const terms = searchTerms(text)
  if (!terms) return null
  const { values, param } = sqlParams()
  const statement = `SELECT l.id, l.name, l.country::text AS country, l.image_id,
      ${genresOf('artists', 'l')} AS genres
    FROM artists l
    WHERE l.id IN (SELECT id FROM artists WHERE ${textMatch('name', terms, param)})
    ORDER BY tarima_normalize(l.name), l.id
    LIMIT ${param('limit', SEARCH_DIALOG_LIMIT)}`
  return { text: statement, values }
}

async function queryArtists(normalized: string): Promise<ArtistSearchResult[]> {
  const statement = artistSearchStatement(normalized)
  if (!statement) return []
  const payload = await getPayloadClient()
  const { pool } = payload.db as unknown as { pool: Pool }
  const rows = await withSearchSession(pool, async (client) => {
    const result = await client.query<Row>(statement.text, statement.values)
    return result.rows
  })
  const images = await imageUrlsById(
    payload,
    rows.map((row) => row.image_id),
  )
  return rows.map((row) => ({
    id: row.id,
    href: listingHref('artists', row.id),
    name: row.name,
    country: row.country,
    genres: row.genres,
    imageUrl: row.image_id ? (images.get(row.image_id) ?? null) : null,
  }))
}

const cachedArtists = unstable_cache(queryArtists, ['artist-search'], {
  tags: [DIRECTORY_TAG],
  revalidate: 3600,
})

/**
 * Artists whose name contains the text, ignoring case and accents and tolerating small typos
 * (SPEC.md "Artist search dialog"). Empty text searches nothing.
 */
export function searchArtists(text: string): Promise<ArtistSearchResult[]> {
  const normalized = normalizeSearch(text)
  return normalized ? cachedArtists(normalized) : Promise.resolve([])
}
