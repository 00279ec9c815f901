import { DIRECTORY_PAGE_SIZE } from '@/lib/limits'
import { ALL_GENRES, ROLES, COUNTRIES, optionValue } from '@/lib/options'
import type { DirectoryFilters } from './filters'
import { SEARCH_TEXT_MAX } from './search-text'

/** A shared link may ask for many pages at once, but not for the whole table. */
export const DIRECTORY_MAX_COUNT = DIRECTORY_PAGE_SIZE * 50

/** The values an address may name for a genre, country or role (the directory's and others'). */
export const GENRE_VALUES = new Set(ALL_GENRES.map(optionValue))
export const COUNTRY_VALUES = new Set<string>(COUNTRIES.map(optionValue))
export const ROLE_VALUES = new Set(ROLES.map(optionValue))

export type RawParams = Record<string, string | string[] | undefined>

/** One parameter's value ('' when absent) from page search params or a URL's. */
export const paramReader = (params: RawParams | URLSearchParams) => (key: string) => {
  if (params instanceof URLSearchParams) return params.get(key) ?? ''
  const value = params[key]
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/** The value when it is one of the known ones, else null (an unknown one means "any"). */
export const oneOf = (values: Set<string>, value: string) => (values.has(value) ? value : null)

/** Reads the filters from the page's search params; anything unknown falls back to the default. */
export function parseFilters(params: RawParams | URLSearchParams): DirectoryFilters {
  const get = paramReader(params)
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
