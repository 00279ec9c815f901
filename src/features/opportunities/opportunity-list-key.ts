import {
  opportunityQuery,
  parseOpportunityFilters,
  type OpportunityFilters,
} from './opportunity-filters'

/**
 * Which visitors' lists of /oportunidades are cached pages, as the directory's are
 * (src/features/directory/directory-key.ts): the whole list or one filter (a kind, role, genre,
 * country, remote or paid), either order, on the first CACHED_LIST_PAGES pages. A search's text,
 * combined filters and members' lists (their blocks, "Para ti") are rendered for each request.
 * That bounds the cache whatever is requested.
 */
export const CACHED_LIST_PAGES = 4

const DEFAULT_KEY = 'inicio'

/** The cached list pages, one per key, reached only through src/proxy.ts. */
export const OPPORTUNITY_LIST_PAGES = '/oportunidades/vista'

export function isCachedOpportunityList(filters: OpportunityFilters): boolean {
  if (filters.q || filters.pages > CACHED_LIST_PAGES) return false
  const { kind, role, genre, country, remote, paid } = filters
  return [kind, role, genre, country, remote, paid].filter(Boolean).length <= 1
}

/** The filters as one path segment: the canonical query string in base64url, or `inicio`. */
function listKey(filters: OpportunityFilters): string | null {
  if (!isCachedOpportunityList(filters)) return null
  const query = opportunityQuery(filters).slice(1)
  return query ? Buffer.from(query).toString('base64url') : DEFAULT_KEY
}

/** The filters a key stands for; null unless the key is a canonical, cached one. */
export function filtersOfListKey(key: string): OpportunityFilters | null {
  const query = key === DEFAULT_KEY ? '' : Buffer.from(key, 'base64url').toString()
  const filters = parseOpportunityFilters(new URLSearchParams(query))
  return listKey(filters) === key ? filters : null
}

/** Where the proxy sends a visitor's `/oportunidades?…`; null for the page rendered each time. */
export function opportunityListPath(params: URLSearchParams): string | null {
  const key = listKey(parseOpportunityFilters(params))
  return key ? `${OPPORTUNITY_LIST_PAGES}/${key}` : null
}
