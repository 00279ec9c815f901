// Lighthouse (mobile preset, its default) in Debian's Chromium, one page at a time, each page
// RUNS times, keeping the median of each score and performance in every run: performance
// simulates a 4x slower CPU, so one run on a shared 2-core machine moves by several points, and
// the budget (bench/report.ts) holds for each run, not only the median. Skipped with a message
// when there is no Chromium or Lighthouse cannot run on this machine.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

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
}

/**
 * Milliseconds, except CLS; `benchmarkIndex` is Lighthouse's measure of this machine's CPU speed
 * at that moment (higher is faster): a shared machine's slow moments show there.
 */
export type RunMetrics = {
  fcp: number
  lcp: number
  tbt: number
  cls: number
  si: number
  benchmarkIndex: number
}

const METRIC_AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const

export type LighthouseReport =
  | { status: 'ok'; chromium: string; pages: LighthouseScores[] }
  | { status: 'skipped'; reason: string; pages: LighthouseScores[] }

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const RUNS = 3

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
        `--only-categories=${CATEGORIES.join(',')}`,
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
      for (let run = 0; run < RUNS; run++) {
        // Lighthouse asks to be run again when the trace fails (NO_NAVSTART on a busy machine).
        const skip = skipFor(path)
        const report = await lighthouse(base + path, chromium, skip).catch(() =>
          lighthouse(base + path, chromium, skip),
        )
        const categories = report.categories as Record<string, { score: number | null }>
        runs.push(
          Object.fromEntries(
            CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
          ) as Record<(typeof CATEGORIES)[number], number>,
        )
        const audits = report.audits as Record<string, { numericValue?: number }>
        const environment = report.environment as { benchmarkIndex?: number } | undefined
        metrics.push({
          ...(Object.fromEntries(
            Object.entries(METRIC_AUDITS).map(([key, audit]) => [
              key,
              Math.round((audits[audit]?.numericValue ?? 0) * (key === 'cls' ? 1000 : 1)) /
                (key === 'cls' ? 1000 : 1),
            ]),
          ) as Omit<RunMetrics, 'benchmarkIndex'>),
          benchmarkIndex: Math.round(environment?.benchmarkIndex ?? 0),
        })
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
