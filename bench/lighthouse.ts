// Lighthouse (mobile preset, its default) in Debian's Chromium, one page at a time, each page
// RUNS times, keeping the median of each score: performance simulates a 4x slower CPU, so one run
// on a shared 2-core machine moves by several points (Lighthouse's own advice for variance is the
// median of several runs). Skipped with a message when there is no Chromium or Lighthouse cannot
// run on this machine.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

import { root } from '../scripts/lib/paths'

export type LighthouseScores = {
  path: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Performance in each run, in order (the scores above are medians). */
  performanceRuns?: number[]
}

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

function lighthouse(url: string, chromium: string): Promise<Record<string, unknown>> {
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
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
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
  for (const path of paths) {
    try {
      const runs: Record<(typeof CATEGORIES)[number], number>[] = []
      for (let run = 0; run < RUNS; run++) {
        // Lighthouse asks to be run again when the trace fails (NO_NAVSTART on a busy machine).
        const report = await lighthouse(base + path, chromium).catch(() =>
          lighthouse(base + path, chromium),
        )
        const categories = report.categories as Record<string, { score: number | null }>
        runs.push(
          Object.fromEntries(
            CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
          ) as Record<(typeof CATEGORIES)[number], number>,
        )
      }
      const score = (name: (typeof CATEGORIES)[number]) => median(runs.map((run) => run[name]))
      pages.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        performanceRuns: runs.map((run) => run.performance),
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
