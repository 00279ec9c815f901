import type { Pool } from 'pg'
import { SEARCH_DIALOG_LIMIT } from '@/lib/limits'

import { planNameSearch, type NameWord } from './search-plan'
import { TRIGRAM_MIN_LENGTH, containsPattern } from './search-text'
import {
  sqlParams,
  type Param,
  lettersAndDigits,
  byNameWords,
  nameWordsOf,
  idSet,
  genresOf,
  withSearchSession,
  commonIds,
  type SearchTuning,
  BY_NAME,
} from './search-sql'

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
