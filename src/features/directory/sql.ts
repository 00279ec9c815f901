import type { Pool, PoolClient } from 'pg'

import { SEARCH_DIALOG_LIMIT } from '@/lib/limits'
import { GENRE_FAMILIES, ROLE_FAMILIES, familyValues } from '@/lib/options'
import type { DirectoryFilters } from './filters'
import { TYPO_THRESHOLD, planSearch, type SearchPlan, type WordMatch } from './search-plan'
import { TRIGRAM_MIN_LENGTH, containsPattern, escapeLike } from './search-text'

// The raw SQL of the directory: its page and count, and the top bar's artist search. Listings are
// public (collections/listingCollection.ts reads with access/anyone.ts), so no query here filters
// by viewer; tests/int/sql-access.test.ts checks they answer what a visitor reads through the
// Local API. No 'server-only' import: that test and scripts/explain-directory.ts run them
// outside Next.

export type ListingTable = 'artists' | 'producers'
export const LISTING_TABLES: readonly ListingTable[] = ['artists', 'producers']

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

/**
 * The listings (rowsWhere) of one table that one word matches: by name (the trigram
 * index: contains the word, or, for a word that is no known option, a close spelling of a word of
 * the name), by a country, a role or a genre the word stands for (btree indexes). Separate
 * branches let each use its own index instead of one OR that reads the whole table; the values
 * are typed as the table's enum (one parameter per table) so the planner sees how many listings
 * they select. Written like the index expressions of
 * migrations/20261121_100000_directory_search.ts.
 */
function wordRows(table: ListingTable, match: WordMatch, index: number, param: Param) {
  const ways = [rowsWhere(table, nameCondition(match, index, param))]
  const values = (kind: string, list: string[]) =>
    `${param(`${kind}_${index}_${table}`, list)}::enum_${table}_${kind}[]`
  if (match.countries.length) {
    ways.push(rowsWhere(table, `l.country = ANY (${values('country', match.countries)})`))
  }
  if (match.roles.length) {
    ways.push(rowsWhere(table, `l.role = ANY (${values('role', match.roles)})`))
  }
  if (match.genres.length) {
    ways.push(rowsWhere(table, withGenre(table, values('genres', match.genres))))
  }
  return `(${ways.join(' UNION ')})`
}

/**
 * Whether a word is matched through the words of names (tarima_name_words and
 * listing_name_words, migrations/20261128_090000_name_words.ts): letters and digits only, so a
 * name contains it exactly when one of its words does, and long enough for trigrams. Shorter
 * words start the name instead (a btree range); others keep the trigram index of whole names.
 */
const byNameWords = (word: string) => word.length >= TRIGRAM_MIN_LENGTH && /^[a-z0-9]+$/.test(word)

/**
 * The name part of a word's match (alias `l`): the name contains it or, for a typo, one of its
 * words is a close spelling of it. Through the words of names, the few words that qualify are
 * found first in listing_name_words and the listings holding one of them are then read from the
 * array index, with no name rechecked.
 */
function nameCondition(match: WordMatch, index: number, param: Param) {
  const pattern = param(`pattern_${index}`, match.pattern)
  if (byNameWords(match.word)) {
    const close = match.fuzzyName ? ` OR w.word % ${param(`word_${index}`, match.word)}` : ''
    return hasNameWord(`w.word LIKE ${pattern}${close}`)
  }
  const name = `tarima_normalize(l.name) LIKE tarima_normalize(${pattern})`
  return match.fuzzyName
    ? `${name} OR tarima_normalize(${param(`word_${index}`, match.word)}) <<% tarima_normalize(l.name)`
    : name
}

/**
 * The listing's name (alias `l`) contains the whole search text: through the words of names
 * when the text is one such word (byNameWords), else the trigram index of whole names, which
 * narrows several words down to the few names having the trigrams of all of them.
 */
function containsText(plan: SearchPlan, param: Param) {
  const whole = param('whole', containsPattern(plan.normalized))
  return byNameWords(plan.normalized)
    ? hasNameWord(`w.word LIKE ${whole}`)
    : `tarima_normalize(l.name) LIKE tarima_normalize(${whole})`
}

/** The listing's name (alias `l`) has one of the words of names (alias `w`) meeting `condition`. */
const hasNameWord = (condition: string) =>
  `tarima_name_words(l.name) && ARRAY(SELECT w.word FROM listing_name_words w WHERE ${condition})`

/** A list of stored option values typed as the table's enum (one parameter per table). */
const enumValues = (
  param: Param,
  table: ListingTable,
  kind: string,
  name: string,
  list: string[],
) => `${param(`${name}_${table}`, list)}::enum_${table}_${kind}[]`

/**
 * The ids of one table's listings that one word matches, for counting: one set per way (name,
 * country, role, genre), each read from an index alone where it can (the (country, id) and
 * (role, id) indexes of migrations/20261127_090000_listing_id_indexes.ts and the genre index:
 * index-only scans, no table row read), joined with UNION.
 */
function wordIds(table: ListingTable, match: WordMatch, index: number, param: Param) {
  const ways = [`SELECT l.id FROM ${table} l WHERE ${nameCondition(match, index, param)}`]
  if (match.countries.length) {
    const countries = enumValues(param, table, 'country', `country_${index}`, match.countries)
    ways.push(`SELECT l.id FROM ${table} l WHERE l.country = ANY (${countries})`)
  }
  if (match.roles.length) {
    const roles = enumValues(param, table, 'role', `role_${index}`, match.roles)
    ways.push(`SELECT l.id FROM ${table} l WHERE l.role = ANY (${roles})`)
  }
  if (match.genres.length) {
    const genres = enumValues(param, table, 'genres', `genres_${index}`, match.genres)
    ways.push(`SELECT g.parent_id FROM ${table}_genres g WHERE g.value = ANY (${genres})`)
  }
  return `(${ways.join(' UNION ')})`
}

/**
 * The same word as a condition on one listing (alias `l`), for walking the newest listings: the
 * genre is one probe of the genre index for that listing.
 */
function wordCondition(table: ListingTable, match: WordMatch, index: number, param: Param) {
  const ways = [`(${nameCondition(match, index, param)})`]
  if (match.countries.length) {
    const countries = enumValues(param, table, 'country', `country_${index}`, match.countries)
    ways.push(`l.country = ANY (${countries})`)
  }
  if (match.roles.length) {
    ways.push(`l.role = ANY (${enumValues(param, table, 'role', `role_${index}`, match.roles)})`)
  }
  if (match.genres.length) {
    const genres = enumValues(param, table, 'genres', `genres_${index}`, match.genres)
    ways.push(hasGenre(table, genres))
  }
  return `(${ways.join(' OR ')})`
}

/**
 * The listing (alias `l`) has one of these genres: a probe of the genre index. OFFSET 0 keeps it
 * a probe per listing: otherwise PostgreSQL hashes every listing of the genre first (27,780 of
 * them for Reggaeton at 500,000 artists: 15 ms instead of 1 ms for a page of 12).
 */
const hasGenre = (table: ListingTable, genres: string) =>
  `EXISTS (SELECT 1 FROM ${table}_genres g
    WHERE g.parent_id = l.id AND g.value = ANY (${genres}) OFFSET 0)`

/**
 * Id, created_at and name of one table's listings (alias `l`) meeting a condition: what ordering
 * and ranking need, read in the same (bitmap) scan that finds the rows.
 */
const rowsWhere = (table: ListingTable, condition: string) =>
  `SELECT l.id, l.created_at, l.name FROM ${table} l WHERE ${condition}`

/**
 * Listings (alias `l`) with one of these genres: the ids come from the genre index as one array,
 * so the listings are then read by a bitmap scan of their primary key.
 */
const withGenre = (table: ListingTable, genres: string) =>
  `l.id = ANY (ARRAY(SELECT g.parent_id FROM ${table}_genres g WHERE g.value = ANY (${genres})))`

/**
 * The listings (rowsWhere) of one table that every word of the search matches and the option
 * filters allow: the intersection of one set per word and one for the filters.
 */
function matchedRows(table: ListingTable, plan: SearchPlan, param: Param, filters: string[] = []) {
  const sets = plan.words.map((match, index) => wordRows(table, match, index, param))
  if (filters.length) sets.push(`(${rowsWhere(table, filters.join(' AND '))})`)
  return sets.join(' INTERSECT ')
}

/** The search text with anything but letters and digits as single spaces, for word matching. */
const nameWords = (text: string) => text.replace(/[^a-z0-9]+/g, ' ').trim()

/**
 * The candidates of one table for a page of `limit` matches (alias `m` in `matched`), as
 * SELECTs to union: the few whose name contains the whole text (from the trigram index) with
 * their rank (0 the same name, 1 the name starts with it, 2 a word of the name starts with it,
 * 3 elsewhere in the name), and the first `limit` of the rest in `order`, ranked 3 (a genre, a
 * country, a role, a close spelling, a word of the text apart). Each also gives `sort_name`.
 */
function rankedCandidates(
  table: ListingTable,
  plan: SearchPlan,
  param: Param,
  {
    matched,
    named,
    order,
    limit,
  }: { matched: string; named: string; order: string; limit: string },
): { ctes: string[]; selects: string[] } {
  const columns = `'${table}' AS kind, m.id, m.created_at, lower(m.name) AS sort_name`
  const words = nameWords(plan.normalized)
  if (words.length < TRIGRAM_MIN_LENGTH) {
    return {
      ctes: [],
      selects: [
        `(SELECT ${columns}, 3 AS rank FROM ${matched} m ORDER BY ${order} LIMIT ${limit})`,
      ],
    }
  }
  const name = `regexp_replace(tarima_normalize(m.name), '[^a-z0-9]+', ' ', 'g')`
  const escaped = escapeLike(words)
  const rank = `CASE WHEN trim(${name}) = ${param('rank_same', words)} THEN 0
      WHEN trim(${name}) LIKE ${param('rank_prefix', `${escaped}%`)} THEN 1
      WHEN ' ' || ${name} LIKE ${param('rank_word', `% ${escaped}%`)} THEN 2
      ELSE 3 END`
  return {
    ctes: [
      `${named} AS MATERIALIZED (SELECT l.id FROM ${table} l WHERE ${containsText(plan, param)})`,
    ],
    selects: [
      `SELECT ${columns}, ${rank} AS rank FROM ${matched} m WHERE m.id IN (SELECT id FROM ${named})`,
      `(SELECT ${columns}, 3 AS rank FROM ${matched} m WHERE m.id NOT IN (SELECT id FROM ${named})
        ORDER BY ${order} LIMIT ${limit})`,
    ],
  }
}

/** The listing's genres as stored option values, in their order. */
export const genresOf = (table: ListingTable, alias: string) =>
  `ARRAY(SELECT g.value::text FROM ${table}_genres g WHERE g.parent_id = ${alias}.id ORDER BY g."order")`

/**
 * Runs `work` on one connection inside a read-only transaction with the typo threshold set, so
 * the trigram operators (% on the words of names, <<% on whole names) use it and can still be
 * answered from the GIN indexes.
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
    await client.query(
      `SELECT set_config('pg_trgm.strict_word_similarity_threshold', $1, true),
              set_config('pg_trgm.similarity_threshold', $1, true)`,
      [String(TYPO_THRESHOLD)],
    )
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

/**
 * The conditions of the option filters on one table (alias `l`). A genre or role filter stands
 * for its family (GENRE_FAMILIES, ROLE_FAMILIES in src/lib/options.ts). Values are typed straight
 * as the table's enum (one parameter per table): a cast from text would hide them from the
 * planner, which then guesses how many rows they select.
 */
function filterConditions(
  table: ListingTable,
  query: DirectoryQuery,
  param: Param,
  genreAs: 'hashed' | 'array' | 'probe' = 'hashed',
) {
  const conditions: string[] = []
  if (query.role) {
    const roles = param(`role_${table}`, familyValues(ROLE_FAMILIES, query.role))
    conditions.push(`l.role = ANY (${roles}::enum_${table}_role[])`)
  }
  if (query.country) {
    const country = param(`country_${table}`, query.country)
    conditions.push(`l.country = ${country}::enum_${table}_country`)
  }
  if (query.genre) {
    const genres = `${param(`genre_${table}`, familyValues(GENRE_FAMILIES, query.genre))}::enum_${table}_genres[]`
    // Walking the created_at index, a hashed subquery checks each row at once (or, next to a
    // search's conditions, a probe of the genre index); the dialog's search intersects sets read
    // by bitmap scans instead (withGenre).
    conditions.push(
      genreAs === 'array'
        ? withGenre(table, genres)
        : genreAs === 'probe'
          ? hasGenre(table, genres)
          : `l.id IN (SELECT parent_id FROM ${table}_genres WHERE value = ANY (${genres}))`,
    )
  }
  return conditions
}

/**
 * The option filters on one table as id sets to intersect (each from an index alone, as
 * wordIds), for counting a search's matches.
 */
function filterIds(table: ListingTable, query: DirectoryQuery, param: Param) {
  const sets: string[] = []
  if (query.role) {
    const roles = param(`role_${table}`, familyValues(ROLE_FAMILIES, query.role))
    sets.push(`(SELECT l.id FROM ${table} l WHERE l.role = ANY (${roles}::enum_${table}_role[]))`)
  }
  if (query.country) {
    const country = param(`country_${table}`, query.country)
    sets.push(`(SELECT l.id FROM ${table} l WHERE l.country = ${country}::enum_${table}_country)`)
  }
  if (query.genre) {
    const genres = `${param(`genre_${table}`, familyValues(GENRE_FAMILIES, query.genre))}::enum_${table}_genres[]`
    sets.push(`(SELECT g.parent_id FROM ${table}_genres g WHERE g.value = ANY (${genres}))`)
  }
  return sets
}

/**
 * Above this share of a table's listings matching, a page of the newest matches walks the
 * created_at index checking each listing (on average fewer than WALK_DENSITY × limit listings
 * read); below it, the matches are read by id and sorted.
 */
const WALK_DENSITY = 50

/**
 * The candidates of one table for a search's page (searchStatement), as SELECTs to union: the
 * matches whose name contains the whole text (`named_<table>`, few, from the trigram index) with
 * their rank (0 the same name, 1 the name starts with it, 2 a word of the name starts with it, 3
 * elsewhere in the name), and the newest `limit` of the other matches, ranked 3: read by id from
 * `matched_<table>` when they are few, else by walking the newest listings with the search's
 * `conditions` (reading every match and sorting them costs as much as the matches at a million
 * listings; the walk, about limit × share).
 */
function searchCandidates(
  table: ListingTable,
  plan: SearchPlan,
  param: Param,
  { conditions, limit }: { conditions: string[]; limit: string },
): { ctes: string[]; selects: string[] } {
  const ctes: string[] = []
  const selects: string[] = []
  let notNamed = ''
  const words = nameWords(plan.normalized)
  if (words.length >= TRIGRAM_MIN_LENGTH) {
    const name = `regexp_replace(tarima_normalize(n.name), '[^a-z0-9]+', ' ', 'g')`
    const escaped = escapeLike(words)
    const rank = `CASE WHEN trim(${name}) = ${param('rank_same', words)} THEN 0
      WHEN trim(${name}) LIKE ${param('rank_prefix', `${escaped}%`)} THEN 1
      WHEN ' ' || ${name} LIKE ${param('rank_word', `% ${escaped}%`)} THEN 2
      ELSE 3 END`
    // The names containing the text first, as one array of ids (few, from their index); then
    // those of them the search matches. Otherwise PostgreSQL may read every match's name.
    ctes.push(`named_${table} AS MATERIALIZED (SELECT l.id, l.created_at, l.name FROM ${table} l
        WHERE l.id = ANY (ARRAY(SELECT l.id FROM ${table} l WHERE ${containsText(plan, param)}))
          AND l.id IN (SELECT id FROM matched_${table}))`)
    selects.push(
      `SELECT '${table}' AS kind, n.id, n.created_at, ${rank} AS rank FROM named_${table} n`,
    )
    notNamed = ` AND l.id NOT IN (SELECT id FROM named_${table})`
  }
  // The matches the walk looks for: all but the named ones.
  const others = notNamed
    ? `((SELECT n FROM count_${table}) - (SELECT count(*) FROM named_${table}))`
    : `(SELECT n FROM count_${table})`
  const dense = `${others} * ${WALK_DENSITY}
    > (SELECT reltuples FROM pg_class WHERE oid = '${table}'::regclass)`
  const columns = `'${table}' AS kind, l.id, l.created_at, 3 AS rank`
  const newest = `ORDER BY l.created_at DESC, l.id DESC LIMIT ${limit}`
  selects.push(
    // By primary key (one array of ids, as withGenre): a join may hash the whole table.
    `(SELECT ${columns} FROM ${table} l
      WHERE ${others} > 0 AND NOT (${dense}) AND l.id = ANY (ARRAY(SELECT id FROM matched_${table}))${notNamed}
      ${newest})`,
    `(SELECT ${columns} FROM ${table} l
      WHERE (${dense}) AND ${conditions.join(' AND ')}${notNamed} ${newest})`,
  )
  return { ctes, selects }
}

const where = (conditions: string[]) =>
  conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''

/**
 * The page's rows (with genres), each carrying how many listings match, as one parameterised
 * statement. Table and type names come from LISTING_TABLES only; every value the visitor sends
 * is a $n parameter.
 *
 * - Without search text, each table gives its newest `limit` rows from the created_at index and
 *   the option filters are counted on their own indexes.
 * - With search text (planSearch), a listing matches when every word matches its name, a genre,
 *   its country or its role, and the option filters hold. Names equal to or starting with the
 *   text come first (rankedCandidates), then the newest.
 */
export function directoryStatement(query: DirectoryQuery) {
  const { values, param } = sqlParams()
  const plan = planSearch(query.q)
  const limit = param('limit', query.count)

  let matches: string
  let order: string
  let matching: string
  if (plan) {
    const ctes: string[] = []
    const candidates: string[] = []
    const counts: string[] = []
    for (const table of LISTING_TABLES) {
      const ids = [
        ...plan.words.map((match, index) => wordIds(table, match, index, param)),
        ...filterIds(table, query, param),
      ]
      ctes.push(`matched_${table} AS MATERIALIZED (${ids.join(' INTERSECT ')})`)
      ctes.push(`count_${table} AS MATERIALIZED (SELECT count(*) AS n FROM matched_${table})`)
      const conditions = [
        ...plan.words.map((match, index) => wordCondition(table, match, index, param)),
        ...filterConditions(table, query, param, 'probe'),
      ]
      const ranked = searchCandidates(table, plan, param, { conditions, limit })
      ctes.push(...ranked.ctes)
      candidates.push(...ranked.selects)
      counts.push(`(SELECT n FROM count_${table})`)
    }
    matches = `${ctes.join(',\n')},
      page AS (SELECT kind, id, created_at, rank FROM (${candidates.join(' UNION ALL ')}) c
        ORDER BY rank, created_at DESC, kind, id DESC LIMIT ${limit}),
      counted AS (SELECT ${counts.join(' + ')} AS matching)`
    matching = '(SELECT matching FROM counted)'
    order = 'rank, created_at DESC, kind, id DESC'
  } else {
    // Each table gives its newest `limit` rows (created_at index), then the merge keeps `limit`.
    const branches = LISTING_TABLES.map(
      (table) => `(SELECT '${table}' AS kind, l.id, l.created_at, 3 AS rank FROM ${table} l
        ${where(filterConditions(table, query, param))}
        ORDER BY l.created_at DESC, l.id DESC LIMIT ${limit})`,
    )
    matches = `page AS (${branches.join(' UNION ALL ')}
      ORDER BY created_at DESC, kind, id DESC LIMIT ${limit})`
    const counts = LISTING_TABLES.map(
      (table) =>
        `(SELECT count(*) FROM ${table} l ${where(filterConditions(table, query, param))})`,
    )
    // Unfiltered, the cached total is the count: NULL here.
    matching = filterConditions('artists', query, param).length
      ? `(${counts.join(' + ')})`
      : 'NULL::bigint'
    order = 'created_at DESC, kind, id DESC'
  }

  const details = LISTING_TABLES.map(
    (table) => `SELECT p.kind, l.id, l.name, l.role::text AS role, l.country::text AS country,
        l.featured, l.verified, l.is_founder, l.image_id, ${genresOf(table, 'l')} AS genres,
        p.created_at, p.rank, ${matching} AS matching
      FROM page p JOIN ${table} l ON p.kind = '${table}' AND l.id = p.id`,
  )
  const text = `WITH ${matches}
    ${details.join(' UNION ALL ')}
    ORDER BY ${order}`
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
  const statement = directoryStatement(query)
  return withSearchSession(pool, async (client) => {
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

/**
 * The search dialog's statement: artists matching every word (as in the directory), names equal
 * to or starting with the text first, then alphabetically; at most SEARCH_DIALOG_LIMIT.
 */
export function artistSearchStatement(text: string) {
  const plan = planSearch(text)
  if (!plan) return null
  const { values, param } = sqlParams()
  const limit = param('limit', SEARCH_DIALOG_LIMIT)
  const ranked = rankedCandidates('artists', plan, param, {
    matched: 'matched',
    named: 'named',
    order: 'lower(m.name), m.id',
    limit,
  })
  const ctes = [`matched AS MATERIALIZED (${matchedRows('artists', plan, param)})`, ...ranked.ctes]
  const statement = `WITH ${ctes.join(',\n')},
      picked AS (SELECT id, rank, sort_name FROM (${ranked.selects.join(' UNION ALL ')}) c
        ORDER BY rank, sort_name, id LIMIT ${limit})
    SELECT l.id, l.name, l.country::text AS country, l.image_id,
      ${genresOf('artists', 'l')} AS genres
    FROM picked p JOIN artists l ON l.id = p.id
    ORDER BY p.rank, p.sort_name, p.id`
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

/** The listing an artist page shows, for similarListings(). */
export type SimilarTo = {
  kind: ListingTable
  id: number
  genres: string[]
  role: string
  country: string | null
}

/**
 * Up to `limit` other listings, artists and producers together, for an artist page's "similar"
 * section: most shared genres first, then same role and same country, then newest. Listings that
 * share nothing come last, so a page shows the section whenever there are other listings.
 * Roles, countries and genres are compared as text: each table has its own enum types.
 *
 * Needs no access rule: listings are public (access/anyone.ts, collections/listingCollection.ts).
 */
export async function similarListings(
  db: Pick<Pool, 'query'>,
  to: SimilarTo,
  limit: number,
): Promise<{ kind: ListingTable; id: number }[]> {
  const { values, param } = sqlParams()
  const genres = param('genres', to.genres)
  const role = param('role', to.role)
  const country = param('country', to.country)
  const candidates = LISTING_TABLES.map(
    (table) => `SELECT '${table}' AS kind, l.id, l.created_at,
        (SELECT count(*) FROM ${table}_genres g
          WHERE g.parent_id = l.id AND g.value::text = ANY (${genres}::text[])) AS shared,
        (l.role::text = ${role}::text)::int + COALESCE(l.country::text = ${country}::text, false)::int
          AS alike
      FROM ${table} l
      WHERE (l.id = ${param(`self_${table}`, to.kind === table ? to.id : null)}::int) IS NOT TRUE`,
  )
  const { rows } = await db.query<{ kind: ListingTable; id: number }>(
    `SELECT kind, id FROM (${candidates.join(' UNION ALL ')}) c
     ORDER BY shared DESC, alike DESC, created_at DESC, kind, id
     LIMIT ${param('limit', limit)}`,
    values,
  )
  return rows
}
