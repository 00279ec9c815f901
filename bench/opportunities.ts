// `npm run bench:opportunities`: the search of /oportunidades in PostgreSQL at 100,000
// opportunities and 1,000,000 applications (issue 39: under 50 ms). Starts the 100k bench database
// (bench/database.ts; with DATABASE_URL, tarima_bench beside it), applies the migrations and the
// demo, seeds what is missing of the bench data (bench/seed.ts) and of the opportunities
// (bench/opportunity-seed.ts), then runs the site's own list function
// (src/features/opportunities/opportunity-list.ts, listOpportunities: the page's statement and
// its count, "Para ti" reading the member's taste first) for each case below, one at a time,
// and prints p50 / p95 of their time as the site waits for it (from the call to the cards, over
// a local connection) beside the floor measured the same way in the same run: one opportunity
// read by primary key. Each case's statements are also run once under EXPLAIN ANALYZE, to name
// the indexes they read and any sequential scan (`--plans` prints the plans). Saves
// bench/results/opportunities-<date>.json and opportunities-latest.json, which
// `npm run bench:doc -- bench/results/opportunities-latest.json` writes into docs/PERFORMANCE.md.
// Exits with 1 when a case's p95 is over the budget.
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { root } from '../scripts/lib/paths'
import { prepareDatabase } from '../scripts/lib/prepare'
import {
  DEFAULT_OPPORTUNITY_FILTERS,
  type OpportunityFilters,
} from '../src/features/opportunities/opportunity-filters'
import type { Queryable } from '../src/lib/db'
import { poolSettings } from '../src/platform/db-resilience'
import { benchDir, startBenchDatabase } from './database'
import { percentile } from './load'
import { seedOpportunities, type OpportunityCounts } from './opportunity-seed'
import { benchScale } from './options'
import { machineInfo, writeResults } from './report'
import { BENCH_MEMBER, seedBench } from './seed'

/** The budget of issue 39: each search's p95 under this, in PostgreSQL, at this scale. */
export const OPPORTUNITY_SEARCH_P95_MS = 50
const WARMUP = 5
const RUNS = Number(process.env.BENCH_RUNS || 60)

type Case = {
  key: string
  label: string
  filters: Partial<OpportunityFilters>
  member?: boolean
  /** Pages from…to, as listOpportunities takes them (the page loads 1…N, "Cargar más" N…N). */
  pages?: { from: number; to: number }
}

/** The searches people make: words, a typo, filters only, "Para ti", deep pages. */
const CASES: Case[] = [
  { key: 'newest', label: 'Lista, más nuevas (visitante)', filters: {} },
  {
    key: 'for-you',
    label: '«Para ti» (miembro)',
    filters: { sort: 'forYou' },
    member: true,
  },
  {
    key: 'bachata-santo-domingo',
    label: '«bachata santo domingo»',
    filters: { q: 'bachata santo domingo' },
  },
  { key: 'productor', label: '«productor»', filters: { q: 'productor' } },
  { key: 'typo', label: '«bachta» (errata)', filters: { q: 'bachta' } },
  { key: 'nothing', label: '«xilofonista» (sin resultados)', filters: { q: 'xilofonista' } },
  {
    key: 'filters',
    label: 'Filtros: concierto, Bachata, Rep. Dominicana, pagado',
    filters: { kind: 'gig', genre: 'Bachata', country: 'República Dominicana', paid: true },
  },
  {
    key: 'remote-role',
    label: 'Filtros: remoto, rol Productor',
    filters: { remote: true, role: 'Productor' },
  },
  {
    key: 'member-search',
    label: '«salsa» con «Para ti» (miembro)',
    filters: { q: 'salsa', sort: 'forYou' },
    member: true,
  },
  {
    key: 'load-more-20',
    label: '«Cargar más», página 20',
    filters: { pages: 20 },
    pages: { from: 20, to: 20 },
  },
  {
    key: 'address-20',
    label: '?pagina=20 (páginas 1 a 20, miembro)',
    filters: { pages: 20 },
    member: true,
    pages: { from: 1, to: 20 },
  },
]

export type OpportunityTiming = {
  key: string
  label: string
  p50: number
  p95: number
  total: number
  cards: number
  /** Planning + execution in PostgreSQL of the case's slowest statement (one EXPLAIN ANALYZE). */
  dbMs: number
  indexes: string[]
  seqScans: string[]
}

export type OpportunityRun = {
  kind: 'opportunities'
  startedAt: string
  machine: ReturnType<typeof machineInfo> & { loadBefore: number[]; loadAfter: number[] }
  runs: number
  data: OpportunityCounts
  floor: { label: string; p50: number; p95: number }
  cases: OpportunityTiming[]
  budgetMs: number
}

const showPlans = process.argv.includes('--plans')
const log = (line: string) => console.log(`[oportunidades] ${line}`)
const startedAt = new Date()
mkdirSync(benchDir, { recursive: true })
const scale = benchScale('100k')!
const db = await startBenchDatabase(scale.name)
Object.assign(process.env, {
  DATABASE_URL: db.url,
  PAYLOAD_SECRET: 'tarima-bench-secret',
  MEDIA_DIR: path.join(benchDir, 'media'),
  SEED_DEMO: 'true',
})
let exitCode = 0
try {
  await prepareDatabase({ seed: true, log })
  await seedBench(db.url, log, scale)
  const data = await seedOpportunities(db.url, log)
  log(
    `${data.opportunities.toLocaleString('es')} oportunidades (${data.listable.toLocaleString('es')} abiertas y en plazo), ${data.applications.toLocaleString('es')} aplicaciones.`,
  )
  const pool = new pg.Pool({ ...poolSettings(), connectionString: db.url, max: 4 })
  try {
    const run = await measure(pool, data)
    print(run)
    const file = writeResults('opportunities-', startedAt, run)
    writeFileSync(
      path.join(root, 'bench/results/opportunities-latest.json'),
      `${JSON.stringify(run, null, 2)}\n`,
    )
    log(`Resultados en ${path.relative(root, file)} (y bench/results/opportunities-latest.json).`)
    if (run.cases.some((c) => c.p95 >= run.budgetMs)) exitCode = 1
  } finally {
    await pool.end()
  }
} catch (error) {
  console.error('[oportunidades] Error:', error)
  exitCode = 1
} finally {
  await db.stop()
}
// Payload's pool (prepareDatabase) keeps a client checked out: leave instead of hanging.
process.exit(exitCode)

async function measure(pool: pg.Pool, data: OpportunityCounts): Promise<OpportunityRun> {
  // Imported once the database is up, as bench/data.ts does (their import graph reaches the config).
  const { listOpportunities } = await import('../src/features/opportunities/opportunity-list')
  const { rows: who } = await pool.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    BENCH_MEMBER.email,
  ])
  const member = { id: who[0]!.id }
  const { rows: ids } = await pool.query<{ id: number }>(
    'SELECT id FROM opportunities ORDER BY id DESC LIMIT 1000',
  )
  const loadBefore = os.loadavg()

  const call = (c: Case, db: Queryable) =>
    listOpportunities(
      db,
      { ...DEFAULT_OPPORTUNITY_FILTERS, ...c.filters },
      c.member ? member : null,
      c.pages ?? { from: 1, to: 1 },
    )

  const time = async (work: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < WARMUP; i++) await work(i)
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const at = performance.now()
      await work(i)
      times.push(performance.now() - at)
    }
    times.sort((a, b) => a - b)
    return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) }
  }

  log(`Suelo: una oportunidad por su clave primaria (${RUNS} veces)…`)
  const floor = {
    label: 'Una oportunidad por su id (suelo)',
    ...(await time((i) =>
      pool.query('SELECT id, title FROM opportunities WHERE id = $1', [
        ids[(i * 37) % ids.length]!.id,
      ]),
    )),
  }

  const cases: OpportunityTiming[] = []
  for (const c of CASES) {
    log(`${c.label} (${RUNS} veces)…`)
    const page = await call(c, pool)
    const timing = await time(() => call(c, pool))
    // The case's statements, caught as they run, then explained one by one.
    const caught: { text: string; values: unknown[] }[] = []
    type Statement = string | { text: string; values?: unknown[] }
    await call(c, {
      query: ((statement: Statement, values?: unknown[]) => {
        caught.push(
          typeof statement === 'string'
            ? { text: statement, values: values ?? [] }
            : { text: statement.text, values: statement.values ?? [] },
        )
        return pool.query(statement as string, values)
      }) as Queryable['query'],
    })
    let dbMs = 0
    const indexes = new Set<string>()
    const seqScans = new Set<string>()
    for (const { text, values } of caught) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS) ${text}`,
        values,
      )
      const plan = rows.map((row) => row['QUERY PLAN'])
      const total = (name: string) =>
        Number(new RegExp(`${name} Time: ([\\d.]+)`).exec(plan.join('\n'))?.[1] ?? 0)
      dbMs = Math.max(dbMs, total('Planning') + total('Execution'))
      for (const line of plan) {
        const index = /Index (?:Only )?Scan .*?(?:on|using) (\w+)/.exec(line)?.[1]
        if (index) indexes.add(index)
        const bitmap = /Bitmap Index Scan on (\w+)/.exec(line)?.[1]
        if (bitmap) indexes.add(bitmap)
        const seq = /Seq Scan on (\w+)/.exec(line)?.[1]
        if (seq) seqScans.add(seq)
      }
      if (showPlans) console.log(`\n${c.label}:\n${plan.map((l) => `    ${l}`).join('\n')}`)
    }
    cases.push({
      key: c.key,
      label: c.label,
      ...timing,
      total: page.total,
      cards: page.cards.length,
      dbMs: round(dbMs),
      indexes: [...indexes],
      seqScans: [...seqScans],
    })
  }
  return {
    kind: 'opportunities',
    startedAt: startedAt.toISOString(),
    machine: { ...machineInfo(), loadBefore, loadAfter: os.loadavg() },
    runs: RUNS,
    data,
    floor,
    cases,
    budgetMs: OPPORTUNITY_SEARCH_P95_MS,
  }
}

function round(value: number) {
  return Math.round(value * 10) / 10
}

function print(run: OpportunityRun) {
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9)
  console.log(
    `\nBúsqueda de oportunidades: ${run.data.opportunities.toLocaleString('es')} oportunidades, ${run.data.applications.toLocaleString('es')} aplicaciones; ${run.runs} llamadas por caso, una a una.`,
  )
  console.log(`${'Caso'.padEnd(52)}      p50      p95  × suelo  En PG   Total  Presupuesto`)
  console.log(`${run.floor.label.padEnd(52)}${ms(run.floor.p50)}${ms(run.floor.p95)}`)
  for (const c of run.cases) {
    const pass = c.p95 < run.budgetMs
    console.log(
      `${c.label.padEnd(52)}${ms(c.p50)}${ms(c.p95)}${(c.p95 / run.floor.p95).toFixed(1).padStart(8)}${ms(c.dbMs)}${String(c.total).padStart(8)}  p95 < ${run.budgetMs} ms ${pass ? '✓' : '✗'}`,
    )
    console.log(`    índices: ${c.indexes.join(', ') || '—'}`)
    if (c.seqScans.length) console.log(`    lecturas secuenciales: ${c.seqScans.join(', ')}`)
  }
}
