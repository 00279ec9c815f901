import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_FILTERS } from '../../src/features/directory/filters'
import {
  artistSearchRows,
  directoryRows,
  type SearchTuning,
} from '../../src/features/directory/sql'
import { poolSettings } from '../../src/platform/db-resilience'
import { nameKey as key } from '../helpers/name-key'
import { searchPlan } from '../helpers/search-plan'

// A directory search reads its page one of two ways (searchCandidates in
// src/features/directory/sql.ts): every match read and ranked when they are few, or rank by rank
// walking the newest listings (or the name index) when they are many. Which one runs depends on
// the table's size, so the demo data alone would only ever try one. Here both are forced on the
// same listings and compared with the ranking worked out in this file.

const STAMP = `q${Date.now().toString(36)}`
/** Many matches by this table's standard: walk (a density of 1 in 10⁹ makes any match dense). */
const MANY: SearchTuning = { walkDensity: 1e9 }
/** Few: read every match. */
const FEW: SearchTuning = { walkDensity: 1e-9 }

let pool: pg.Pool
const created: number[] = []

/** Names in creation order (oldest first); each a minute newer than the one before. */
const NAMES = [
  `${STAMP}`,
  `Marea ${STAMP}`,
  `${STAMP} Band`,
  `${STAMP}ito Vega`,
  `Orquesta ${STAMP}`,
  `Los ${STAMP}s del Sur`,
  `La ${STAMP} y Marea`,
  `Trío x${STAMP}x`,
  `${STAMP} Marea`,
  `Marea Vega ${STAMP}`,
  `¡${STAMP.toUpperCase()}!`,
  `Sonido ${STAMP} Norte`,
  `${STAMP}-${STAMP}`,
  `Banda Ma${STAMP}`,
]

beforeAll(async () => {
  pool = new pg.Pool({ ...poolSettings(), connectionString: process.env.DATABASE_URL, max: 2 })
  for (const [index, name] of NAMES.entries()) {
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO artists (name, role, country, created_at, updated_at)
       VALUES ($1, 'Artista', 'Chile', now() - make_interval(mins => $2), now()) RETURNING id`,
      [name, 1_000 - index],
    )
    created.push(rows[0]!.id)
  }
  // reltuples from a real count: with -1 (never analysed) every search counts as dense.
  await pool.query('ANALYZE artists')
})

afterAll(async () => {
  await pool.query('DELETE FROM artists WHERE id = ANY ($1)', [created])
  await pool.end()
})

/** The rank the search gives a name for a one-word text (nameRank in sql.ts). */
function rank(name: string, text: string) {
  const k = key(name)
  if (k === text) return 0
  if (k.startsWith(text)) return 1
  if (` ${k}`.includes(` ${text}`)) return 2
  return 3
}

/** Our names containing the text, as the directory orders them: rank, then newest. */
function expectedDirectory(text: string) {
  return NAMES.map((name, index) => ({ name, index, rank: rank(name, text) }))
    .filter(({ name }) => key(name).includes(text))
    .sort((a, b) => a.rank - b.rank || b.index - a.index)
    .map(({ name }) => name)
}

/** Our names containing each word of the text, in the dialog's order: by name_key. */
function expectedDialog(text: string) {
  return NAMES.filter((name) => text.split(' ').every((word) => key(name).includes(word)))
    .map((name) => ({ name, key: key(name) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ name }) => name)
}

const search = (q: string, tuning: SearchTuning, count = 24) =>
  directoryRows(pool, { ...DEFAULT_FILTERS, q, count }, tuning)

describe('directory search, few matches and many', () => {
  it('ranks the same name, then names starting with it, then a word starting with it, then the newest', async () => {
    const expected = expectedDirectory(STAMP)
    expect(expected.length).toBe(NAMES.length)
    for (const tuning of [FEW, MANY]) {
      const rows = await search(STAMP, tuning)
      expect(
        rows.map((row) => row.name),
        JSON.stringify(tuning),
      ).toEqual(expected)
      expect(Number(rows[0]?.matching)).toBe(expected.length)
    }
  })

  it('takes a page of the ranks in order whichever way, and counts them all', async () => {
    for (const count of [1, 2, 3, 5]) {
      const expected = expectedDirectory(STAMP).slice(0, count)
      for (const tuning of [FEW, MANY]) {
        const rows = await search(STAMP, tuning, count)
        expect(
          rows.map((row) => row.name),
          `${count} ${JSON.stringify(tuning)}`,
        ).toEqual(expected)
        expect(Number(rows[0]?.matching)).toBe(NAMES.length)
      }
    }
  })

  it('gives the same page both ways with a second word, a filter or part of a word', async () => {
    const queries = [
      { q: `marea ${STAMP}` },
      { q: `${STAMP} marea` },
      { q: `${STAMP} chile` },
      { q: STAMP, country: 'Chile' },
      { q: STAMP, country: 'Perú' },
      { q: STAMP.slice(1) },
      { q: `${STAMP}ito` },
    ]
    for (const query of queries) {
      const page = (tuning: SearchTuning) =>
        directoryRows(pool, { ...DEFAULT_FILTERS, count: 24, ...query }, tuning)
      const few = await page(FEW)
      const many = await page(MANY)
      const names = (rows: typeof few) =>
        rows.filter((row) => created.includes(row.id)).map((row) => row.name)
      expect(names(many), JSON.stringify(query)).toEqual(names(few))
      expect(many[0]?.matching, JSON.stringify(query)).toEqual(few[0]?.matching)
    }
    // Part of a word ranks nothing but still finds the name, newest first.
    const part = await search(STAMP.slice(1), MANY)
    expect(part.map((row) => row.name)).toEqual(
      NAMES.filter((name) => key(name).includes(STAMP.slice(1))).reverse(),
    )
  })
})

describe('intersections through the terms index and by merging', () => {
  // A search of several words or filters finds its matches in the GIN index of search_terms
  // while they are few (matchedCtes in src/features/directory/sql.ts), else by merging the sets:
  // both must find the same listings.
  const MERGE: SearchTuning = { termsFirst: 0 }
  const queries = [
    { q: `${STAMP} chile` },
    { q: `marea ${STAMP}` },
    { q: `${STAMP} marea vega` },
    { q: `ma ${STAMP}` },
    { q: `${STAMP} artista` },
    { q: STAMP, country: 'Chile' },
    { q: `${STAMP} marea`, role: 'Artista' },
    { q: `${STAMP} colombia` },
    { q: 'salsa puerto rico' },
    { q: 'puerto rico artista' },
  ]

  it('give the same page and count either way', async () => {
    for (const query of queries) {
      for (const density of [FEW, MANY]) {
        const page = (tuning: SearchTuning) =>
          directoryRows(
            pool,
            { ...DEFAULT_FILTERS, count: 24, ...query },
            { ...density, ...tuning },
          )
        const terms = await page({})
        const merged = await page(MERGE)
        const label = `${JSON.stringify(query)} ${JSON.stringify(density)}`
        expect(
          terms.map((row) => row.name),
          label,
        ).toEqual(merged.map((row) => row.name))
        expect(terms[0]?.matching, label).toEqual(merged[0]?.matching)
      }
    }
    // What they find, worked out here: every word in the name, Chile, or the role.
    const marea = await search(`marea ${STAMP}`, MANY)
    expect(marea.map((row) => row.name).sort()).toEqual(
      NAMES.filter((name) => key(name).includes('marea')).sort(),
    )
    expect(await search(`${STAMP} colombia`, FEW)).toEqual([])
    const initials = await search(`ma ${STAMP}`, MANY)
    expect(initials.map((row) => row.name).sort()).toEqual(
      NAMES.filter((name) => key(name).startsWith('ma')).sort(),
    )
  })

  it('skip the index when the statistics of the terms expect as many as it may give', async () => {
    // Every listing here is an artist of Chile: the statistics ANALYZE kept of search_terms
    // (beforeAll) expect at least those 14 for "chile artista", whatever else the table holds.
    const query = { ...DEFAULT_FILTERS, q: 'chile artista', count: 24 }
    // On a few dozen listings a table scan is as cheap as the index: only the index is read.
    const plan = async (tuning: SearchTuning) =>
      (
        await searchPlan(query, 'EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF)', {
          off: 'enable_seqscan',
          tuning,
        })
      ).filter((line) => line.includes('Bitmap Index Scan on artists_search_terms_idx'))
    const skipped = await plan({ termsFirst: 2 })
    expect(skipped.length).toBeGreaterThan(0)
    for (const line of skipped) expect(line).toContain('never executed')
    const tried = await plan({ termsFirst: 1_000_000 })
    expect(tried.length).toBeGreaterThan(0)
    for (const line of tried) expect(line).not.toContain('never executed')
    // Either way the same page.
    const page = async (tuning: SearchTuning) =>
      (await directoryRows(pool, query, tuning)).map((row) => [row.name, row.matching])
    expect(await page({ termsFirst: 2 })).toEqual(await page({ termsFirst: 1_000_000 }))
  })

  it("check a phrase's names again: its terms are every name with a word containing one of its words", async () => {
    const names = [`Puerto ${STAMP}`, `Puerto Rico ${STAMP}`, `${STAMP} Ricos`]
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO artists (name, role, country, created_at, updated_at)
       SELECT name, 'Artista', 'Chile', now(), now() FROM unnest($1::text[]) name RETURNING id`,
      [names],
    )
    try {
      for (const tuning of [{}, { termsFirst: 0 }]) {
        const found = await search(`${STAMP} puerto rico`, { ...FEW, ...tuning })
        expect(
          found.map((row) => row.name),
          JSON.stringify(tuning),
        ).toEqual([`Puerto Rico ${STAMP}`])
      }
    } finally {
      await pool.query('DELETE FROM artists WHERE id = ANY ($1)', [rows.map((row) => row.id)])
    }
  })

  it('merge instead once the index finds as many as it may give', async () => {
    // Past termsFirst the index's answer is not all of them: the merge counts every match.
    const rows = await search(`${STAMP} chile`, { ...MANY, termsFirst: 3 })
    expect(Number(rows[0]?.matching)).toBe(NAMES.length)
    // No name starts with the whole text: every one ranks the same, newest first.
    expect(rows.map((row) => row.name)).toEqual([...NAMES].reverse())
  })
})

describe('counting up to a cap', () => {
  // The real cap (DIRECTORY_COUNT_CAP) is 1,000; a cap of 3 shows the same on these 14 names.
  const CAPPED: SearchTuning = { ...MANY, countCap: 3 }

  it('stops counting a search past the cap, and the page stays the same', async () => {
    const rows = await search(STAMP, CAPPED)
    expect(rows.map((row) => row.name)).toEqual(expectedDirectory(STAMP))
    // Each table counts up to one past the cap: our names are all artists.
    expect(Number(rows[0]?.matching)).toBe(4)
    // Two words: an intersection, capped the same way; the page as without the cap.
    const twoWords = await search(`${STAMP} chile`, CAPPED)
    const uncapped = await search(`${STAMP} chile`, MANY)
    expect(twoWords.map((row) => row.name)).toEqual(uncapped.map((row) => row.name))
    expect(uncapped.length).toBe(NAMES.length)
    expect(Number(uncapped[0]?.matching)).toBe(NAMES.length)
    expect(Number(twoWords[0]?.matching)).toBe(4)
  })

  it('counts exactly below the cap, and whenever the page reads every match', async () => {
    const few = await search(STAMP, { ...FEW, countCap: 3 })
    expect(Number(few[0]?.matching)).toBe(NAMES.length)
    const under = await search(`marea ${STAMP}`, { ...MANY, countCap: 5 })
    const expected = NAMES.filter((name) => key(name).includes('marea'))
    expect(under.map((row) => row.name).sort()).toEqual([...expected].sort())
    expect(Number(under[0]?.matching)).toBe(expected.length)
  })

  it('stops counting option filters past the cap too', async () => {
    const chile = async (table: string) =>
      Number(
        (await pool.query(`SELECT count(*) AS n FROM ${table} WHERE country = 'Chile'`)).rows[0].n,
      )
    const rows = await directoryRows(pool, { ...DEFAULT_FILTERS, country: 'Chile' }, CAPPED)
    expect(Number(rows[0]?.matching)).toBe(
      Math.min(await chile('artists'), 4) + Math.min(await chile('producers'), 4),
    )
  })
})

describe('artist search dialog, few matches and many', () => {
  it('lists the names containing the text alphabetically, either way', async () => {
    // The whole stamp, part of it (inside words too) and with a second word.
    for (const text of [STAMP, STAMP.slice(1), `marea ${STAMP}`]) {
      const expected = expectedDialog(text).slice(0, 10)
      expect(expected.length).toBeGreaterThan(1)
      for (const tuning of [FEW, MANY]) {
        const rows = await artistSearchRows(pool, text, tuning)
        expect(
          rows.map((row) => row.name),
          `${text} ${JSON.stringify(tuning)}`,
        ).toEqual(expected)
      }
    }
  })
})
