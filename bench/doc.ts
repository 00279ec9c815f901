// `npm run bench:doc [-- bench/results/<run>.json]`: writes the figures of a run of `npm run bench`
// (bench/results/latest.json by default) into the tables of docs/PERFORMANCE.md, each between
// `<!-- bench:<table>-<scale>:start -->` and `<!-- bench:<table>-<scale>:end -->`, so the page
// always shows the latest run beside its budgets. Tables the run has no figures for (Lighthouse
// skipped, a scale without a table) stay as they are. A run of `npm run bench:opportunities`
// (bench/results/opportunities-latest.json) fills the table `opportunities-100k`.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import prettier from 'prettier'

import { root } from '../scripts/lib/paths'
import { MEMBER_BUDGET, type MemberResult } from './members'
import type { LighthouseReport } from './lighthouse'
import type { OpportunityRun } from './opportunities'
import { BUDGETS, type BenchResults } from './report'
import type { WriteResult } from './writes'

type SavedRun = BenchResults & { members?: MemberResult[]; writes?: WriteResult[] }
/** What bench/pages.ts saves: the public pages alone, on the 100k data. */
type PagesRun = Pick<BenchResults, 'startedAt' | 'js' | 'lighthouse'> & {
  machine: Omit<BenchResults['machine'], 'loadBefore' | 'loadAfter'> & { load: number[] }
}

const DOC = path.join(root, 'docs/PERFORMANCE.md')
/** The writes' budget (docs/PERFORMANCE.md): p95 under 100 ms at the run's connections. */
const WRITE_P95_MS = 100

/**
 * Figures as the tables write them, 6.143 req/s and 9,4 ms: Intl's es-ES leaves four-digit
 * numbers ungrouped.
 */
function n(value: number, decimals = 1): string {
  const [whole = '0', part] = String(Number(value.toFixed(decimals))).split('.')
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.') + (part ? `,${part}` : '')
}
const rps = (value: number) => n(value, 0)
const ms = (value: number) => `${n(value)} ms`
const kb = (bytes: number) => `${n(bytes / 1000)} kB`
const mark = (pass: boolean) => (pass ? '✓' : '✗')

/** A Markdown table; columns of single figures are right-aligned. */
function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  const figure = /^-?[\d.,]+( ms| kB)?$/
  const rule = head.map((_, i) =>
    rows.every((row) => figure.test(row[i] ?? '') || row[i] === '—') ? '---:' : '---',
  )
  return [line(head), line(rule), ...rows.map(line)].join('\n')
}

/** A run's day and hour, as the tables' sentences write them. */
function when(startedAt: string): { date: string; time: string } {
  const started = new Date(startedAt)
  const pad = (value: number) => String(value).padStart(2, '0')
  return {
    date: `${pad(started.getDate())}-${pad(started.getMonth() + 1)}-${started.getFullYear()}`,
    time: `${pad(started.getHours())}:${pad(started.getMinutes())}`,
  }
}

/** The sentence above each table: when, where and how the run was made. */
function runLine(run: SavedRun): string {
  const { date, time } = when(run.startedAt)
  const { cpus, cpuModel, memoryGb, loadBefore } = run.machine
  return (
    `Pasada del ${date} a las ${time} (escala ${run.data.scale}, ` +
    `${run.settings.connections} conexiones durante ${run.settings.duration} s; ` +
    `${cpus} vCPU ${cpuModel.trim()}, ${memoryGb} GB, carga media ${n(loadBefore[0] ?? 0)} al empezar).`
  )
}

/** Each table of the doc this run has figures for, by marker name. */
function tables(run: SavedRun): Record<string, string> {
  const scale = run.data.scale
  const out: Record<string, string> = {}
  const measured = run.endpoints.filter((e) => e.publicPage || e.key === 'unread')
  if (measured.length) {
    const rows = measured.map((e) => {
      const limit = e.publicPage ? BUDGETS.publicP95Ms : BUDGETS.unreadP95Ms
      const clean = e.errors + e.timeouts + e.non2xx === 0
      const share = e.publicPage ? (e.ratio ?? 0) >= BUDGETS.publicSameBytesShare : true
      return [
        `\`${e.path}\``,
        rps(e.rps),
        ms(e.p95),
        e.sameBytesRps ? rps(e.sameBytesRps) : '—',
        e.ratio ? n(e.ratio, 2) : '—',
        e.publicPage
          ? `p95 < ${limit} ms, ≥ ${n(BUDGETS.publicSameBytesShare)} × mismos bytes`
          : `p95 < ${limit} ms`,
        mark(e.p95 < limit && clean && share),
      ]
    })
    out[`public-${scale}`] = table(
      ['URL', 'req/s', 'p95', 'Mismos bytes req/s', '× mismos bytes', 'Presupuesto', ''],
      rows,
    )
  }
  if (run.members?.length) {
    out[`members-${scale}`] = table(
      ['Ruta', 'req/s', 'p95', 'Suelo req/s', 'Suelo p95', '× suelo', 'Presupuesto', ''],
      run.members.map((r) => [
        r.label,
        rps(r.site.rps),
        ms(r.site.p95),
        rps(r.floor.rps),
        ms(r.floor.p95),
        n(r.ratio),
        `≥ ${n(MEMBER_BUDGET.floorShare)} × suelo, p95 < ${MEMBER_BUDGET.p95Ms} ms`,
        mark(
          r.ratio >= MEMBER_BUDGET.floorShare &&
            r.site.p95 < MEMBER_BUDGET.p95Ms &&
            r.site.errors + r.site.timeouts + r.site.non2xx === 0,
        ),
      ]),
    )
  }
  if (run.writes?.length) {
    out[`writes-${scale}`] = table(
      ['Escritura', 'req/s', 'p50', 'p95', 'p99', 'Fallidas', 'Presupuesto', ''],
      run.writes.map((w) => [
        w.label,
        rps(w.rps),
        ms(w.p50),
        ms(w.p95),
        ms(w.p99),
        n(w.failed),
        `p95 < ${WRITE_P95_MS} ms`,
        mark(w.p95 < WRITE_P95_MS && w.failed === 0),
      ]),
    )
  }
  if (run.db.length) {
    out[`search-${scale}`] = table(
      ['Búsqueda del directorio', 'En PostgreSQL (mediana de 7)', 'Presupuesto', ''],
      run.db.map((d) => [
        d.label,
        ms(d.totalMs),
        `< ${BUDGETS.searchDbMs} ms`,
        mark(d.totalMs < BUDGETS.searchDbMs),
      ]),
    )
  }
  if (run.js.length && run.lighthouse.status === 'ok') {
    out[`pages-${scale}`] = pagesTable(run)
  }
  return out
}

/** Lighthouse's CPU index and slowdown over a run's pages, and the floor beside them. */
function lighthouseLine(lighthouse: LighthouseReport): string {
  const metrics = lighthouse.pages.flatMap((page) => page.metrics ?? [])
  const floors = lighthouse.pages.flatMap((page) => (page.floor ? [page.floor] : []))
  const range = (values: number[], unit = '', decimals = 0) =>
    values.length
      ? `${n(Math.min(...values), decimals)}${unit}–${n(Math.max(...values), decimals)}${unit}`.replace(
          /^(.+)–\1$/,
          '$1',
        )
      : '—'
  return (
    `Índice de CPU de Lighthouse ${range(metrics.map((m) => m.benchmarkIndex))}, ralentización ` +
    `${range(
      metrics.map((m) => m.cpuSlowdown),
      '×',
      1,
    )}.` +
    (floors.length
      ? ` El suelo, una página mínima medida antes de cada página (\`bench/lighthouse.ts\`): ` +
        `rendimiento ${range(floors.map((f) => f.performance))}, TBT ${range(
          floors.map((f) => f.tbt),
          ' ms',
        )}.`
      : '')
  )
}

/** A bench/pages.ts run: its sentence (the machine, Lighthouse's CPU index) and the table. */
function pagesOnly(run: PagesRun): { intro: string; tables: Record<string, string> } {
  const { date, time } = when(run.startedAt)
  const { cpus, cpuModel, memoryGb, load } = run.machine
  const intro =
    `Pasada de \`bench/pages.ts\` del ${date} a las ${time} (escala 100k; ${cpus} vCPU ` +
    `${cpuModel.trim()}, ${memoryGb} GB, carga media ${n(load[0] ?? 0)} al empezar). ` +
    lighthouseLine(run.lighthouse)
  const tables: Record<string, string> = {}
  if (run.js.length && run.lighthouse.status === 'ok') tables['pages-100k'] = pagesTable(run)
  return { intro, tables }
}

/** The public pages' JavaScript and Lighthouse runs (bench/run.ts or bench/pages.ts). */
function pagesTable(run: Pick<SavedRun, 'js' | 'lighthouse'>): string {
  const scores = new Map(run.lighthouse.pages.map((page) => [page.path, page]))
  return table(
    [
      'Página',
      'HTML',
      'Transferido máx.',
      'JS propio',
      'JS total',
      'Rendimiento por pasada',
      'TBT máx.',
      'LCP máx.',
      'Ralentización',
      'TBT del suelo',
      'Acc. / BP / SEO',
      '',
    ],
    run.js.map((js) => {
      const page = scores.get(js.path)
      const others = page ? [page.accessibility, page.bestPractices, page.seo] : []
      const metrics = page?.metrics ?? []
      const worst = (key: 'tbt' | 'lcp') => Math.max(...metrics.map((m) => m[key]))
      const pass =
        js.ownGzipBytes <= BUDGETS.ownJsBytes &&
        !!page &&
        page.performanceRuns.every((score) => score >= BUDGETS.performanceRun) &&
        metrics.length > 0 &&
        worst('tbt') < BUDGETS.tbtRunMs &&
        worst('lcp') < BUDGETS.lcpRunMs &&
        others.every((score) => score >= BUDGETS.lighthouseMin)
      const transferred = Math.max(...metrics.map((m) => m.bytes ?? 0))
      return [
        `\`${js.path}\``,
        js.htmlBytes ? kb(js.htmlBytes) : '—',
        transferred > 0 ? kb(transferred) : '—',
        kb(js.ownGzipBytes),
        kb(js.gzipBytes),
        page ? page.performanceRuns.join(' / ') : '—',
        metrics.length ? ms(worst('tbt')) : '—',
        metrics.length ? ms(worst('lcp')) : '—',
        metrics.length ? `${n(metrics[0]!.cpuSlowdown)}×` : '—',
        page?.floor ? ms(page.floor.tbt) : '—',
        page ? others.join(' / ') : '—',
        mark(pass),
      ]
    }),
  )
}

/** The opportunity search's table (bench/opportunities.ts) and the sentence above it. */
function opportunityTables(run: OpportunityRun): { intro: string; tables: Record<string, string> } {
  const { date, time } = when(run.startedAt)
  const { cpus, cpuModel, memoryGb, loadBefore } = run.machine
  const intro =
    `Pasada del ${date} a las ${time} (${n(run.data.opportunities, 0)} oportunidades, ` +
    `${n(run.data.listable, 0)} abiertas y en plazo, ${n(run.data.applications, 0)} aplicaciones; ` +
    `${run.runs} llamadas por búsqueda, una a una; ${cpus} vCPU ${cpuModel.trim()}, ${memoryGb} GB, ` +
    `carga media ${n(loadBefore[0] ?? 0)} al empezar). Suelo, una oportunidad por su id: ` +
    `p50 ${ms(run.floor.p50)}, p95 ${ms(run.floor.p95)}.`
  const body = table(
    ['Búsqueda', 'p50', 'p95', '× suelo (p95)', 'En PostgreSQL', 'Resultados', 'Presupuesto', ''],
    run.cases.map((c) => [
      c.label,
      ms(c.p50),
      ms(c.p95),
      n(c.p95 / run.floor.p95),
      ms(c.dbMs),
      n(c.total, 0),
      `p95 < ${run.budgetMs} ms`,
      mark(c.p95 < run.budgetMs),
    ]),
  )
  return { intro, tables: { 'opportunities-100k': body } }
}

/** The doc with each table it has markers for replaced; the names of the tables written. */
export function rewrite(
  doc: string,
  run: SavedRun | OpportunityRun | PagesRun,
): { doc: string; written: string[] } {
  const written: string[] = []
  const { intro: sentence, tables: bodies } =
    'kind' in run
      ? opportunityTables(run)
      : 'endpoints' in run
        ? { intro: runLine(run), tables: tables(run) }
        : pagesOnly(run)
  for (const [name, body] of Object.entries(bodies)) {
    // A whole run's Lighthouse table says, as bench/pages.ts's does, what machine it emulated.
    const intro =
      'endpoints' in run && name.startsWith('pages-')
        ? `${sentence} ${lighthouseLine(run.lighthouse)}`
        : sentence
    const start = `<!-- bench:${name}:start -->`
    const end = `<!-- bench:${name}:end -->`
    const from = doc.indexOf(start)
    const to = doc.indexOf(end)
    if (from < 0 || to < from) continue
    doc = `${doc.slice(0, from + start.length)}\n\n${intro}\n\n${body}\n\n${doc.slice(to)}`
    written.push(name)
  }
  return { doc, written }
}

// Run as a command.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = path.resolve(process.argv[2] ?? path.join(root, 'bench/results/latest.json'))
  const run = JSON.parse(readFileSync(file, 'utf8')) as SavedRun | OpportunityRun | PagesRun
  const { doc, written } = rewrite(readFileSync(DOC, 'utf8'), run)
  const options = await prettier.resolveConfig(DOC)
  writeFileSync(DOC, await prettier.format(doc, { ...options, filepath: DOC }))
  console.log(
    written.length
      ? `docs/PERFORMANCE.md: ${written.join(', ')} (de ${path.relative(root, file)}).`
      : `docs/PERFORMANCE.md no tiene tablas para las cifras de ${path.relative(root, file)}.`,
  )
}
