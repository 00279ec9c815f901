import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_PROFESSIONALS } from '../../scripts/seed/professionals'
import { DEFAULT_FILTERS } from '../../src/features/directory/filters'
import {
  artistSearchRows,
  directoryRows,
  type SearchTuning,
} from '../../src/features/directory/sql'
import { poolSettings } from '../../src/platform/db-resilience'

// The words people type, on the demo data (scripts/seed/professionals.ts), through the search SQL
// itself (src/features/directory/sql.ts): the scene's words and abbreviations
// (src/features/directory/search-synonyms.ts), words of bios, and the top bar's dialog matching
// names only. Other tests add listings while this runs: the directory is compared on demo names,
// the dialog with a plain query over every artist.

let pool: pg.Pool

beforeAll(() => {
  pool = new pg.Pool({ ...poolSettings(), connectionString: process.env.DATABASE_URL, max: 2 })
})
afterAll(() => pool.end())

const DEMO = new Set(DEMO_PROFESSIONALS.map((listing) => listing.name))
const sorted = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'es'))

/** The demo names the directory finds for a search, sorted. */
async function directory(q: string): Promise<string[]> {
  const rows = await directoryRows(pool, { ...DEFAULT_FILTERS, q, count: 600 })
  return sorted(rows.map((row) => row.name).filter((name) => DEMO.has(name)))
}

const demo = (where: (listing: (typeof DEMO_PROFESSIONALS)[number]) => boolean) =>
  sorted(DEMO_PROFESSIONALS.filter(where).map((listing) => listing.name))

const PUERTO_RICO = demo((l) => l.country === 'Puerto Rico')
const DOMINICAN = demo((l) => l.country === 'República Dominicana')
const MEXICO = demo((l) => l.country === 'México')
const REGGAETON = demo((l) => l.genres.includes('Reggaeton'))

describe('the directory understands the words of the scene', () => {
  const QUERIES: [string, string[]][] = [
    // Demonyms and abbreviations of countries.
    ['boricua', PUERTO_RICO],
    ['boricuas', PUERTO_RICO],
    ['puertorriqueña', PUERTO_RICO],
    ['rd', DOMINICAN],
    ['dominicano', DOMINICAN],
    ['dominicanas', DOMINICAN],
    // People from México, and the genre that has the word in its name (all from México here).
    ['mexicano', MEXICO],
    ['mexicanas', MEXICO],
    // Genres as they are written and said.
    ['rnb', demo((l) => l.genres.some((genre) => genre.startsWith('R&B')))],
    ['r&b', demo((l) => l.genres.some((genre) => genre.startsWith('R&B')))],
    ['perreo', REGGAETON],
    // Plurals and feminine forms of roles.
    ['djs', ['DJ Tormenta', 'Kairo Beats']],
    ['productora', ['DJ Tormenta', 'Hugo Lara', 'Pablo Herrera', 'Sebastián Mora']],
    ['cantantes', demo((l) => l.role === 'Cantante')],
    // Combined with AND, like any other word.
    ['boricua salsa', ['Emilio Paz', 'Gabriela Soto']],
    ['salsero colombiano', ['Isabela Montes', 'Samuel Ortega']],
    // A country word still means the country only, whatever bios mention it.
    ['mexico', MEXICO],
  ]

  it.each(QUERIES)('%s', async (q, expected) => {
    expect(await directory(q)).toEqual(sorted(expected))
  })
})

describe('the directory searches bios', () => {
  it('finds a word that only a bio has', async () => {
    expect(await directory('melódico')).toEqual(['Valeria Rivera'])
    expect(await directory('bandoneon')).toEqual(['Camila Ferreyra'])
    expect(await directory('Medellín')).toEqual(['Samuel Ortega'])
    expect(await directory('bayamon reggaeton')).toEqual(['Valeria Rivera'])
  })

  it('keeps them in step with every write of the bio', async () => {
    const word = `bioword${Date.now().toString(36)}`
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO artists (name, role, country, bio, created_at, updated_at)
       VALUES ('Bio Probe', 'Artista', 'Chile', $1, now(), now()) RETURNING id`,
      [`Canta ${word} en Valparaíso.`],
    )
    const id = rows[0]!.id
    const found = async (q: string) =>
      (await directoryRows(pool, { ...DEFAULT_FILTERS, q, count: 24 })).some((row) => row.id === id)
    try {
      expect(await found(word)).toBe(true)
      await pool.query(`UPDATE artists SET bio = 'Otra historia' WHERE id = $1`, [id])
      expect(await found(word)).toBe(false)
      expect(await found('historia')).toBe(true)
    } finally {
      await pool.query('DELETE FROM artists WHERE id = $1', [id])
    }
  })
})

/** Many matches by any table's standard (walk the names in order), and few (read them all). */
const TUNINGS: SearchTuning[] = [{ walkDensity: 1e9 }, { walkDensity: 1e-9 }, {}]

/**
 * The dialog's answer worked out with a plain query: artists whose name, compared without case
 * or accents, contains one text of each group (or has it as a whole word, written "=dj"),
 * alphabetically by name_key, 10 at most.
 */
async function plainDialog(groups: string[][]): Promise<string[]> {
  const conditions = groups.map(
    (_, at) =>
      `EXISTS (SELECT 1 FROM unnest($${at + 1}::text[]) w
        WHERE CASE WHEN w LIKE '=%' THEN ' ' || a.name_key || ' ' LIKE '% ' || substr(w, 2) || ' %'
          ELSE tarima_normalize(a.name) LIKE '%' || w || '%' END)`,
  )
  const { rows } = await pool.query<{ name: string }>(
    `SELECT a.name FROM artists a WHERE ${conditions.join(' AND ')}
     ORDER BY a.name_key COLLATE "C", a.id LIMIT 10`,
    groups,
  )
  return rows.map((row) => row.name)
}

const dialog = async (q: string, tuning: SearchTuning = {}) =>
  (await artistSearchRows(pool, q, tuning)).map((row) => row.name)

describe('the top bar dialog matches names only', () => {
  it('finds names containing the text, alphabetically, at most 10, either way it reads', async () => {
    const cases: [string, string[][]][] = [
      ['ra', [['ra']]],
      ['RÁ', [['ra']]],
      ['a', [['a']]],
      ['rivera', [['rivera']]],
      ['ega', [['ega']]],
      ['vega luna', [['vega'], ['luna']]],
      // A word of the scene stands for its other spellings in names too; one of two letters as
      // a whole word ("DJ Tormenta", not "Adjani").
      ['djs', [['djs', '=dj']]],
      ['boricua', [['boricua', 'puerto rico']]],
    ]
    for (const [q, groups] of cases) {
      const expected = await plainDialog(groups)
      for (const tuning of TUNINGS) {
        expect(await dialog(q, tuning), `${q} ${JSON.stringify(tuning)}`).toEqual(expected)
      }
    }
  })

  it('finds names that contain short text anywhere, not only at the start of a word', async () => {
    // Before, one or two letters only started a name: none of these would be here.
    const inside = (name: string) =>
      !` ${name
        .normalize('NFD')
        .replace(/\p{Mark}/gu, '')
        .toLowerCase()}`.includes(' ra')
    const names = await dialog('ra')
    expect(names.length).toBeGreaterThan(0)
    expect(names.filter(inside).length).toBeGreaterThan(0)
  })

  it('finds a short synonym as a whole word of the name', async () => {
    const stamp = `w${Date.now().toString(36)}`
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO artists (name, role, country, created_at, updated_at)
       SELECT name, 'Artista', 'Chile', now(), now() FROM unnest($1::text[]) name RETURNING id`,
      [[`DJ ${stamp}`, `Adjani ${stamp}`]],
    )
    try {
      for (const tuning of TUNINGS) {
        expect(await dialog(`djs ${stamp}`, tuning), JSON.stringify(tuning)).toEqual([
          `DJ ${stamp}`,
        ])
      }
    } finally {
      await pool.query('DELETE FROM artists WHERE id = ANY ($1)', [rows.map((row) => row.id)])
    }
  })

  it('never matches a role, a genre or a country', async () => {
    for (const q of ['rapero', 'reggaeton', 'locutor de radio', 'puerto rico', 'artista']) {
      for (const tuning of TUNINGS) {
        const names = await dialog(q, tuning)
        expect(
          names.filter((name) => DEMO.has(name)),
          `${q} ${JSON.stringify(tuning)}`,
        ).toEqual([])
      }
    }
  })

  it('still tolerates accents and typos in names', async () => {
    expect(await dialog('VALÉRIA')).toContain('Valeria Rivera')
    expect(await dialog('valria')).toContain('Valeria Rivera')
    expect(await dialog('el jibaro')).toContain('El Jíbaro Nuevo')
  })
})
