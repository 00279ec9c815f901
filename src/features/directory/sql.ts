import type { Pool, PoolClient } from 'pg'

import { SEARCH_DIALOG_LIMIT } from '@/lib/limits'
import { ALL_GENRES, PROFILE_COUNTRIES, optionValue } from '@/lib/options'
import type { DirectoryFilters } from './filters'
import { FUZZY_MIN_LENGTH, containsPattern, normalizeSearch } from './search-text'

// The raw SQL of the directory: its page and count, and the top bar's artist search. Listings are
// public (collections/listingCollection.ts reads with access/anyone.ts), so no query here filters
// by viewer; tests/int/sql-access.test.ts checks they answer what a visitor reads through the
// Local API. No 'server-only' import: that test and scripts/explain-directory.ts run them
// outside Next.

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
 *
 * Needs no access rule: it reads no table, only the option labels it is given.
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

/** The part of the filters that decides the rows, normalised so equal searches share a cache entry. */
export type DirectoryQuery = Pick<DirectoryFilters, 'genre' | 'country' | 'role' | 'count'> & {
  q: string
}

const NO_OPTIONS: MatchedOptions = { genres: [], countries: [] }

/**
 * The page's rows (with genres), each carrying how many listings match, as one parameterised
 * statement. Table and type names come from LISTING_TABLES only; every value the visitor sends
 * is a $n parameter.
 *
 * - Without search text, each table gives its newest `limit` rows from the created_at index and
 *   the option filters are counted on their own indexes.
 * - With search text, a listing matches by name (trigram index), by a country or a genre whose
 *   label matches (btree indexes), each with the option filters. The page takes the newest
 *   `limit` of each way of matching and keeps the newest `limit` of those: each branch stops
 *   after `limit` rows of its index instead of reading every match's date. The count unions
 *   the ids of the three ways, read from the indexes alone where no option filter applies.
 */
export function directoryStatement(query: DirectoryQuery, matched: MatchedOptions = NO_OPTIONS) {
  const { values, param } = sqlParams()
  const terms = searchTerms(query.q)
  const limit = param('limit', query.count)

  // Values are typed straight as each table's enum (one parameter per table): a cast from text
  // would hide them from the planner, which then guesses how many rows they select.
  const filters = (table: ListingTable) => {
    const conditions: string[] = []
    if (query.role) {
      conditions.push(`l.role = ${param(`role_${table}`, query.role)}::enum_${table}_role`)
    }
    if (query.country) {
      const country = param(`country_${table}`, query.country)
      conditions.push(`l.country = ${country}::enum_${table}_country`)
    }
    if (query.genre) {
      const genre = param(`genre_${table}`, query.genre)
      conditions.push(
        `l.id IN (SELECT parent_id FROM ${table}_genres WHERE value = ${genre}::enum_${table}_genres)`,
      )
    }
    return conditions
  }
  const where = (conditions: string[]) =>
    conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''

  let matches: string
  let matching: string
  if (terms) {
    const newest = `ORDER BY l.created_at DESC, l.id DESC LIMIT ${limit}`
    const named: string[] = []
    const candidates: string[] = []
    const ids: string[] = []
    for (const table of LISTING_TABLES) {
      const filtered = filters(table)
      // Name matches are usually few: collected once for the page and the count.
      named.push(`named_${table} AS MATERIALIZED (SELECT l.id, l.created_at FROM ${table} l
        ${where([...filtered, textMatch('l.name', terms, param)])})`)
      const options = optionBranches(table, matched, param)
      const ways = [
        `(SELECT l.id, l.created_at FROM named_${table} l ${newest})`,
        ...options.map(
          ({ condition }) =>
            `(SELECT l.id, l.created_at FROM ${table} l ${where([...filtered, condition])} ${newest})`,
        ),
      ]
      candidates.push(`SELECT '${table}' AS kind, id, created_at FROM (${ways.join(' UNION ')}) t`)
      const idWays = [
        `SELECT id FROM named_${table}`,
        ...options.map(({ condition, ids }) =>
          filtered.length ? `SELECT l.id FROM ${table} l ${where([...filtered, condition])}` : ids,
        ),
      ]
      ids.push(`(SELECT count(*) FROM (${idWays.join(' UNION ')}) t)`)
    }
    matches = `${named.join(',\n')},
      page AS (${candidates.join(' UNION ALL ')}
        ORDER BY created_at DESC, kind, id DESC LIMIT ${limit}),
      counted AS (SELECT ${ids.join(' + ')} AS matching)`
    matching = '(SELECT matching FROM counted)'
  } else {
    // Each table gives its newest `limit` rows (created_at index), then the merge keeps `limit`.
    const branches = LISTING_TABLES.map(
      (
        table,
      ) => `(SELECT '${table}' AS kind, l.id, l.created_at FROM ${table} l ${where(filters(table))}
        ORDER BY l.created_at DESC, l.id DESC LIMIT ${limit})`,
    )
    matches = `page AS (${branches.join(' UNION ALL ')}
      ORDER BY created_at DESC, kind, id DESC LIMIT ${limit})`
    const counts = LISTING_TABLES.map(
      (table) => `(SELECT count(*) FROM ${table} l ${where(filters(table))})`,
    )
    // Unfiltered, the cached total is the count: NULL here.
    matching = filters('artists').length ? `(${counts.join(' + ')})` : 'NULL::bigint'
  }

  const details = LISTING_TABLES.map(
    (table) => `SELECT p.kind, l.id, l.name, l.role::text AS role, l.country::text AS country,
        l.featured, l.verified, l.is_founder, l.image_id, ${genresOf(table, 'l')} AS genres,
        p.created_at, ${matching} AS matching
      FROM page p JOIN ${table} l ON p.kind = '${table}' AND l.id = p.id`,
  )
  const text = `WITH ${matches}
    ${details.join(' UNION ALL ')}
    ORDER BY created_at DESC, kind, id DESC`
  return { text, values }
}

/** One row of directoryRows(): a listing of the page. */
export type DirectoryRow = {
  kind: ListingTable
  id: number
  name: string
  role: string
  country: string | null
  featured: boolean | null
  verified: boolean | null
  is_founder: boolean | null
  image_id: number | null
  genres: string[]
  /** Listings matching the filters; null when there are none (then all listings match). */
  matching: string | null
}

/**
 * One page of the directory for these filters, newest first (directoryStatement), in one
 * read-only session with the typo threshold set.
 *
 * Needs no access rule: listings are public (access/anyone.ts, the read rule of
 * collections/listingCollection.ts), so any visitor reads every row and these columns.
 */
export function directoryRows(pool: Pool, query: DirectoryQuery): Promise<DirectoryRow[]> {
  const terms = searchTerms(query.q)
  return withSearchSession(pool, async (client) => {
    const matched = terms ? await matchOptions(client, terms) : NO_OPTIONS
    const statement = directoryStatement(query, matched)
    return (await client.query<DirectoryRow>(statement.text, statement.values)).rows
  })
}

/**
 * How many listings there are, artists and producers.
 *
 * Needs no access rule: listings are public (access/anyone.ts, collections/listingCollection.ts).
 */
export async function countListings(pool: Pool): Promise<number> {
  const counts = LISTING_TABLES.map((table) => `(SELECT count(*) FROM ${table})`).join(' + ')
  const { rows } = await pool.query<{ total: string }>(`SELECT ${counts} AS total`)
  return Number(rows[0]?.total ?? 0)
}

/** The search statement: artists whose name matches, alphabetically, at most SEARCH_DIALOG_LIMIT. */
export function artistSearchStatement(text: string) {
  const terms = searchTerms(text)
  if (!terms) return null
  const { values, param } = sqlParams()
  const statement = `SELECT l.id, l.name, l.country::text AS country, l.image_id,
      ${genresOf('artists', 'l')} AS genres
    FROM artists l
    WHERE l.id IN (SELECT id FROM artists WHERE ${textMatch('name', terms, param)})
    ORDER BY tarima_normalize(l.name), l.id
    LIMIT ${param('limit', SEARCH_DIALOG_LIMIT)}`
  return { text: statement, values }
}

/** One row of artistSearchRows(). */
export type ArtistSearchRow = {
  id: number
  name: string
  country: string | null
  image_id: number | null
  genres: string[]
}

/**
 * The artists whose name matches the (normalised) text, for the top bar's search dialog.
 *
 * Needs no access rule: artists are public (access/anyone.ts, collections/listingCollection.ts).
 */
export async function artistSearchRows(pool: Pool, text: string): Promise<ArtistSearchRow[]> {
  const statement = artistSearchStatement(text)
  if (!statement) return []
  return withSearchSession(pool, async (client) => {
    const result = await client.query<ArtistSearchRow>(statement.text, statement.values)
    return result.rows
  })
}
