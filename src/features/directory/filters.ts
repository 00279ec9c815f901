import { DIRECTORY_PAGE_SIZE } from '@/lib/limits'

/** The directory's address; `src/proxy.ts` serves it from a cached page per set of filters. */
export const DIRECTORY_PATH = '/artists'

export type DirectoryView = 'grid' | 'list'

/**
 * The directory's state as it lives in the URL (tests/e2e/directory.spec.ts): option
 * filters hold stored option values ("RnB Latino"), null meaning "Todos". Read from the URL by
 * parseFilters (parse-filters.ts, server side: it needs every option list).
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

export const DEFAULT_FILTERS: DirectoryFilters = {
  q: '',
  genre: null,
  country: null,
  role: null,
  view: 'grid',
  count: DIRECTORY_PAGE_SIZE,
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
