// `npm run explain:directory`: the directory's real statements (src/features/directory) with
// EXPLAIN ANALYZE on the development database, for a few typical searches: which indexes they
// use and how long PostgreSQL takes. Run it after `npm run seed:bulk -- 100000` to see the plans
// the README quotes. Read-only.

import pg from 'pg'

import { startDevDatabase } from './lib/database'
import { DEFAULT_FILTERS } from '../src/features/directory/filters'
import { directoryStatement, type DirectoryQuery } from '../src/features/directory/get-directory'
import { matchOptions, searchTerms, withSearchSession } from '../src/features/directory/search-sql'
import { normalizeSearch } from '../src/features/directory/search-text'

const CASES: { label: string; filters: Partial<DirectoryQuery> }[] = [
  { label: 'sin filtros (los 12 más nuevos)', filters: {} },
  { label: 'q = "mexico" (acentos)', filters: { q: 'mexico' } },
  { label: 'q = "regueton" (error de escritura)', filters: { q: 'regueton' } },
  { label: 'q = "valria" (nombre con error)', filters: { q: 'valria' } },
  { label: 'género Salsa + país Puerto Rico', filters: { genre: 'Salsa', country: 'Puerto Rico' } },
]

const showPlans = process.argv.includes('--plans')
const RUNS = 5
const db = await startDevDatabase()
const pool = new pg.Pool({ connectionString: db.url, max: 1 })

/** EXPLAIN ANALYZE of the statement the app runs, including its option-label match. */
function explain(query: DirectoryQuery, what: 'rows' | 'counts'): Promise<string[]> {
  return withSearchSession(pool, async (client) => {
    const terms = searchTerms(query.q)
    const matched = terms ? await matchOptions(client, terms) : undefined
    const statement = directoryStatement(query, what, matched)
    const result = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
      statement.values,
    )
    return result.rows.map((row) => row['QUERY PLAN'])
  })
}

const executionMs = (plan: string[]) =>
  Number(
    /Execution Time: ([\d.]+)/.exec(plan.find((line) => line.startsWith('Execution')) ?? '')?.[1],
  )

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

try {
  const { rows } = await pool.query<{ n: string }>(
    'SELECT (SELECT count(*) FROM artists) + (SELECT count(*) FROM producers) AS n',
  )
  console.log(`Profesionales en la base de datos: ${Number(rows[0]?.n).toLocaleString('es')}\n`)
  for (const { label, filters } of CASES) {
    const query: DirectoryQuery = {
      ...DEFAULT_FILTERS,
      ...filters,
      q: normalizeSearch(filters.q ?? ''),
    }
    for (const what of ['rows', 'counts'] as const) {
      const plan = await explain(query, what)
      // The median of a few more runs, so one busy moment of the machine does not decide.
      const times = [executionMs(plan)]
      for (let run = 1; run < RUNS; run++) times.push(executionMs(await explain(query, what)))
      const time = `${median(times).toFixed(1)} ms (mediana de ${RUNS})`
      const indexes = [
        ...new Set(
          plan.flatMap((line) => /Index (?:Only )?Scan .*?on (\w+)/.exec(line)?.[1] ?? []),
        ),
      ]
      const seqScans = [
        ...new Set(plan.flatMap((line) => /Seq Scan on (\w+)/.exec(line)?.[1] ?? [])),
      ]
      console.log(`${label} [${what === 'rows' ? 'filas' : 'conteos'}]: ${time}`)
      console.log(`  índices: ${indexes.join(', ') || '—'}`)
      if (seqScans.length) console.log(`  lecturas secuenciales: ${seqScans.join(', ')}`)
      if (showPlans) console.log(plan.map((line) => `    ${line}`).join('\n'))
    }
  }
} finally {
  await pool.end()
  await db.stop()
}
