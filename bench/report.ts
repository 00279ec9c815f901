// The results of one run: the JSON saved in bench/results/, the budgets it is held to, the table
// printed at the end, and the comparison of two saved runs (`npm run bench -- --compare a b`).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { root } from '../scripts/lib/paths'
import type { JsSize } from './js-size'
import type { LighthouseReport, RunMetrics } from './lighthouse'
import type { LoadResult } from './load'
import type { SeedCounts } from './seed'

/** A directory search's statement (rows and counts in one) in PostgreSQL, median. */
export type DbTime = { key: string; label: string; totalMs: number }

export type BenchResults = {
  version: 1
  startedAt: string
  finishedAt: string
  machine: {
    cpus: number
    cpuModel: string
    memoryGb: number
    node: string
    /** 1-minute load average before and after the load tests (the machine may be shared). */
    loadBefore: number[]
    loadAfter: number[]
  }
  settings: { connections: number; duration: number; warmup: number; walDelay?: number }
  data: SeedCounts
  endpoints: LoadResult[]
  js: JsSize[]
  db: DbTime[]
  lighthouse: LighthouseReport
  budgets: BudgetCheck[]
}

export type BudgetCheck = { name: string; limit: string; value: string; pass: boolean | null }

/** The budgets of docs/PERFORMANCE.md. */
export const BUDGETS = {
  publicP95Ms: 100,
  /** A public page's requests per second against the same bytes from a bare server. */
  publicSameBytesShare: 0.8,
  unreadP95Ms: 50,
  searchDbMs: 50,
  /**
   * Our own first-load JavaScript, beyond React and Next's runtime (bench/js-size.ts): the total
   * is shown, but React and Next alone weigh ~140 kB of it, which no page of ours can change.
   */
  ownJsBytes: 15_000,
  lighthouseMin: 90,
  /** Lighthouse mobile performance in every run of every public page, not just the median. */
  performanceRun: 95,
  /** Total Blocking Time and Largest Contentful Paint of every run, at the normalised slowdown. */
  tbtRunMs: 150,
  lcpRunMs: 2_000,
} as const

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const ms = (value: number) => `${value.toFixed(1)} ms`

export function checkBudgets(
  endpoints: LoadResult[],
  js: JsSize[],
  db: DbTime[],
  lighthouse: LighthouseReport,
): BudgetCheck[] {
  const checks: BudgetCheck[] = []
  for (const result of endpoints) {
    const limit = result.publicPage
      ? BUDGETS.publicP95Ms
      : result.key === 'unread'
        ? BUDGETS.unreadP95Ms
        : null
    if (limit === null) continue
    checks.push({
      name: `p95 ${result.path}`,
      limit: `< ${limit} ms`,
      value: ms(result.p95),
      pass: result.p95 < limit && result.errors === 0 && result.non2xx === 0,
    })
    if (result.publicPage) {
      checks.push({
        name: `req/s ${result.path} frente a sus mismos bytes`,
        limit: `≥ ${BUDGETS.publicSameBytesShare} ×`,
        value: `${result.ratio?.toFixed(2) ?? '—'} ×`,
        pass: (result.ratio ?? 0) >= BUDGETS.publicSameBytesShare,
      })
    }
  }
  for (const time of db) {
    checks.push({
      name: `BD búsqueda ${time.label}`,
      limit: `< ${BUDGETS.searchDbMs} ms`,
      value: ms(time.totalMs),
      pass: time.totalMs < BUDGETS.searchDbMs,
    })
  }
  for (const size of js) {
    checks.push({
      name: `JS propio gzip ${size.path}`,
      limit: `≤ ${kb(BUDGETS.ownJsBytes)}`,
      value: kb(size.ownGzipBytes),
      pass: size.ownGzipBytes <= BUDGETS.ownJsBytes,
    })
  }
  if (lighthouse.status === 'ok') {
    for (const page of lighthouse.pages) {
      const scores = [page.performance, page.accessibility, page.bestPractices, page.seo]
      checks.push({
        name: `Lighthouse ${page.path}`,
        limit: `≥ ${BUDGETS.lighthouseMin} cada una`,
        value: scores.join(' / '),
        pass: scores.every((score) => score >= BUDGETS.lighthouseMin),
      })
    }
    const worst = lowestRun(lighthouse)
    if (worst) {
      checks.push({
        name: `Lighthouse rendimiento, peor pasada (${worst.path})`,
        limit: `≥ ${BUDGETS.performanceRun} en cada pasada`,
        value: String(worst.score),
        pass: worst.score >= BUDGETS.performanceRun,
      })
    }
    const runs = lighthouse.pages.flatMap((page) =>
      (page.metrics ?? []).map((metrics) => ({ path: page.path, ...metrics })),
    )
    const slowest = (key: 'tbt' | 'lcp') =>
      runs.reduce<(typeof runs)[number] | null>((a, b) => (a && a[key] >= b[key] ? a : b), null)
    for (const [key, limit, label] of [
      ['tbt', BUDGETS.tbtRunMs, 'TBT'],
      ['lcp', BUDGETS.lcpRunMs, 'LCP'],
    ] as const) {
      const worstRun = slowest(key)
      if (!worstRun) continue
      checks.push({
        name: `Lighthouse ${label}, peor pasada (${worstRun.path}, ${worstRun.cpuSlowdown ?? 4}×)`,
        limit: `< ${limit} ms en cada pasada`,
        value: `${Math.round(worstRun[key])} ms`,
        pass: worstRun[key] < limit,
      })
    }
  } else {
    checks.push({
      name: 'Lighthouse',
      limit: `≥ ${BUDGETS.lighthouseMin}`,
      value: 'omitido',
      pass: null,
    })
  }
  return checks
}

function table(headers: string[], rows: string[][], alignLeft = 1): string {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i < alignLeft ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
  return [line(headers), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}

const mark = (pass: boolean | null) => (pass === null ? '–' : pass ? '✓' : '✗')

/** First-load JavaScript per page: all of it, React and Next's runtime, and our own. */
export function printJs(js: JsSize[]) {
  console.log(
    '\n' +
      table(
        [
          'Página',
          'HTML',
          'HTML gzip',
          'scripts',
          'JS',
          'JS gzip',
          'React + Next',
          'propio',
          `propio ≤ ${kb(BUDGETS.ownJsBytes)}`,
        ],
        js.map((s) => [
          s.path,
          kb(s.htmlBytes),
          kb(s.htmlGzipBytes),
          String(s.scripts),
          kb(s.rawBytes),
          kb(s.gzipBytes),
          kb(s.frameworkGzipBytes),
          kb(s.ownGzipBytes),
          mark(s.ownGzipBytes <= BUDGETS.ownJsBytes),
        ]),
      ),
  )
}

/** Lighthouse per page: each score's median and performance in every run, then the worst run. */
export function printLighthouse(lighthouse: LighthouseReport) {
  if (lighthouse.status !== 'ok') {
    console.log(`\nLighthouse omitido: ${lighthouse.reason}`)
    return
  }
  console.log(
    '\n' +
      table(
        [
          'Lighthouse (móvil, mediana)',
          'rendimiento',
          'pasadas',
          'mínimo',
          'accesibilidad',
          'buenas prácticas',
          'SEO',
        ],
        lighthouse.pages.map((p) => [
          p.path,
          String(p.performance),
          p.performanceRuns.join(' / '),
          String(Math.min(...p.performanceRuns)),
          String(p.accessibility),
          String(p.bestPractices),
          String(p.seo),
        ]),
      ),
  )
  console.log(
    '\n' +
      table(
        [
          'Lighthouse, cada pasada',
          'rend.',
          'FCP',
          'LCP',
          'TBT',
          'CLS',
          'SI',
          'transferido',
          'CPU (índice)',
          'ralentización',
        ],
        lighthouse.pages.flatMap((p) => {
          const row = (label: string, score: number | undefined, m: RunMetrics) => [
            label,
            String(score ?? '—'),
            `${Math.round(m.fcp)} ms`,
            `${Math.round(m.lcp)} ms`,
            `${Math.round(m.tbt)} ms`,
            m.cls.toFixed(3),
            `${Math.round(m.si)} ms`,
            m.bytes ? kb(m.bytes) : '—',
            String(m.benchmarkIndex),
            m.cpuSlowdown ? `${m.cpuSlowdown}×` : '4×',
          ]
          return [
            ...(p.floor ? [row(`${p.path} (suelo)`, p.floor.performance, p.floor)] : []),
            ...(p.metrics ?? []).map((m, i) => row(`${p.path} #${i + 1}`, p.performanceRuns[i], m)),
          ]
        }),
      ),
  )
  const floors = lighthouse.pages.flatMap((p) => (p.floor ? [p.floor] : []))
  if (floors.length) {
    const span = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`
    console.log(
      `Suelo (una página mínima de un servidor Node desnudo, antes de cada página; ` +
        `ver bench/lighthouse.ts): rendimiento ${span(floors.map((f) => f.performance))}, ` +
        `TBT ${span(floors.map((f) => Math.round(f.tbt)))} ms.`,
    )
  }
  const worst = lowestRun(lighthouse)
  if (worst) {
    console.log(
      `Rendimiento, la peor pasada de todas: ${worst.score} (${worst.path}); ` +
        `presupuesto ≥ ${BUDGETS.performanceRun} en cada pasada ${mark(worst.score >= BUDGETS.performanceRun)}`,
    )
  }
}

/** The lowest performance score of any run of any page. */
export function lowestRun(lighthouse: LighthouseReport): { path: string; score: number } | null {
  let worst: { path: string; score: number } | null = null
  for (const page of lighthouse.pages) {
    for (const score of page.performanceRuns) {
      if (!worst || score < worst.score) worst = { path: page.path, score }
    }
  }
  return worst
}

export function printResults(results: BenchResults) {
  const { machine, settings } = results
  console.log(
    `\nMáquina: ${machine.cpus} CPU (${machine.cpuModel}), ${machine.memoryGb} GB, Node ${machine.node}` +
      `\nCarga media (1/5/15 min): antes ${machine.loadBefore.map((l) => l.toFixed(2)).join(' / ')}` +
      `, después ${machine.loadAfter.map((l) => l.toFixed(2)).join(' / ')}` +
      `\nautocannon: ${settings.connections} conexiones, ${settings.duration} s por URL ` +
      `(+${settings.warmup} s de calentamiento)` +
      (settings.walDelay
        ? `\nDisco lento simulado: cada vaciado del WAL espera ${settings.walDelay} µs (--wal-delay)`
        : '') +
      '\n',
  )
  console.log(
    table(
      ['URL', 'req/s', 'p50', 'p95', 'p99', '× mismos bytes', 'errores', 'no 2xx'],
      results.endpoints.map((r) => [
        `${r.label} ${r.path}`,
        r.rps.toFixed(0),
        ms(r.p50),
        ms(r.p95),
        ms(r.p99),
        r.ratio === undefined ? '—' : r.ratio.toFixed(2),
        String(r.errors),
        String(r.non2xx),
      ]),
    ),
  )
  printJs(results.js)
  console.log(
    '\n' +
      table(
        ['Búsqueda del directorio (BD, mediana; filas y conteos)', 'tiempo'],
        results.db.map((d) => [d.label, ms(d.totalMs)]),
      ),
  )
  printLighthouse(results.lighthouse)
  console.log(
    '\n' +
      table(
        ['Presupuesto', 'límite', 'medido', ''],
        results.budgets.map((b) => [b.name, b.limit, b.value, mark(b.pass)]),
      ),
  )
  const failed = results.budgets.filter((b) => b.pass === false).length
  console.log(
    failed
      ? `\n${failed} presupuesto(s) sin cumplir.`
      : '\nTodos los presupuestos medidos se cumplen.',
  )
}

const change = (before: number, after: number, lowerIsBetter: boolean) => {
  if (!before) return '—'
  const percent = ((after - before) / before) * 100
  const better = lowerIsBetter ? percent < 0 : percent > 0
  const sign = percent > 0 ? '+' : ''
  return `${sign}${percent.toFixed(1)} %${Math.abs(percent) >= 5 ? (better ? ' mejor' : ' peor') : ''}`
}

export function compareResults(fileA: string, fileB: string) {
  const a = JSON.parse(readFileSync(fileA, 'utf8')) as BenchResults
  const b = JSON.parse(readFileSync(fileB, 'utf8')) as BenchResults
  console.log(`A: ${fileA} (${a.startedAt}, carga ${a.machine.loadBefore[0]?.toFixed(2)})`)
  console.log(`B: ${fileB} (${b.startedAt}, carga ${b.machine.loadBefore[0]?.toFixed(2)})\n`)
  const rows: string[][] = []
  for (const after of b.endpoints) {
    const before = a.endpoints.find((e) => e.key === after.key)
    if (!before) continue
    rows.push([
      `${after.label}`,
      `${before.rps.toFixed(0)} → ${after.rps.toFixed(0)}`,
      change(before.rps, after.rps, false),
      `${ms(before.p95)} → ${ms(after.p95)}`,
      change(before.p95, after.p95, true),
      `${ms(before.p99)} → ${ms(after.p99)}`,
      change(before.p99, after.p99, true),
    ])
  }
  console.log(table(['URL', 'req/s', 'Δ', 'p95', 'Δ', 'p99', 'Δ'], rows))
  const jsRows = b.js.flatMap((after) => {
    const before = a.js.find((s) => s.path === after.path)
    return before
      ? [
          [
            after.path,
            `${kb(before.gzipBytes)} → ${kb(after.gzipBytes)}`,
            change(before.gzipBytes, after.gzipBytes, true),
          ],
        ]
      : []
  })
  console.log('\n' + table(['JS gzip', 'A → B', 'Δ'], jsRows))
  const dbRows = b.db.flatMap((after) => {
    const before = a.db.find((d) => d.key === after.key)
    return before
      ? [
          [
            after.label,
            `${ms(before.totalMs)} → ${ms(after.totalMs)}`,
            change(before.totalMs, after.totalMs, true),
          ],
        ]
      : []
  })
  console.log('\n' + table(['BD búsqueda', 'A → B', 'Δ'], dbRows))
  if (a.lighthouse.pages.length && b.lighthouse.pages.length) {
    const lhRows = b.lighthouse.pages.flatMap((after) => {
      const before = a.lighthouse.pages.find((p) => p.path === after.path)
      if (!before) return []
      const pair = (x: number, y: number) => `${x} → ${y}`
      return [
        [
          after.path,
          pair(before.performance, after.performance),
          pair(before.accessibility, after.accessibility),
          pair(before.bestPractices, after.bestPractices),
          pair(before.seo, after.seo),
        ],
      ]
    })
    console.log(
      '\n' +
        table(['Lighthouse', 'rendimiento', 'accesibilidad', 'buenas prácticas', 'SEO'], lhRows),
    )
  }
}

/** The machine a run measured on, as every results file records it. */
export const machineInfo = () => ({
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model.trim() ?? '',
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
})

/**
 * Writes a run's results to bench/results/<prefix><start time>.json (and, when asked, to
 * bench/results/latest.json, the file `--compare` reads by default); returns the file's path.
 */
export function writeResults(prefix: string, startedAt: Date, results: unknown, latest = false) {
  const dir = path.join(root, 'bench', 'results')
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${prefix}${startedAt.toISOString().replace(/[:.]/g, '-')}.json`)
  const json = `${JSON.stringify(results, null, 2)}\n`
  writeFileSync(file, json)
  if (latest) writeFileSync(path.join(dir, 'latest.json'), json)
  return file
}
