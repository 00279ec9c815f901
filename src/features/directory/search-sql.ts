import 'server-only'

import type { Pool, PoolClient } from 'pg'

import { ALL_GENRES, PROFILE_COUNTRIES, optionValue } from '@/lib/options'
import { FUZZY_MIN_LENGTH, containsPattern, normalizeSearch } from './search-text'

export type ListingTable = 'artists' | 'producers'
export const LISTING_TABLES: readonly ListingTable[] = ['artists', 'producers']

/**
 * Typo tolerance: strict_word_similarity of the typed text against a name or label must reach
 * this. 0.4 lets "regueton" find "Reggaeton" (0.46) and "reggeaton" (0.43) while "cumbia" does
 * not find "Colombia" (0.33).
 */
export const TYPO_THRESHOLD = 0.4

/** Builds a parameter list where each named value gets one placeholder, however often used. */
export function sqlParams() {
  const values: unknown[] = []
  const names = new Map<string, string>()
  const param = (name: string, value: unknown) => {
    const known = names.get(name)
    if (known) return known
    values.push(value)
    const placeholder = `$${values.length}`
    names.set(name, placeholder)
    return placeholder
  }
  return { values, param }
}

type Param = ReturnType<typeof sqlParams>['param']

/** The search text as the SQL side needs it, or null when there is nothing to search for. */
export function searchTerms(text: string) {
  const normalized = normalizeSearch(text)
  if (!normalized) return null
  return {
    normalized,
    pattern: containsPattern(normalized),
    fuzzy: normalized.length >= FUZZY_MIN_LENGTH,
  }
}

type Terms = NonNullable<ReturnType<typeof searchTerms>>

/**
 * Whether a normalised column matches: contains the text, or (long enough text) is a close
 * spelling of a word in it. Written exactly like the trigram index expressions of the migration.
 */
export function textMatch(column: string, terms: Terms, param: Param) {
  const like = `tarima_normalize(${column}) LIKE tarima_normalize(${param('pattern', terms.pattern)})`
  if (!terms.fuzzy) return like
  return `(${like} OR tarima_normalize(${param('q', terms.normalized)}) <<% tarima_normalize(${column}))`
}

/** The genre and country values whose labels match the search text. */
export type MatchedOptions = { genres: string[]; countries: string[] }

/**
 * Matches the search text against the genre and country labels: both are short closed lists, so
 * they are matched first, in a query of their own, and the listings are then filtered by those
 * values with btree indexes. Passing the values as parameters (not a subquery) lets the planner
 * see how many listings they select and pick its plan accordingly.
 */
export async function matchOptions(client: PoolClient, terms: Terms): Promise<MatchedOptions> {
  const { values, param } = sqlParams()
  const labels = param('labels', [...ALL_GENRES, ...PROFILE_COUNTRIES])
  const text = `SELECT o.label FROM unnest(${labels}::text[]) AS o(label)
    WHERE ${textMatch('o.label', terms, param)}`
  const { rows } = await client.query<{ label: string }>(text, values)
  const matched = new Set(rows.map((row) => row.label))
  return {
    genres: ALL_GENRES.filter((label) => matched.has(label)).map(optionValue),
    countries: PROFILE_COUNTRIES.filter((label) => matched.has(label)),
  }
}

/** A way a listing of one table (alias `l`) can match besides its name: a country or a genre. */
export type OptionBranch = {
  /** Condition on `l`: the listing has a matched country or genre. */
  condition: string
  /** The ids of those listings straight from an index, when no other filter applies. */
  ids: string
}

/**
 * The country and genre branches of the directory search over one listing table, for the caller
 * to union with the name matches. Separate branches let each use its own index instead of one OR
 * that reads the whole table, and the values are typed as the table's enum (one parameter per
 * table) so the planner sees how many listings they select.
 */
export function optionBranches(
  table: ListingTable,
  matched: MatchedOptions,
  param: Param,
): OptionBranch[] {
  const branches: OptionBranch[] = []
  if (matched.countries.length) {
    const countries = `${param(`countries_${table}`, matched.countries)}::enum_${table}_country[]`
    branches.push({
      condition: `l.country = ANY (${countries})`,
      ids: `SELECT l.id FROM ${table} l WHERE l.country = ANY (${countries})`,
    })
  }
  if (matched.genres.length) {
    const genres = `${param(`genres_${table}`, matched.genres)}::enum_${table}_genres[]`
    const ids = `SELECT g.parent_id FROM ${table}_genres g WHERE g.value = ANY (${genres})`
    branches.push({ condition: `l.id IN (${ids})`, ids })
  }
  return branches
}

/** The listing's genres as stored option values, in their order. */
export const genresOf = (table: ListingTable, alias: string) =>
  `ARRAY(SELECT g.value::text FROM ${table}_genres g WHERE g.parent_id = ${alias}.id ORDER BY g."order")`

/**
 * Runs `work` on one connection inside a read-only transaction with the typo threshold set, so
 * the trigram operators (<<%) use it and can still be answered from the GIN indexes.
 */
export async function withSearchSession<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect()
  // A connection whose ROLLBACK failed is discarded instead of going back to the pool.
  let broken: Error | undefined
  try {
    await client.query('BEGIN READ ONLY')
    await client.query(`SELECT set_config('pg_trgm.strict_word_similarity_threshold', $1, true)`, [
      String(TYPO_THRESHOLD),
    ])
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    try {
      await client.query('ROLLBACK')
    } catch (rollbackError) {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError))
    }
    throw error
  } finally {
    client.release(broken)
  }
}
