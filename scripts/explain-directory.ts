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
const db = await startDevDatabase()
const pool = new pg.Pool({ connectionString: db.url, max: 1 })

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
      const plan = await withSearchSession(pool, async (client) => {
        const terms = searchTerms(query.q)
        const matched = terms ? await matchOptions(client, terms) : undefined
        const statement = directoryStatement(query, what, matched)
        const result = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
          statement.values,
        )
        return result.rows.map((row) => row['QUERY PLAN'])
      })
      const time = plan.find((line) => line.startsWith('Execution Time'))
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
