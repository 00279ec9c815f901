import { DIRECTORY_PAGE_SIZE } from '@/lib/limits'
import { ALL_GENRES, ALL_ROLES, COUNTRIES, optionValue } from '@/lib/options'
import { SEARCH_TEXT_MAX } from './search-text'

/** The directory's address; `src/proxy.ts` serves it from a cached page per set of filters. */
export const DIRECTORY_PATH = '/artists'

export type DirectoryView = 'grid' | 'list'

/**
 * The directory's state as it lives in the URL (SPEC.md "Directory filter state"): option
 * filters hold stored option values ("RnB Latino"), null meaning "Todos".
 */
export type DirectoryFilters = {
  q: string
  genre: string | null
  country: string | null
  role: string | null
  view: DirectoryView
  /** How many results are shown: a multiple of the page size. */
  count: number
}

/** A shared link may ask for many pages at once, but not for the whole table. */
export const DIRECTORY_MAX_COUNT = DIRECTORY_PAGE_SIZE * 50

export const DEFAULT_FILTERS: DirectoryFilters = {
  q: '',
  genre: null,
  country: null,
  role: null,
  view: 'grid',
  count: DIRECTORY_PAGE_SIZE,
}

const GENRE_VALUES = new Set(ALL_GENRES.map(optionValue))
const COUNTRY_VALUES = new Set<string>(COUNTRIES.map(optionValue))
const ROLE_VALUES = new Set(ALL_ROLES.map(optionValue))

type RawParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? ''

const oneOf = (values: Set<string>, value: string) => (values.has(value) ? value : null)

/** Reads the filters from the page's search params; anything unknown falls back to the default. */
export function parseFilters(params: RawParams | URLSearchParams): DirectoryFilters {
  const get = (key: string) =>
    params instanceof URLSearchParams ? (params.get(key) ?? '') : first(params[key])
  const requested = Number.parseInt(get('n'), 10)
  const count = Number.isFinite(requested)
    ? Math.min(
        DIRECTORY_MAX_COUNT,
        Math.max(
          DIRECTORY_PAGE_SIZE,
          Math.ceil(requested / DIRECTORY_PAGE_SIZE) * DIRECTORY_PAGE_SIZE,
        ),
      )
    : DIRECTORY_PAGE_SIZE
  return {
    q: get('q').slice(0, SEARCH_TEXT_MAX),
    genre: oneOf(GENRE_VALUES, get('genre')),
    country: oneOf(COUNTRY_VALUES, get('country')),
    role: oneOf(ROLE_VALUES, get('role')),
    view: get('view') === 'list' ? 'list' : 'grid',
    count,
  }
}

/** The query string for these filters, leaving defaults out so links stay short. */
export function filtersToQuery(filters: DirectoryFilters): string {
  const params = new URLSearchParams()
  if (filters.q.trim()) params.set('q', filters.q)
  if (filters.genre) params.set('genre', filters.genre)
  if (filters.country) params.set('country', filters.country)
  if (filters.role) params.set('role', filters.role)
  if (filters.view !== 'grid') params.set('view', filters.view)
  if (filters.count !== DIRECTORY_PAGE_SIZE) params.set('n', String(filters.count))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** Whether anything narrows the results (the view and the count do not). */
export const hasActiveFilters = (filters: DirectoryFilters) =>
  Boolean(filters.q.trim() || filters.genre || filters.country || filters.role)

/** Where a card leads: producers share the artist page under a prefixed id. */
export const listingHref = (kind: 'artists' | 'producers', id: number) =>
  kind === 'artists' ? `/artists/${id}` : `/artists/productor-${id}`
