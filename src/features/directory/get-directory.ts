import 'server-only'

import { unstable_cache } from 'next/cache'

import { sqlPool } from '@/lib/db'
import { getPayloadClient } from '@/lib/payload'
import { directoryDataKey, directoryQuery, isCachedDirectory } from './directory-key'
import { DIRECTORY_TAG } from './directory-tag'
import { listingHref, type DirectoryFilters } from './filters'
import { countListings, directoryRows, type DirectoryQuery, type ListingTable } from './sql'
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
  /**
   * Listings matching the filters (Y of "Mostrando X de Y resultados (Z total)"), counted up to
   * just past DIRECTORY_COUNT_CAP (src/lib/limits.ts): a larger figure means "more than that".
   */
  matching: number
  /** All listings (Z). */
  total: number
}

async function queryDirectory(query: DirectoryQuery): Promise<DirectoryResult> {
  const payload = await getPayloadClient()
  const [rows, total] = await Promise.all([directoryRows(sqlPool(payload), query), cachedTotal()])

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

/** How many listings there are: the same for every search, so cached on its own. */
async function queryTotal(): Promise<number> {
  return countListings(sqlPool(await getPayloadClient()))
}

const cachedTotal = unstable_cache(queryTotal, ['directory-total'], {
  tags: [DIRECTORY_TAG],
  revalidate: 3600,
})

/**
 * One page of the directory (artists and producers, newest first) for these filters. The common
 * directories are cached across requests by tag `directory`, keyed by the canonical filters; any
 * other search asks the database, so the cache stays bounded (directory-key.ts).
 */
export function getDirectory(filters: DirectoryFilters): Promise<DirectoryResult> {
  const query = directoryQuery(filters)
  if (!isCachedDirectory(filters)) return queryDirectory(query)
  return unstable_cache(
    () => queryDirectory(query),
    ['directory-page', directoryDataKey(filters)],
    {
      tags: [DIRECTORY_TAG],
      // Listing hooks expire the tag; the hour is only a safety net.
      revalidate: 3600,
    },
  )()
}
