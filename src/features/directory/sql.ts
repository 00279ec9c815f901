import type { Pool, PoolClient } from 'pg'

import { DIRECTORY_COUNT_CAP, SEARCH_DIALOG_LIMIT } from '@/lib/limits'
import { GENRE_FAMILIES, ROLE_FAMILIES, familyValues } from '@/lib/options'
import type { DirectoryFilters } from './filters'
import { sameKindRoles } from './role-kinds'
import {
  TYPO_THRESHOLD,
  planNameSearch,
  planSearch,
  type NameWord,
  type SearchPlan,
  type WordMatch,
} from './search-plan'
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

/** Whether a word has letters and digits only, as the words of names and name_key do. */
const lettersAndDigits = (word: string) => /^[a-z0-9]+$/.test(word)

/**
 * Whether a word is matched through the words of names (listing_name_words and each table's
 * <table>_name_words, migrations/20261128_090000_name_words.ts and
 * 20261129_090000_name_postings.ts): letters and digits only, so a name contains it exactly when
 * one of its words does, and long enough for trigrams. Other words go through the whole name
 * (trigramName).
 */
const byNameWords = (word: string) => word.length >= TRIGRAM_MIN_LENGTH && lettersAndDigits(word)

/**
 * The longest word of an option label of several words ("puerto rico", searchPlan's phrases) of
 * letters and digits, or null. A name containing the label has a word containing each of its
 * words: a name word containing this one is a superset of the label's names (the rest is checked
 * on the name, trigramName).
 */
function phraseWord(word: string): string | null {
  const parts = word.split(' ')
  if (parts.length < 2 || !parts.every(lettersAndDigits)) return null
  const longest = parts.reduce((a, b) => (b.length > a.length ? b : a))
  return byNameWords(longest) ? longest : null
}

/**
 * The words of names (alias `w`) that contain one word of the search or, for a typo, are a close
 * spelling of it, as one array (`words_<index>`) both tables read: a few words, found by their
 * trigram index. For words matched byNameWords, and for a phrase the words containing its
 * phraseWord (for its terms only, wordTerms).
 */
function nameWordsCte(match: WordMatch, index: number, param: Param): string | null {
  const phrase = phraseWord(match.word)
  if (!byNameWords(match.word) && !phrase) return null
  const pattern = phrase ? containsPattern(phrase) : match.pattern
  const close = match.fuzzyName ? ` OR w.word % ${param(`word_${index}`, match.word)}` : ''
  return `words_${index} AS MATERIALIZED (SELECT ARRAY(SELECT w.word FROM listing_name_words w
      WHERE w.word LIKE ${param(phrase ? `phrase_${index}` : `pattern_${index}`, pattern)}${close}) AS words)`
}

// The cast makes it an array value: `= ANY ((SELECT …))` alone would compare with a subquery's rows.
const nameWordsOf = (index: number) => `(SELECT words FROM words_${index})::text[]`

/** The nameWordsCte of every word of the search, each followed by a comma (or nothing). */
const nameWordsCtes = (plan: SearchPlan, param: Param) =>
  plan.words
    .map((match, index) => nameWordsCte(match, index, param))
    .filter(Boolean)
    .map((cte) => `${cte},\n`)
    .join('')

/**
 * A word not matched byNameWords, on the whole name (alias `l`): a word under three letters
 * starts the name (the btree of name_key or, with other signs, of tarima_normalize(name),
 * migrations/20261124_120000_name_prefix.ts); a longer one is found in it by the trigram index of
 * names, or for a typo as a close spelling of one of its words.
 */
function trigramName(match: WordMatch, index: number, param: Param) {
  const pattern = param(`pattern_${index}`, match.pattern)
  if (match.word.length < TRIGRAM_MIN_LENGTH && lettersAndDigits(match.word)) {
    return `l.name_key LIKE ${pattern}`
  }
  const name = `tarima_normalize(l.name) LIKE tarima_normalize(${pattern})`
  return match.fuzzyName
    ? `${name} OR tarima_normalize(${param(`word_${index}`, match.word)}) <<% tarima_normalize(l.name)`
    : name
}

/**
 * The listings (column `id`) of one table whose name matches one word of the search, read in id
 * order where an index gives them so (idSet): the words of names' (word, parent_id) index, or
 * for one or two letters the index of the name's first letters
 * (migrations/20261130_090000_name_initials.ts); else the whole name.
 */
function nameIds(table: ListingTable, match: WordMatch, index: number, param: Param) {
  if (byNameWords(match.word)) {
    return `SELECT p.parent_id AS id FROM ${table}_name_words p WHERE p.word = ANY (${nameWordsOf(index)})`
  }
  if (match.word.length <= 2 && lettersAndDigits(match.word)) {
    return `SELECT l.id FROM ${table} l
      WHERE left(l.name_key, ${match.word.length}) = ${param(`initial_${index}`, match.word)}`
  }
  return `SELECT l.id FROM ${table} l WHERE ${trigramName(match, index, param)}`
}

/**
 * The name part of a word's match for one listing (alias `l`), checked row by row: a probe of
 * the listing's own words (their (parent_id, word) index) for the words of names it found.
 */
function nameCondition(table: ListingTable, match: WordMatch, index: number, param: Param) {
  return byNameWords(match.word)
    ? `EXISTS (SELECT 1 FROM ${table}_name_words p
        WHERE p.parent_id = l.id AND p.word = ANY (${nameWordsOf(index)}) OFFSET 0)`
    : trigramName(match, index, param)
}

/** A list of stored option values typed as the table's enum (one parameter per table). */
const enumValues = (
  param: Param,
  table: ListingTable,
  kind: string,
  name: string,
  list: string[],
) => `${param(`${name}_${table}`, list)}::enum_${table}_${kind}[]`

/**
 * One table's listings with one of these option values (column `id`), a SELECT per value: each
 * one reads its index ((country, id), (role, id), the genres' (value, parent_id) of
 * migrations/20261127_090000_scale_indexes.ts) alone and in id order.
 */
function optionIds(
  param: Param,
  table: ListingTable,
  kind: 'country' | 'role' | 'genres',
  name: string,
  values: string[],
): string[] {
  return values.map((value, at) => {
    const typed = `${param(`${name}_${at}_${table}`, value)}::enum_${table}_${kind}`
    return kind === 'genres'
      ? `SELECT g.parent_id AS id FROM ${table}_genres g WHERE g.value = ${typed}`
      : `SELECT l.id FROM ${table} l WHERE l.${kind} = ${typed}`
  })
}

/**
 * A set of listing ids from the SELECTs of its parts, each sorted by id (most come so from their
 * index), merged and with repeats dropped as they stream: no hash table of the whole set, and
 * the reading stops when the count's LIMIT is reached (tableSearch). Hashing instead cost three
 * times as much and read every id ("a" is 175,000 per table at a million listings).
 */
const idSet = (parts: string[]) =>
  `(SELECT DISTINCT id FROM (${parts.map((part) => `(${part} ORDER BY 1)`).join(' UNION ALL ')}) s
    ORDER BY id)`

/** A word's bio terms (b:word, migrations/20261206_100000_bio_terms.ts) as a text[] parameter. */
const bioTerms = (match: WordMatch, index: number, param: Param) =>
  `${param(
    `bio_${index}`,
    match.bio.map((word) => `b:${word}`),
  )}::text[]`

/** One table's listings whose bio has one of a word's bio words: the GIN index of search_terms. */
const bioIds = (table: ListingTable, match: WordMatch, index: number, param: Param) =>
  match.bio.length
    ? [`SELECT l.id FROM ${table} l WHERE l.search_terms && ${bioTerms(match, index, param)}`]
    : []

/** The ids of one table's listings that one word matches: its name, country, role, genre or bio. */
const wordIds = (table: ListingTable, match: WordMatch, index: number, param: Param) =>
  idSet([
    nameIds(table, match, index, param),
    ...optionIds(param, table, 'country', `country_${index}`, match.countries),
    ...optionIds(param, table, 'role', `role_${index}`, match.roles),
    ...optionIds(param, table, 'genres', `genres_${index}`, match.genres),
    ...bioIds(table, match, index, param),
  ])

/**
 * Whether a word's name part is a term: words of names, the first one or two letters, or for a
 * phrase a superset of its names to check again (phraseWord).
 */
const hasTerms = (word: string) =>
  byNameWords(word) || (word.length <= 2 && lettersAndDigits(word)) || phraseWord(word) !== null

/**
 * The same word as the terms of search_terms it matches (migrations/20261201_090000_listing_terms.ts),
 * a text[] expression: the words of names it found (n:), the first letters of a name for a word
 * of one or two (i:), its countries, roles and genres, and its bio words (b:,
 * migrations/20261206_100000_bio_terms.ts). Only for a word that hasTerms: no term stands for one
 * matched on the whole name (trigramName); a phrase's name terms are a superset, rechecked with
 * wordCondition.
 */
function wordTerms(match: WordMatch, index: number, param: Param): string {
  const name =
    byNameWords(match.word) || phraseWord(match.word)
      ? `ARRAY(SELECT 'n:' || w FROM unnest(${nameWordsOf(index)}) w)`
      : `ARRAY[${param(`initial_term_${index}`, `i:${match.word}`)}::text]`
  const options = [
    ...match.countries.map((value) => `c:${value}`),
    ...match.roles.map((value) => `r:${value}`),
    ...match.genres.map((value) => `g:${value}`),
    ...match.bio.map((word) => `b:${word}`),
  ]
  return `(${param(`terms_${index}`, options)}::text[] || ${name})`
}

/**
 * The same word as a condition on one listing (alias `l`), for walking the newest listings: the
 * genre is one probe of the genre index for that listing.
 */
function wordCondition(table: ListingTable, match: WordMatch, index: number, param: Param) {
  const ways = [`(${nameCondition(table, match, index, param)})`]
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
  if (match.bio.length) ways.push(`l.search_terms && ${bioTerms(match, index, param)}`)
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

/** The search text with anything but letters and digits as single spaces, for word matching. */
const nameWords = (text: string) => text.replace(/[^a-z0-9]+/g, ' ').trim()

/**
 * How a name ranks for the search text (`words`, nameWords of it), on the stored name_key of a
 * listing (alias): 0 the same name, 1 the name starts with the text, 2 a word of the name does,
 * 3 anything else (the text elsewhere in the name, a genre, a country, a role, a close spelling,
 * its words apart). Plain text comparisons: `same` and `prefix` are ranges of the name_key index
 * (migrations/20261129_090000_name_postings.ts); `word` holds for ranks 0 to 2.
 */
function nameRank(words: string, param: Param, alias: string) {
  const escaped = escapeLike(words)
  const starting = param('rank_prefix', `${escaped}%`)
  const same = `${alias}.name_key = ${param('rank_same', words)}`
  const prefix = `${alias}.name_key LIKE ${starting}`
  const word = `' ' || ${alias}.name_key LIKE ${param('rank_word', `% ${escaped}%`)}`
  return {
    /** The LIKE pattern of text starting with the search text. */
    starting,
    same,
    prefix,
    word,
    rank: `CASE WHEN ${same} THEN 0 WHEN ${prefix} THEN 1 WHEN ${word} THEN 2 ELSE 3 END`,
  }
}

/** The rank (nameRank) of a listing (alias) for a search, or 3 for text without a name word. */
const rankFor = (plan: SearchPlan, param: Param, alias: string) => {
  const words = nameWords(plan.normalized)
  return words.length < TRIGRAM_MIN_LENGTH ? '3' : nameRank(words, param, alias).rank
}

/** The listing's genres as stored option values, in their order. */
export const genresOf = (table: ListingTable, alias: string) =>
  `ARRAY(SELECT g.value::text FROM ${table}_genres g WHERE g.parent_id = ${alias}.id ORDER BY g."order")`

/**
 * Runs `work` on one connection inside a read-only transaction with the typo threshold set, so
 * the trigram operators (% on the words of names, <<% on whole names) use it and can still be
 * answered from the GIN indexes. Hash aggregation is off: the planner, which cannot estimate a
 * set's repeats, would hash every id of a search's sets instead of merging them in id order and
 * stopping at the count's cap (idSet).
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
              set_config('pg_trgm.similarity_threshold', $1, true),
              set_config('enable_hashagg', 'off', true)`,
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
  genreAs: 'hashed' | 'probe' = 'hashed',
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
    // search's conditions, a probe of the genre index).
    conditions.push(
      genreAs === 'probe'
        ? hasGenre(table, genres)
        : `l.id IN (SELECT parent_id FROM ${table}_genres WHERE value = ANY (${genres}))`,
    )
  }
  return conditions
}

/** The option filters on one table as id sets (idSet) to intersect, for counting a search. */
function filterIds(table: ListingTable, query: DirectoryQuery, param: Param) {
  const sets: string[] = []
  if (query.role) {
    const roles = familyValues(ROLE_FAMILIES, query.role)
    sets.push(idSet(optionIds(param, table, 'role', 'filter_role', roles)))
  }
  if (query.country) {
    sets.push(idSet(optionIds(param, table, 'country', 'filter_country', [query.country])))
  }
  if (query.genre) {
    const genres = familyValues(GENRE_FAMILIES, query.genre)
    sets.push(idSet(optionIds(param, table, 'genres', 'filter_genre', genres)))
  }
  return sets
}

/** The option filters as terms of search_terms (wordTerms), in the order of filterIds. */
function filterTerms(query: DirectoryQuery, param: Param) {
  const terms = (name: string, prefix: string, values: string[]) =>
    `${param(
      name,
      values.map((value) => `${prefix}:${value}`),
    )}::text[]`
  const sets: string[] = []
  if (query.role)
    sets.push(terms('filter_role_terms', 'r', familyValues(ROLE_FAMILIES, query.role)))
  if (query.country) sets.push(terms('filter_country_terms', 'c', [query.country]))
  if (query.genre) {
    sets.push(terms('filter_genre_terms', 'g', familyValues(GENRE_FAMILIES, query.genre)))
  }
  return sets
}

/** The ids in every one of these sets (idSet), in id order: merge joins, read as they stream. */
const commonIds = (sets: string[]) =>
  sets
    .map((set, at) =>
      at === 0 ? `SELECT s0.id FROM ${set} s0` : `JOIN ${set} s${at} ON s${at}.id = s0.id`,
    )
    .join('\n')

/**
 * Up to this many matches of an intersection are read from the listings found by the GIN index
 * of search_terms (matchedCtes), each a row of the table to visit (~4 µs); with more, merging
 * the sets in id order costs less, and stops at the count's cap.
 */
const TERMS_FIRST = 2_500

/**
 * The terms' index is skipped when their statistics expect this many times TERMS_FIRST matches
 * (matchedCtes): then the merge stops at the count's cap after a small part of each set. Nearer
 * TERMS_FIRST the guess is too rough ("ma salsa" at a million listings: 3,500 expected, under
 * 2,500 found, and 120 ms merging instead of 45 ms through the index), and the index is tried.
 */
const TERMS_SKIP = 4

/**
 * The share of a table's listings having one of a list of terms (a text[] expression), from the
 * statistics ANALYZE keeps of search_terms (`s`, its pg_stats row): the sum of the terms'
 * frequencies, and for a term too rare to be listed half the rarest listed one, as the planner
 * guesses it.
 */
const termsShare = (list: string) =>
  `least(1, (SELECT sum(coalesce(f.freq, s.freqs[array_length(s.elems, 1) + 1] / 2))
    FROM unnest(${list}) t(term)
    LEFT JOIN LATERAL (SELECT u.f AS freq FROM unnest(s.elems, s.freqs) u(e, f)
      WHERE u.e = t.term LIMIT 1) f ON true))`

/**
 * A CTE `name` with the ids of one table's listings in every one of `sets` (idSet), up to `cap`
 * (a LIMIT). Merging sets in id order reads each of them whole: at a million listings "colombia
 * salsa" read 50,000 ids per table for 1,263 matches. So when every set is also a list of terms
 * (`terms`, in the same order), the GIN index of search_terms finds the listings having one term
 * of each list first, skipping through the common terms by the rare ones; only when that finds
 * `first` or more does the merge run instead (never, otherwise: a one-time filter).
 *
 * The index builds its whole answer before the LIMIT (17 ms a table for the 27,782 artists of
 * "latino pop"), wasted when the merge runs after it. So it is skipped when the terms'
 * statistics (termsShare, as if the words were independent) expect TERMS_SKIP × `first` or more
 * matches. Terms that stand for more than their word (a phrase's) come with `recheck`, the
 * word's conditions on the listings found.
 */
function matchedCtes(
  table: ListingTable,
  name: string,
  {
    sets,
    terms,
    recheck = [],
    cap,
  }: { sets: string[]; terms: string[] | null; recheck?: string[]; cap: string },
  param: Param,
  tuning: SearchTuning,
): string[] {
  const merged = `${commonIds(sets)} LIMIT ${cap}`
  if (!terms) return [`${name} AS MATERIALIZED (${merged})`]
  const first = `${param('terms_first', tuning.termsFirst ?? TERMS_FIRST)}::int`
  const found = `${name}_terms`
  const guess = `${name}_guess`
  // No statistics yet (a table never analysed): the index is tried.
  const sparse = `coalesce((SELECT n FROM ${guess}) < ${first} * ${TERMS_SKIP}, true)`
  const few = `(${sparse} AND (SELECT count(*) FROM ${found}) < ${first})`
  const conditions = [...terms.map((list) => `l.search_terms && ${list}`), ...recheck].join(' AND ')
  return [
    `${guess} AS MATERIALIZED (SELECT c.reltuples * ${terms.map(termsShare).join(' * ')} AS n
      FROM pg_class c, (SELECT s.most_common_elems::text::text[] AS elems,
          s.most_common_elem_freqs AS freqs
        FROM pg_stats s WHERE s.schemaname = current_schema() AND s.tablename = '${table}'
          AND s.attname = 'search_terms') s
      WHERE c.oid = '${table}'::regclass)`,
    `${found} AS MATERIALIZED (SELECT l.id FROM ${table} l WHERE ${sparse} AND ${conditions}
      LIMIT ${first})`,
    // Capped as the merge is: the count and the page's choice read the same figures either way.
    `${name} AS MATERIALIZED ((SELECT id FROM ${found} WHERE ${few} LIMIT ${cap})
      UNION ALL (SELECT m.id FROM (${merged}) m WHERE NOT ${few}))`,
  ]
}

/**
 * How dense the matches must be for a page to walk instead of reading them all (one listing in
 * `walkDensity`; by default searchCandidates's √(limit × listings)), how far a count goes
 * (DIRECTORY_COUNT_CAP) and how many matches the terms' index may give before a merge counts
 * instead (TERMS_FIRST). Tests set them to force either way, or the cap, on a few listings.
 */
export type SearchTuning = { walkDensity?: number; countCap?: number; termsFirst?: number }

/**
 * How many matches a table (alias `c`, its pg_class row) may have before a page of `limit` walks
 * instead of reading them by id (searchCandidates): reading n ids costs n rows, walking about
 * limit × listings / n, equal at n = √(limit × listings) (2,450 for a page of 12 at 500,000
 * listings). A tuning's walkDensity sets it to listings / walkDensity instead.
 */
const walkThreshold = (param: Param, tuning: SearchTuning, limit: string) =>
  `coalesce(c.reltuples / ${param('walk_density', tuning.walkDensity ?? null)}::float8,
    sqrt(${limit} * greatest(c.reltuples, 0)))`

/** The count's cap as a parameter (an integer). */
const countCap = (param: Param, tuning: SearchTuning) =>
  `${param('count_cap', tuning.countCap ?? DIRECTORY_COUNT_CAP)}::int`

/** The order of a search's page within a rank (on alias `l`), and the column it sorts on. */
type PageOrder = { key: 'created_at' | 'name_key'; walk: string }
const NEWEST: PageOrder = { key: 'created_at', walk: 'l.created_at DESC, l.id DESC' }
/** Alphabetical: name_key holds a-z, 0-9 and spaces only, so its pattern index's order (~<~). */
const BY_NAME: PageOrder = { key: 'name_key', walk: 'l.name_key USING ~<~, l.id' }

/**
 * The candidates of one table for a search's page (directoryStatement), as SELECTs to union,
 * each with its rank (nameRank). When the matches are few (up to walkThreshold), all of them are
 * read by id from `matched_<table>` and ranked. When they are many, reading them all
 * costs as much as there are (50,000 for "luna" at a million listings), so the page is taken
 * rank by rank, each rank only while the ranks before it hold fewer than `limit`:
 * - 0, the same name: the name_key index;
 * - 1, names starting with the text: a range of the name_key index, read by id when it holds
 *   few names, else walked;
 * - 2, a later word starting with the text: the listings having such a word (their words'
 *   index) when they are few, else walked;
 * - 3, the other matches: walked.
 * Walking reads the listings in the page's `order` (the created_at index for the newest, the
 * name_key index alphabetically) checking the search's `conditions` on each: about
 * limit × listings / matches of them, so only where that share is dense.
 */
function searchCandidates(
  table: ListingTable,
  plan: SearchPlan,
  param: Param,
  {
    conditions,
    limit,
    order,
    threshold,
  }: { conditions: string[]; limit: string; order: PageOrder; threshold: string },
): { ctes: string[]; selects: string[] } {
  const size = `size_${table}`
  const ctes = [
    `${size} AS MATERIALIZED (SELECT (SELECT n FROM count_${table}) > ${threshold} AS dense,
        greatest(least(${threshold}, sqrt(${limit} * greatest(c.reltuples, 0))), 1)::bigint AS at
      FROM pg_class c WHERE c.oid = '${table}'::regclass)`,
  ]
  const dense = `(SELECT dense FROM ${size})`
  const columns = `'${table}' AS kind, l.id, l.${order.key}`
  const newest = `ORDER BY ${order.walk} LIMIT ${limit}`
  // By primary key (one array of ids): a join may hash the whole table.
  const byId = (ids: string) => `l.id = ANY (ARRAY(SELECT id FROM ${ids}))`
  const matching = (...more: string[]) => [...more, ...conditions].join(' AND ')
  const selects = [
    `(SELECT ${columns}, ${rankFor(plan, param, 'l')} AS rank FROM ${table} l
      WHERE NOT ${dense} AND ${byId(`matched_${table}`)}
      ORDER BY rank, ${order.walk} LIMIT ${limit})`,
  ]
  const words = nameWords(plan.normalized)
  if (words.length < TRIGRAM_MIN_LENGTH) {
    selects.push(
      `(SELECT ${columns}, 3 AS rank FROM ${table} l WHERE ${matching(dense)} ${newest})`,
    )
    return { ctes, selects }
  }

  const name = nameRank(words, param, 'l')
  const tier = (rank: number) => `tier${rank}_${table}`
  const before = (rank: number) =>
    Array.from({ length: rank }, (_, r) => `(SELECT count(*) FROM ${tier(r)})`).join(' + ')
  const wanted = (rank: number) => `${dense} AND ${before(rank)} < ${limit}`
  // A rank's ids capped just past where walking costs less: all of them, or "many". Reading n
  // ids costs n rows, walking about limit × listings / n, equal at n = √(limit × listings) (2,450
  // for a page of 12 at 500,000 listings); never past the share where the whole search walks.
  const capped = (cte: string, ids: string) =>
    `${cte} AS MATERIALIZED (${ids} LIMIT (SELECT at FROM ${size}) + 1)`
  const few = (cte: string) => `(SELECT count(*) FROM ${cte}) <= (SELECT at FROM ${size})`
  /** A rank read by id from a capped set when it holds few, else walked. */
  const rankRows = (rank: number, set: string, condition: string) =>
    `${tier(rank)} AS MATERIALIZED (
      (SELECT l.id, l.${order.key} FROM ${table} l
        WHERE ${matching(wanted(rank), few(set), byId(set), condition)} ${newest})
      UNION ALL
      (SELECT l.id, l.${order.key} FROM ${table} l
        WHERE ${matching(wanted(rank), `NOT ${few(set)}`, condition)} ${newest}))`
  const [head] = words.split(' ')
  // Words of names a later word may be to start the text: the text's first word when it has
  // several, else any word starting with it.
  const startWords = words.includes(' ')
    ? `ARRAY[${param('head', head)}]`
    : `ARRAY(SELECT w.word FROM listing_name_words w WHERE w.word LIKE ${name.starting})`
  ctes.push(
    `${tier(0)} AS MATERIALIZED (SELECT l.id, l.${order.key} FROM ${table} l
      WHERE ${matching(dense, name.same)} ${newest})`,
    capped(`prefix_${table}`, `SELECT k.id FROM ${table} k WHERE k.name_key LIKE ${name.starting}`),
    rankRows(1, `prefix_${table}`, `${name.prefix} AND NOT ${name.same}`),
    capped(
      `later_${table}`,
      `SELECT p.parent_id AS id FROM ${table}_name_words p WHERE p.word = ANY (${startWords})`,
    ),
    rankRows(2, `later_${table}`, `${name.word} AND NOT ${name.prefix}`),
    `${tier(3)} AS MATERIALIZED (SELECT l.id, l.${order.key} FROM ${table} l
      WHERE ${matching(wanted(3), `NOT (${name.word})`)} ${newest})`,
  )
  for (const rank of [0, 1, 2, 3]) {
    selects.push(
      `SELECT '${table}' AS kind, t.id, t.${order.key}, ${rank} AS rank FROM ${tier(rank)} t`,
    )
  }
  return { ctes, selects }
}

/**
 * One table's part of a search (planSearch) with these option filters: `matched_<table>` (the
 * ids of its matches, up to the cap), `count_<table>` (how many) and the candidates of a page of
 * `limit` in `order` (searchCandidates). Every word must match, and the filters hold.
 */
function tableSearch(
  table: ListingTable,
  plan: SearchPlan,
  query: DirectoryQuery,
  param: Param,
  { limit, order, tuning }: { limit: string; order: PageOrder; tuning: SearchTuning },
): { ctes: string[]; selects: string[] } {
  const sets = [
    ...plan.words.map((match, index) => wordIds(table, match, index, param)),
    ...filterIds(table, query, param),
  ]
  // Built only when used: an unused parameter has no type and PostgreSQL refuses the statement.
  const terms =
    sets.length > 1 && plan.words.every((match) => hasTerms(match.word))
      ? [
          ...plan.words.map((match, index) => wordTerms(match, index, param)),
          ...filterTerms(query, param),
        ]
      : null
  const conditions = [
    ...plan.words.map((match, index) => wordCondition(table, match, index, param)),
    ...filterConditions(table, query, param, 'probe'),
  ]
  const recheck = plan.words.flatMap((match, index) =>
    phraseWord(match.word) ? [wordCondition(table, match, index, param)] : [],
  )
  const threshold = walkThreshold(param, tuning, limit)
  const ranked = searchCandidates(table, plan, param, { conditions, limit, order, threshold })
  // Counted up to DIRECTORY_COUNT_CAP, and always past the threshold where the page walks
  // (searchCandidates): up to it, matched_<table> holds every match.
  const cap = `(SELECT greatest(${threshold}, ${countCap(param, tuning)})::bigint + 1
      FROM pg_class c WHERE c.oid = '${table}'::regclass)`
  return {
    ctes: [
      ...matchedCtes(table, `matched_${table}`, { sets, terms, recheck, cap }, param, tuning),
      `count_${table} AS MATERIALIZED (SELECT count(*) AS n FROM matched_${table})`,
      ...ranked.ctes,
    ],
    selects: ranked.selects,
  }
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
 *   text come first (nameRank, searchCandidates), then the newest.
 */
export function directoryStatement(query: DirectoryQuery, tuning: SearchTuning = {}) {
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
      const ranked = tableSearch(table, plan, query, param, { limit, order: NEWEST, tuning })
      ctes.push(...ranked.ctes)
      candidates.push(...ranked.selects)
      counts.push(`(SELECT n FROM count_${table})`)
    }
    matches = `${nameWordsCtes(plan, param)}${ctes.join(',\n')},
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
    // Unfiltered, the cached total is the count: NULL here. Filtered, counted up to the cap as a
    // search is (tableSearch), once: a subquery in each table's SELECT below would run per table.
    if (filterConditions('artists', query, param).length) {
      const cap = `${countCap(param, tuning)} + 1`
      const filtered = LISTING_TABLES.flatMap((table) => {
        const sets = filterIds(table, query, param)
        const terms = sets.length > 1 ? filterTerms(query, param) : null
        return matchedCtes(table, `filtered_${table}`, { sets, terms, cap }, param, tuning)
      })
      const counts = LISTING_TABLES.map((table) => `(SELECT count(*) FROM filtered_${table})`)
      matches += `,\n      ${filtered.join(',\n')},
      counted AS MATERIALIZED (SELECT ${counts.join(' + ')} AS matching)`
      matching = '(SELECT matching FROM counted)'
    } else matching = 'NULL::bigint'
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
export function directoryRows(
  pool: Pool,
  query: DirectoryQuery,
  tuning: SearchTuning = {},
): Promise<DirectoryRow[]> {
  const statement = directoryStatement(query, tuning)
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
 * Up to this many artists found by the dialog's words (artistSearchStatement) are read by id and
 * sorted, whatever the table's size. Past it the names are walked alphabetically, which finds a
 * page quickly only where matches are spread out: names containing a first name sit together
 * (100,000 artists of the bulk seed on a busy machine: walking to the first "luna" read 45,000
 * names, 360–630 ms; reading its 5,000 by id took 20–60 ms).
 */
const DIALOG_READ_FEW = 20_000

/**
 * One word of the dialog's search on an artist's name (alias `l`). `cte`: the words of names that
 * hold it (nameWordsCte's way): containing a text of three letters or digits or more (the word
 * or a synonym), equal to a shorter synonym ("djs": "DJ Tormenta"), or with `fuzzy` close to
 * the word. The rest is on the whole name: a typed word of one or two letters anywhere in it
 * (no index finds that), a text with signs or spaces ("r&b", "puerto rico") through the trigram
 * index of names. `condition` checks one listing; `ids`, the listings it matches read from
 * indexes (idSet), or null when only walking the names finds them.
 */
function nameWordMatch(word: NameWord, index: number, param: Param, fuzzy: boolean) {
  const inWords: string[] = []
  const onName: string[] = []
  const ids: string[] = []
  let walkOnly = false
  for (const [at, text] of word.texts.entries()) {
    if (byNameWords(text)) {
      inWords.push(`w.word LIKE ${param(`name_${index}_${at}`, containsPattern(text))}`)
    } else if (lettersAndDigits(text) && text !== word.word) {
      inWords.push(`w.word = ${param(`name_${index}_${at}`, text)}`)
    } else {
      const pattern = param(`name_${index}_${at}`, containsPattern(text))
      const condition = lettersAndDigits(text)
        ? `l.name_key LIKE ${pattern}`
        : `tarima_normalize(l.name) LIKE tarima_normalize(${pattern})`
      onName.push(condition)
      if (text.length < TRIGRAM_MIN_LENGTH || lettersAndDigits(text)) walkOnly = true
      else ids.push(`SELECT l.id FROM artists l WHERE ${condition}`)
    }
  }
  if (fuzzy && word.fuzzy) inWords.push(`w.word % ${param(`word_${index}`, word.word)}`)
  const cte = inWords.length
    ? `words_${index} AS MATERIALIZED (SELECT ARRAY(SELECT w.word FROM listing_name_words w
        WHERE ${inWords.join(' OR ')}) AS words)`
    : null
  if (cte) {
    onName.unshift(`EXISTS (SELECT 1 FROM artists_name_words p
      WHERE p.parent_id = l.id AND p.word = ANY (${nameWordsOf(index)}) OFFSET 0)`)
    ids.unshift(
      `SELECT p.parent_id AS id FROM artists_name_words p WHERE p.word = ANY (${nameWordsOf(index)})`,
    )
  }
  return {
    cte,
    condition: `(${onName.join(' OR ')})`,
    ids: walkOnly ? null : idSet(ids),
  }
}

/**
 * The search dialog's statement (SPEC, "Artist search dialog"): artists whose name contains every
 * word (or one of its synonyms), ignoring case and accents, or with `fuzzy` a close spelling of
 * it; alphabetically by name_key, at most SEARCH_DIALOG_LIMIT. Names only: no role, genre or
 * country. When the words that indexes answer find up to DIALOG_READ_FEW artists, those are read
 * by id and sorted; past it, or when every word is one or two letters, the names are walked in
 * order (the name_key index) until the page is full.
 */
export function artistSearchStatement(
  text: string,
  { tuning = {}, fuzzy = false }: { tuning?: SearchTuning; fuzzy?: boolean } = {},
) {
  const words = planNameSearch(text)
  if (!words) return null
  const { values, param } = sqlParams()
  const limit = param('limit', SEARCH_DIALOG_LIMIT)
  const matches = words.map((word, index) => nameWordMatch(word, index, param, fuzzy))
  const ctes = matches.flatMap((match) => (match.cte ? [match.cte] : []))
  const sets = matches.flatMap((match) => (match.ids ? [match.ids] : []))
  const page = (where: string[]) => `(SELECT l.id, l.name_key FROM artists l
      WHERE ${where.join(' AND ') || 'true'} ORDER BY ${BY_NAME.walk} LIMIT ${limit})`
  const walk = (where: string[]) => page([...where, ...matches.map((match) => match.condition)])
  let picked = walk([])
  if (sets.length) {
    const isFew = `(SELECT count(*) FROM matched) <= (SELECT at FROM size)`
    const few = param('read_few', DIALOG_READ_FEW)
    ctes.push(
      `size AS MATERIALIZED (SELECT greatest(coalesce(
          c.reltuples / ${param('walk_density', tuning.walkDensity ?? null)}::float8,
          ${few}::int), 1)::bigint AS at
        FROM pg_class c WHERE c.oid = 'artists'::regclass)`,
      `matched AS MATERIALIZED (${commonIds(sets)} LIMIT (SELECT at FROM size) + 1)`,
    )
    // The words read from indexes are already checked on the ids: only the others on the rows.
    const rest = matches.flatMap((match) => (match.ids ? [] : [match.condition]))
    picked = `${page([isFew, 'l.id = ANY (ARRAY(SELECT id FROM matched))', ...rest])}
      UNION ALL ${walk([`NOT ${isFew}`])}`
  }
  const statement = `WITH ${[...ctes, `picked AS (${picked})`].join(',\n')}
    SELECT l.id, l.name, l.country::text AS country, l.image_id,
      ${genresOf('artists', 'l')} AS genres
    FROM picked p JOIN artists l ON l.id = p.id
    ORDER BY p.name_key USING ~<~, p.id`
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
 * The artists whose name contains the (normalised) text, for the top bar's search dialog
 * (artistSearchStatement); when none does, those with a close spelling of it.
 *
 * Needs no access rule: artists are public (access/anyone.ts, collections/listingCollection.ts).
 */
export async function artistSearchRows(
  pool: Pool,
  text: string,
  tuning: SearchTuning = {},
): Promise<ArtistSearchRow[]> {
  const exact = artistSearchStatement(text, { tuning })
  if (!exact) return []
  return withSearchSession(pool, async (client) => {
    const found = (await client.query<ArtistSearchRow>(exact.text, exact.values)).rows
    if (found.length) return found
    // Nothing contains the text: close spellings of it then ("valria": Valeria).
    const close = artistSearchStatement(text, { tuning, fuzzy: true })!
    return (await client.query<ArtistSearchRow>(close.text, close.values)).rows
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
 * section (SPEC: at least one genre in common): those whose role is of the same kind first
 * (sameKindRoles: a singer gets singers and artists before producers), then most shared genres,
 * then the same role and country, then newest. A listing without genres has none. Roles and
 * countries are compared as text, genres as each table's own enum (its genre index).
 *
 * Needs no access rule: listings are public (access/anyone.ts, collections/listingCollection.ts).
 */
export async function similarListings(
  db: Pick<Pool, 'query'>,
  to: SimilarTo,
  limit: number,
): Promise<{ kind: ListingTable; id: number }[]> {
  if (to.genres.length === 0) return []
  const { values, param } = sqlParams()
  const kin = param('kin', sameKindRoles(to.role))
  const role = param('role', to.role)
  const country = param('country', to.country)
  const candidates = LISTING_TABLES.map(
    (table) => `SELECT '${table}' AS kind, l.id, l.created_at, s.shared,
        (l.role::text = ANY (${kin}::text[]))::int AS kin,
        (l.role::text = ${role}::text)::int + COALESCE(l.country::text = ${country}::text, false)::int
          AS alike
      FROM (SELECT g.parent_id, count(*) AS shared FROM ${table}_genres g
          WHERE g.value = ANY (${enumValues(param, table, 'genres', 'genres', to.genres)})
          GROUP BY g.parent_id) s
        JOIN ${table} l ON l.id = s.parent_id
      WHERE (l.id = ${param(`self_${table}`, to.kind === table ? to.id : null)}::int) IS NOT TRUE`,
  )
  const { rows } = await db.query<{ kind: ListingTable; id: number }>(
    `SELECT kind, id FROM (${candidates.join(' UNION ALL ')}) c
     ORDER BY kin DESC, shared DESC, alike DESC, created_at DESC, kind, id
     LIMIT ${param('limit', limit)}`,
    values,
  )
  return rows
}
