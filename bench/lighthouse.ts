// Lighthouse (mobile preset, its default) in Debian's Chromium, one page at a time. Skipped with
// a message when there is no Chromium or Lighthouse cannot run on this machine.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

import { root } from '../scripts/lib/paths'

export type LighthouseScores = {
  path: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
}

export type LighthouseReport =
  | { status: 'ok'; chromium: string; pages: LighthouseScores[] }
  | { status: 'skipped'; reason: string; pages: LighthouseScores[] }

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

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
      // Lighthouse asks to be run again when the trace fails (NO_NAVSTART on a busy machine).
      const report = await lighthouse(base + path, chromium).catch(() =>
        lighthouse(base + path, chromium),
      )
      const categories = report.categories as Record<string, { score: number | null }>
      const score = (name: (typeof CATEGORIES)[number]) =>
        Math.round((categories[name]?.score ?? 0) * 100)
      pages.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
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
