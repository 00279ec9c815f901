import { DEFAULT_FILTERS, filtersToQuery, type DirectoryFilters } from './filters'
import { parseFilters } from './parse-filters'

/**
 * The directory's filters as one path segment, so `/artists?…` can be served by the cached page
 * `/artists/vista/{key}` (src/proxy.ts): the canonical query string in base64url, or `inicio`.
 */
export function directoryKey(filters: DirectoryFilters): string {
  const query = filtersToQuery(filters).slice(1)
  return query ? Buffer.from(query).toString('base64url') : DEFAULT_KEY
}

const DEFAULT_KEY = 'inicio'

/** The filters a key stands for; null unless the key is the canonical one (one cache entry each). */
export function filtersOfKey(key: string): DirectoryFilters | null {
  const filters =
    key === DEFAULT_KEY
      ? DEFAULT_FILTERS
      : parseFilters(new URLSearchParams(Buffer.from(key, 'base64url').toString()))
  return directoryKey(filters) === key ? filters : null
}

/** The cached directory pages, one per key, reached only through src/proxy.ts. */
export const DIRECTORY_PAGES = '/artists/vista'

/** Where the proxy sends `/artists` with these filters. */
export const directoryPagePath = (filters: DirectoryFilters) =>
  `${DIRECTORY_PAGES}/${directoryKey(filters)}`
