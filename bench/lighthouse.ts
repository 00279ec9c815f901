// Lighthouse (mobile preset, its default) in Debian's Chromium, one page at a time, each page
// RUNS times, keeping the median of each score and performance in every run: one run on a shared
// 2-core machine moves by several points, and the budget (bench/report.ts) holds for each run,
// not only the median. Skipped with a message when there is no Chromium or Lighthouse cannot run.
//
// The same phone on every machine: Lighthouse's default slows the CPU 4×, so a faster machine
// emulates a faster phone. Before each page, a run of a minimal page reads the machine's
// benchmark index at that moment and the page's runs slow the CPU by index / 675 (never below 4):
// 675 is the index Lighthouse's 4× was tuned for (a desktop of ~2,700 emulating a mid-range phone).
//
// That minimal page is also the floor printed beside each page: with the simulated throttling,
// the task in which Chromium opens a document (creating its JavaScript context, reading the first
// bytes) is left out of the simulated first paint and lands in TBT, whatever the page holds, and
// it stretches when the 2 cores are busy. What a page's TBT has above the floor is the page's.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { root } from '../scripts/lib/paths'

export type LighthouseScores = {
  path: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Performance in each run, in order (the scores above are medians): the budget is per run. */
  performanceRuns: number[]
  /** Each run's lab metrics, in the same order: what moved a score. */
  metrics?: RunMetrics[]
  /**
   * The floor, measured just before the page's runs at the same slowdown: a minimal page (a
   * heading and a paragraph, no CSS, no script) from a bare Node server. Its TBT is what opening
   * any document costs the browser on this machine at that moment, with nothing of ours in it.
   */
  floor?: RunMetrics & { performance: number }
}

/**
 * Milliseconds, except CLS and `bytes` (all the page transferred, Lighthouse's total byte
 * weight); `benchmarkIndex` is Lighthouse's measure of this machine's CPU speed
 * at that moment (higher is faster): a shared machine's slow moments show there.
 */
export type RunMetrics = {
  fcp: number
  lcp: number
  tbt: number
  cls: number
  si: number
  bytes: number
  benchmarkIndex: number
  /** The CPU slowdown the run emulated (slowdownFor of the index measured before the page). */
  cpuSlowdown: number
}

const METRIC_AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
  bytes: 'total-byte-weight',
} as const

export type LighthouseReport =
  | { status: 'ok'; chromium: string; pages: LighthouseScores[] }
  | { status: 'skipped'; reason: string; pages: LighthouseScores[] }

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const RUNS = 3

/** The benchmark index of the reference phone's CPU; see the comment at the top. */
const PHONE_INDEX = 675
const MIN_SLOWDOWN = 4

/** The CPU slowdown that makes a machine of this benchmark index emulate the same phone. */
export const slowdownFor = (benchmarkIndex: number) =>
  Math.max(MIN_SLOWDOWN, Math.round((benchmarkIndex / PHONE_INDEX) * 10) / 10)

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!

export function findChromium(): string | null {
  const candidates = [
    process.env.CHROMIUM_PATH,
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ]
  return candidates.find((file): file is string => Boolean(file && existsSync(file))) ?? null
}

/**
 * Lighthouse's SEO audits that a page fails on purpose: the pages the site's robots.txt keeps out
 * of search engines (src/app/robots.ts: the public profile, /auth, /onboarding) fail
 * "is-crawlable", so their SEO score leaves that one audit out and still counts every other.
 */
async function auditsToSkip(base: string): Promise<(path: string) => string[]> {
  const robots = await fetch(`${base}/robots.txt`, { signal: AbortSignal.timeout(10_000) })
  const disallowed = (await robots.text())
    .split('\n')
    .map((line) => /^Disallow:\s*(\S+)/i.exec(line.trim())?.[1])
    .filter((prefix): prefix is string => Boolean(prefix))
  // Prefixes, as crawlers read them.
  return (path) => (disallowed.some((prefix) => path.startsWith(prefix)) ? ['is-crawlable'] : [])
}

function lighthouse(
  url: string,
  chromium: string,
  skip: string[],
  cpuSlowdown: number,
  categories: readonly string[] = CATEGORIES,
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      [
        'lighthouse',
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--only-categories=${categories.join(',')}`,
        `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
        ...(skip.length ? [`--skip-audits=${skip.join(',')}`] : []),
        // No background traffic of Chromium's own (updates, sync, first-run pages) during a run.
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage ' +
          '--disable-background-networking --disable-component-update --disable-sync --no-first-run',
        '--max-wait-for-load=60000',
      ],
      {
        cwd: root,
        env: { ...process.env, CHROME_PATH: chromium },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (err += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      try {
        const message = err
          .split('\n')
          .filter((line) => line.trim() && !line.startsWith('npm warn'))
          .slice(-3)
          .join(' ')
        if (code !== 0) throw new Error(message || `código ${code}`)
        const report = JSON.parse(out) as Record<string, unknown>
        const runtimeError = report.runtimeError as { message?: string } | undefined
        if (runtimeError) throw new Error(runtimeError.message ?? 'error')
        resolve(report)
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
  })
}

/** The minimal page of the floor (see LighthouseScores.floor). */
const MINIMAL_PAGE =
  '<!doctype html><html lang="es"><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Suelo</title>' +
  '<h1>Tarima</h1><p>Una página mínima: lo que cuesta abrir cualquier documento.</p>'

/** Lighthouse's performance figures of one run (milliseconds, except CLS). */
function runMetrics(report: Record<string, unknown>, cpuSlowdown: number): RunMetrics {
  const audits = report.audits as Record<string, { numericValue?: number }>
  const environment = report.environment as { benchmarkIndex?: number } | undefined
  return {
    ...(Object.fromEntries(
      Object.entries(METRIC_AUDITS).map(([key, audit]) => [
        key,
        Math.round((audits[audit]?.numericValue ?? 0) * (key === 'cls' ? 1000 : 1)) /
          (key === 'cls' ? 1000 : 1),
      ]),
    ) as Omit<RunMetrics, 'benchmarkIndex' | 'cpuSlowdown'>),
    benchmarkIndex: Math.round(environment?.benchmarkIndex ?? 0),
    cpuSlowdown,
  }
}

/**
 * The minimal page, served here, at the floor's slowdown: Lighthouse measures the machine's
 * benchmark index before loading it, whatever the throttling, so the same run gives the index
 * the page's slowdown comes from and, when that slowdown is the floor's, the floor itself.
 */
async function minimalPageRun(chromium: string, cpuSlowdown: number) {
  const server = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(MINIMAL_PAGE)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    const read = () =>
      lighthouse(`http://127.0.0.1:${port}/`, chromium, [], cpuSlowdown, ['performance'])
    const report = await read().catch(read)
    const metrics = runMetrics(report, cpuSlowdown)
    if (!metrics.benchmarkIndex) throw new Error('Lighthouse no midió el índice de la máquina')
    const categories = report.categories as Record<string, { score: number | null }>
    return { ...metrics, performance: Math.round((categories.performance?.score ?? 0) * 100) }
  } finally {
    server.close()
  }
}

export async function runLighthouse(base: string, paths: string[]): Promise<LighthouseReport> {
  const chromium = findChromium()
  if (!chromium) {
    return {
      status: 'skipped',
      reason: 'No se encontró Chromium (CHROMIUM_PATH o /usr/bin/chromium).',
      pages: [],
    }
  }
  const pages: LighthouseScores[] = []
  const skipFor = await auditsToSkip(base)
  for (const path of paths) {
    try {
      const runs: Record<(typeof CATEGORIES)[number], number>[] = []
      const metrics: RunMetrics[] = []
      let floor = await minimalPageRun(chromium, MIN_SLOWDOWN)
      const cpuSlowdown = slowdownFor(floor.benchmarkIndex)
      if (cpuSlowdown !== MIN_SLOWDOWN) floor = await minimalPageRun(chromium, cpuSlowdown)
      for (let run = 0; run < RUNS; run++) {
        // Lighthouse asks to be run again when the trace fails (NO_NAVSTART on a busy machine).
        const skip = skipFor(path)
        const report = await lighthouse(base + path, chromium, skip, cpuSlowdown).catch(() =>
          lighthouse(base + path, chromium, skip, cpuSlowdown),
        )
        const categories = report.categories as Record<string, { score: number | null }>
        runs.push(
          Object.fromEntries(
            CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
          ) as Record<(typeof CATEGORIES)[number], number>,
        )
        metrics.push(runMetrics(report, cpuSlowdown))
      }
      const score = (name: (typeof CATEGORIES)[number]) => median(runs.map((run) => run[name]))
      pages.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        performanceRuns: runs.map((run) => run.performance),
        metrics,
        floor,
      })
    } catch (error) {
      return {
        status: 'skipped',
        reason: `Lighthouse no pudo ejecutarse en ${path}: ${(error as Error).message}`,
        pages,
      }
    }
  }
  return { status: 'ok', chromium, pages }
}
