import {
  COUNTRY_VALUES,
  GENRE_VALUES,
  ROLE_VALUES,
  oneOf,
  paramReader,
  type RawParams,
} from '@/features/directory/parse-filters'
import { SEARCH_TEXT_MAX } from '@/features/directory/search-text'
import {
  OPPORTUNITIES_PAGES_MAX,
  OPPORTUNITY_KINDS,
  type OpportunityKind,
} from './opportunity-rules'

// The list's filters as the address carries them (/oportunidades?q=…&tipo=gig&pagina=2): a
// shared link shows the same list. Unknown values fall back to "any", never to an error.

export type OpportunitySort = 'newest' | 'forYou'

export type OpportunityFilters = {
  q: string
  kind: OpportunityKind | null
  role: string | null
  genre: string | null
  country: string | null
  remote: boolean
  paid: boolean
  sort: OpportunitySort
  /** Pages shown, from 1: "Cargar más" adds one. */
  pages: number
}

export const DEFAULT_OPPORTUNITY_FILTERS: OpportunityFilters = {
  q: '',
  kind: null,
  role: null,
  genre: null,
  country: null,
  remote: false,
  paid: false,
  sort: 'newest',
  pages: 1,
}

/** The address's names for each filter: Spanish, like the site's paths. */
export const PARAM = {
  q: 'q',
  kind: 'tipo',
  role: 'rol',
  genre: 'genero',
  country: 'pais',
  remote: 'remoto',
  paid: 'pagado',
  sort: 'orden',
  pages: 'pagina',
} as const

const KINDS = new Set<string>(OPPORTUNITY_KINDS)

/** The filters of an address (page search params or a URL's). */
export function parseOpportunityFilters(params: RawParams | URLSearchParams): OpportunityFilters {
  const get = paramReader(params)
  const pages = Number.parseInt(get(PARAM.pages), 10)
  return {
    q: get(PARAM.q).trim().slice(0, SEARCH_TEXT_MAX),
    kind: oneOf(KINDS, get(PARAM.kind)) as OpportunityKind | null,
    role: oneOf(ROLE_VALUES, get(PARAM.role)),
    genre: oneOf(GENRE_VALUES, get(PARAM.genre)),
    country: oneOf(COUNTRY_VALUES, get(PARAM.country)),
    remote: get(PARAM.remote) === '1',
    paid: get(PARAM.paid) === '1',
    sort: get(PARAM.sort) === 'para-ti' ? 'forYou' : 'newest',
    pages: Number.isFinite(pages) ? Math.min(OPPORTUNITIES_PAGES_MAX, Math.max(1, pages)) : 1,
  }
}

/** The query string of some filters ('' for none), in a fixed order. */
export function opportunityQuery(filters: OpportunityFilters, pages = filters.pages): string {
  const query = new URLSearchParams()
  if (filters.q) query.set(PARAM.q, filters.q)
  if (filters.kind) query.set(PARAM.kind, filters.kind)
  if (filters.role) query.set(PARAM.role, filters.role)
  if (filters.genre) query.set(PARAM.genre, filters.genre)
  if (filters.country) query.set(PARAM.country, filters.country)
  if (filters.remote) query.set(PARAM.remote, '1')
  if (filters.paid) query.set(PARAM.paid, '1')
  if (filters.sort === 'forYou') query.set(PARAM.sort, 'para-ti')
  if (pages > 1) query.set(PARAM.pages, String(pages))
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** Whether any filter narrows the list (the sort and the pages do not). */
export const isFiltered = (filters: OpportunityFilters) =>
  Boolean(
    filters.q ||
    filters.kind ||
    filters.role ||
    filters.genre ||
    filters.country ||
    filters.remote ||
    filters.paid,
  )
