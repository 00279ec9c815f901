import 'server-only'

import { unstable_cache } from 'next/cache'

import { sqlPool } from '@/lib/db'
import { getPayloadClient } from '@/lib/payload'
import { DIRECTORY_TAG } from './directory-tag'
import { listingHref } from './filters'
import { imageUrlsById } from './image-urls'
import { artistSearchRows } from './sql'
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

async function queryArtists(normalized: string): Promise<ArtistSearchResult[]> {
  const payload = await getPayloadClient()
  const rows = await artistSearchRows(sqlPool(payload), normalized)
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
 * Artists whose name contains every word of the text (or a synonym of it), ignoring case and
 * accents, alphabetically; close spellings when none does (artistSearchStatement in ./sql.ts).
 * Names only: roles, genres and countries are the directory's. Empty text searches nothing.
 */
export function searchArtists(text: string): Promise<ArtistSearchResult[]> {
  const normalized = normalizeSearch(text)
  if (!normalized) return Promise.resolve([])
  return isCachedSearch(normalized) ? cachedArtists(normalized) : queryArtists(normalized)
}

/**
 * Next never deletes a data-cache entry, so only a bounded set of texts is cached: the first one or
 * two letters or digits typed (at most 36 + 36² = 1,332 entries), which every search starts with
 * and which no index answers (they walk the names). Longer texts ask the database (the words of
 * names and their trigram index, LIMIT 10); the answer's s-maxage still lets a shared cache keep
 * them for a minute.
 */
const isCachedSearch = (normalized: string) => /^[a-z0-9]{1,2}$/.test(normalized)
