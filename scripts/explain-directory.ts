// `npm run explain:directory`: the directory's real statements (src/features/directory) with
// EXPLAIN ANALYZE on the development database, for a few typical searches: which indexes they
// use and how long PostgreSQL takes. Run it after `npm run seed:bulk -- 100000` to see the plans
// docs/PERFORMANCE.md quotes. Read-only. The benchmark (bench/run.ts) imports explainDirectory.

import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'

import { startDevDatabase } from './lib/database'
import { DEFAULT_FILTERS } from '../src/features/directory/filters'
import { poolSettings } from '../src/platform/db-resilience'
import {
  directoryStatement,
  withSearchSession,
  type DirectoryQuery,
} from '../src/features/directory/sql'
import { normalizeSearch } from '../src/features/directory/search-text'

export type ExplainCase = { key: string; label: string; filters: Partial<DirectoryQuery> }

export const EXPLAIN_CASES: ExplainCase[] = [
  { key: 'all', label: 'sin filtros (los 12 más nuevos)', filters: {} },
  { key: 'accented', label: 'q = "mexico" (acentos)', filters: { q: 'mexico' } },
  { key: 'misspelled', label: 'q = "regueton" (error de escritura)', filters: { q: 'regueton' } },
  { key: 'name', label: 'q = "valria" (nombre con error)', filters: { q: 'valria' } },
  { key: 'common', label: 'q = "luna" (palabra de 1 de cada 20 nombres)', filters: { q: 'luna' } },
  {
    key: 'words',
    label: 'q = "colombia salsa" (dos palabras)',
    filters: { q: 'colombia salsa' },
  },
  {
    key: 'sixGenres',
    label: 'q = "pop rock salsa trap urbano latino" (seis géneros)',
    filters: { q: 'pop rock salsa trap urbano latino' },
  },
  {
    key: 'dense',
    label: 'q = "latino pop" (cruce denso)',
    filters: { q: 'latino pop' },
  },
  {
    key: 'phrase',
    label: 'q = "reggaeton puerto rico" (género y país de dos palabras)',
    filters: { q: 'reggaeton puerto rico' },
  },
  {
    key: 'initialsGenre',
    label: 'q = "ma salsa" (dos letras y un género)',
    filters: { q: 'ma salsa' },
  },
  { key: 'broad', label: 'q = "a" (una letra)', filters: { q: 'a' } },
  { key: 'initials', label: 'q = "ma" (dos letras)', filters: { q: 'ma' } },
  { key: 'role', label: 'q = "productor" (un rol)', filters: { q: 'productor' } },
  { key: 'genre', label: 'género Reggaeton (chip)', filters: { genre: 'Reggaeton' } },
  {
    key: 'filters',
    label: 'género Salsa + país Puerto Rico',
    filters: { genre: 'Salsa', country: 'Puerto Rico' },
  },
]

export type ExplainResult = {
  key: string
  label: string
  /** Median PostgreSQL time (planning + execution) of `runs` EXPLAIN ANALYZE runs. */
  medianMs: number
  runs: number
  indexes: string[]
  seqScans: string[]
  plan: string[]
}

/**
 * EXPLAIN ANALYZE of the statement a directory page runs (rows and counts in one), as the app
 * runs it. The total of listings is cached apart and not included. Without the clock per plan
 * node (TIMING OFF): read for each of the tens of thousands of ids a search counts, it adds to
 * the time what the statement alone does not spend; the statement's own time is still measured.
 */
function explain(pool: pg.Pool, query: DirectoryQuery) {
  return withSearchSession(pool, async (client) => {
    const statement = directoryStatement(query)
    const result = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) ${statement.text}`,
      statement.values,
    )
    return result.rows.map((row) => row['QUERY PLAN'])
  })
}

/** What PostgreSQL spent on the statement: planning (a union of several branches is not free) plus execution. */
const databaseMs = (plan: string[]) => {
  const time = (label: string) =>
    Number(new RegExp(`${label} Time: ([\\d.]+)`).exec(plan.join('\n'))?.[1] ?? 0)
  return time('Planning') + time('Execution')
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

export async function countProfessionals(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    'SELECT (SELECT count(*) FROM artists) + (SELECT count(*) FROM producers) AS n',
  )
  return Number(rows[0]?.n)
}

/**
 * Each case's statement, run `runs` times; the median of the runs, so one busy
 * moment of the machine does not decide.
 */
export async function explainDirectory(
  pool: pg.Pool,
  { cases = EXPLAIN_CASES, runs = 5 }: { cases?: ExplainCase[]; runs?: number } = {},
): Promise<ExplainResult[]> {
  const results: ExplainResult[] = []
  for (const { key, label, filters } of cases) {
    const query: DirectoryQuery = {
      ...DEFAULT_FILTERS,
      ...filters,
      q: normalizeSearch(filters.q ?? ''),
    }
    const plan = await explain(pool, query)
    const times = [databaseMs(plan)]
    for (let run = 1; run < runs; run++) times.push(databaseMs(await explain(pool, query)))
    results.push({
      key,
      label,
      medianMs: median(times),
      runs,
      indexes: [
        ...new Set(
          plan.flatMap(
            (line) => /Index (?:Only )?Scan .*?(?:using|on) (\w+)/.exec(line)?.[1] ?? [],
          ),
        ),
      ],
      seqScans: [...new Set(plan.flatMap((line) => /Seq Scan on (\w+)/.exec(line)?.[1] ?? []))],
      plan,
    })
  }
  return results
}

async function main() {
  const showPlans = process.argv.includes('--plans')
  const db = await startDevDatabase()
  const pool = new pg.Pool({ ...poolSettings(), connectionString: db.url, max: 1 })
  try {
    const total = await countProfessionals(pool)
    console.log(`Profesionales en la base de datos: ${total.toLocaleString('es')}\n`)
    for (const result of await explainDirectory(pool)) {
      const time = `${result.medianMs.toFixed(1)} ms (mediana de ${result.runs})`
      console.log(`${result.label}: ${time}`)
      console.log(`  índices: ${result.indexes.join(', ') || '—'}`)
      if (result.seqScans.length)
        console.log(`  lecturas secuenciales: ${result.seqScans.join(', ')}`)
      if (showPlans) console.log(result.plan.map((line) => `    ${line}`).join('\n'))
    }
  } finally {
    await pool.end()
    await db.stop()
  }
}

// Run as a command (`npm run explain:directory`), not when imported.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main()
}
