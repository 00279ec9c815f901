import { DIRECTORY_PAGE_SIZE } from '@/lib/limits'
import { ALL_GENRES, ROLES, COUNTRIES, optionValue } from '@/lib/options'
import { DEFAULT_FILTERS, filtersToQuery, type DirectoryFilters } from './filters'
import { parseFilters } from './parse-filters'
import { normalizeSearch } from './search-text'

/**
 * Which directories are cached, and under which keys. Next never deletes a cached page or data
 * entry, so a key made from whatever a visitor sends would let anyone fill the disk by iterating
 * random searches. Instead:
 *
 * - Keys are canonical: the search text as the database compares it (case, accents, spaces:
 *   "México", "mexico" and " MEXICO " are one key), the filters in one fixed order, unknown values
 *   dropped (parse-filters.ts), and the view (grid or list) left out of the data key.
 * - Only common directories are cached: the whole directory, one chip or dropdown choice, or a
 *   search for a genre, country or role by name; at most one of those, on the first
 *   CACHED_PAGES pages. Anything else (free text, combined filters, a long "load more") is
 *   rendered for each request by the uncached `/artists` page, reading the database directly.
 *
 * That bounds the cache at PAGE_KEYS_MAX pages (each view of each key; about 1,400) and half as
 * many data entries, whatever is requested.
 */

/** "Cargar más" pages kept in the cache; deeper ones are rare and rendered each time. */
export const CACHED_PAGES = 4

/** Search texts cached like a chip: the genre, country and role names, as compared. */
const OPTION_WORDS = new Set(
  [...ALL_GENRES, ...COUNTRIES, ...ROLES].flatMap((label) => [
    normalizeSearch(label),
    normalizeSearch(optionValue(label)),
  ]),
)

/** How many cacheable directories there are, times the two views. */
export const PAGE_KEYS_MAX =
  (1 + OPTION_WORDS.size + ALL_GENRES.length + COUNTRIES.length + ROLES.length) * 2 * CACHED_PAGES

/** The part of the filters that decides the rows, canonical: equal searches are equal here. */
export function directoryQuery(filters: DirectoryFilters) {
  return {
    q: normalizeSearch(filters.q),
    genre: filters.genre,
    country: filters.country,
    role: filters.role,
    count: filters.count,
  }
}

/** The data cache's key for these filters (the view only changes how the cards are laid out). */
export function directoryDataKey(filters: DirectoryFilters): string {
  const { q, genre, country, role, count } = directoryQuery(filters)
  return JSON.stringify([q, genre, country, role, count])
}

/** Whether these filters are one of the bounded set of cached directories (see above). */
export function isCachedDirectory(filters: DirectoryFilters): boolean {
  const { q, genre, country, role, count } = directoryQuery(filters)
  if (count > DIRECTORY_PAGE_SIZE * CACHED_PAGES) return false
  if (q && !OPTION_WORDS.has(q)) return false
  return [q, genre, country, role].filter(Boolean).length <= 1
}

const DEFAULT_KEY = 'inicio'

/**
 * The directory's filters as one path segment, so `/artists?…` can be served by the cached page
 * `/artists/vista/{key}` (src/proxy.ts): the canonical query string (with the view, which changes
 * the page's markup) in base64url, or `inicio`. Null when these filters are not cached.
 */
export function directoryKey(filters: DirectoryFilters): string | null {
  if (!isCachedDirectory(filters)) return null
  const query = filtersToQuery({ ...filters, q: directoryQuery(filters).q }).slice(1)
  return query ? Buffer.from(query).toString('base64url') : DEFAULT_KEY
}

/** The filters a key stands for; null unless the key is a canonical, cached one. */
export function filtersOfKey(key: string): DirectoryFilters | null {
  const filters =
    key === DEFAULT_KEY
      ? DEFAULT_FILTERS
      : parseFilters(new URLSearchParams(Buffer.from(key, 'base64url').toString()))
  return directoryKey(filters) === key ? filters : null
}

/** The cached directory pages, one per key, reached only through src/proxy.ts. */
export const DIRECTORY_PAGES = '/artists/vista'

/** Where the proxy sends `/artists` with these filters; null for the uncached page. */
export function directoryPagePath(filters: DirectoryFilters): string | null {
  const key = directoryKey(filters)
  return key ? `${DIRECTORY_PAGES}/${key}` : null
}
