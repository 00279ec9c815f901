import type { Pool, PoolClient } from 'pg'

import { TYPO_THRESHOLD, type SearchPlan, type WordMatch } from './search-plan'
import { TRIGRAM_MIN_LENGTH, containsPattern, escapeLike } from './search-text'

// The pieces every search statement of the directory is built from (./directory-sql.ts, the page;
// ./artist-search-sql.ts, the top bar's dialog): parameters, one word's conditions on names,
// options and the search terms, the name's rank, and the read-only session they run in.

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

export type Param = ReturnType<typeof sqlParams>['param']

/** Whether a word has letters and digits only, as the words of names and name_key do. */
export const lettersAndDigits = (word: string) => /^[a-z0-9]+$/.test(word)

/**
 * Whether a word is matched through the words of names (listing_name_words and each table's
 * <table>_name_words, migrations/20261128_090000_name_words.ts and
 * 20261129_090000_name_postings.ts): letters and digits only, so a name contains it exactly when
 * one of its words does, and long enough for trigrams. Other words go through the whole name
 * (trigramName).
 */
export const byNameWords = (word: string) =>
  word.length >= TRIGRAM_MIN_LENGTH && lettersAndDigits(word)

/**
 * The longest word of an option label of several words ("puerto rico", searchPlan's phrases) of
 * letters and digits, or null. A name containing the label has a word containing each of its
 * words: a name word containing this one is a superset of the label's names (the rest is checked
 * on the name, trigramName).
 */
export function phraseWord(word: string): string | null {
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
export function nameWordsCte(match: WordMatch, index: number, param: Param): string | null {
  const phrase = phraseWord(match.word)
  if (!byNameWords(match.word) && !phrase) return null
  const pattern = phrase ? containsPattern(phrase) : match.pattern
  const close = match.fuzzyName ? ` OR w.word % ${param(`word_${index}`, match.word)}` : ''
  return `words_${index} AS MATERIALIZED (SELECT ARRAY(SELECT w.word FROM listing_name_words w
      WHERE w.word LIKE ${param(phrase ? `phrase_${index}` : `pattern_${index}`, pattern)}${close}) AS words)`
}

// The cast makes it an array value: `= ANY ((SELECT …))` alone would compare with a subquery's rows.
export const nameWordsOf = (index: number) => `(SELECT words FROM words_${index})::text[]`

/** The nameWordsCte of every word of the search, each followed by a comma (or nothing). */
export const nameWordsCtes = (plan: SearchPlan, param: Param) =>
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
export const enumValues = (
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
export function optionIds(
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
export const idSet = (parts: string[]) =>
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
export const wordIds = (table: ListingTable, match: WordMatch, index: number, param: Param) =>
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
export const hasTerms = (word: string) =>
  byNameWords(word) || (word.length <= 2 && lettersAndDigits(word)) || phraseWord(word) !== null

/**
 * The same word as the terms of search_terms it matches (migrations/20261201_090000_listing_terms.ts),
 * a text[] expression: the words of names it found (n:), the first letters of a name for a word
 * of one or two (i:), its countries, roles and genres, and its bio words (b:,
 * migrations/20261206_100000_bio_terms.ts). Only for a word that hasTerms: no term stands for one
 * matched on the whole name (trigramName); a phrase's name terms are a superset, rechecked with
 * wordCondition.
 */
export function wordTerms(match: WordMatch, index: number, param: Param): string {
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
export function wordCondition(table: ListingTable, match: WordMatch, index: number, param: Param) {
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
export const hasGenre = (table: ListingTable, genres: string) =>
  `EXISTS (SELECT 1 FROM ${table}_genres g
    WHERE g.parent_id = l.id AND g.value = ANY (${genres}) OFFSET 0)`

/** The search text with anything but letters and digits as single spaces, for word matching. */
export const nameWords = (text: string) => text.replace(/[^a-z0-9]+/g, ' ').trim()

/**
 * How a name ranks for the search text (`words`, nameWords of it), on the stored name_key of a
 * listing (alias): 0 the same name, 1 the name starts with the text, 2 a word of the name does,
 * 3 anything else (the text elsewhere in the name, a genre, a country, a role, a close spelling,
 * its words apart). Plain text comparisons: `same` and `prefix` are ranges of the name_key index
 * (migrations/20261129_090000_name_postings.ts); `word` holds for ranks 0 to 2.
 */
export function nameRank(words: string, param: Param, alias: string) {
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
export const rankFor = (plan: SearchPlan, param: Param, alias: string) => {
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

/** The ids in every one of these sets (idSet), in id order: merge joins, read as they stream. */
export const commonIds = (sets: string[]) =>
  sets
    .map((set, at) =>
      at === 0 ? `SELECT s0.id FROM ${set} s0` : `JOIN ${set} s${at} ON s${at}.id = s0.id`,
    )
    .join('\n')

/**
 * How dense the matches must be for a page to walk instead of reading them all (one listing in
 * `walkDensity`; by default searchCandidates's √(limit × listings)), how far a count goes
 * (DIRECTORY_COUNT_CAP) and how many matches the terms' index may give before a merge counts
 * instead (TERMS_FIRST). Tests set them to force either way, or the cap, on a few listings.
 */
export type SearchTuning = { walkDensity?: number; countCap?: number; termsFirst?: number }

/** The order of a search's page within a rank (on alias `l`), and the column it sorts on. */
export type PageOrder = { key: 'created_at' | 'name_key'; walk: string }
export const NEWEST: PageOrder = { key: 'created_at', walk: 'l.created_at DESC, l.id DESC' }
/** Alphabetical: name_key holds a-z, 0-9 and spaces only, so its pattern index's order (~<~). */
export const BY_NAME: PageOrder = { key: 'name_key', walk: 'l.name_key USING ~<~, l.id' }

export const where = (conditions: string[]) =>
  conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''
