import type { Pool } from 'pg'
import { DIRECTORY_COUNT_CAP } from '@/lib/limits'
import { GENRE_FAMILIES, ROLE_FAMILIES, familyValues } from '@/lib/options'

import type { DirectoryFilters } from './filters'
import { planSearch, type SearchPlan } from './search-plan'
import { TRIGRAM_MIN_LENGTH } from './search-text'
import {
  type ListingTable,
  LISTING_TABLES,
  sqlParams,
  type Param,
  phraseWord,
  nameWordsCtes,
  optionIds,
  idSet,
  wordIds,
  hasTerms,
  wordTerms,
  wordCondition,
  hasGenre,
  nameWords,
  nameRank,
  rankFor,
  genresOf,
  withSearchSession,
  commonIds,
  type SearchTuning,
  type PageOrder,
  NEWEST,
  where,
} from './search-sql'

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
export function tableSearch(
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
