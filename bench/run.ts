// `npm run bench`: the production build on the embedded PostgreSQL with 100,000 professionals,
// 10,000 members, 200 blog posts and 100,000 feed posts, measured with autocannon (req/s and
// p50 / p95 / p99 per URL; each public page also from a bare server with the same bytes), plus the
// first-load JavaScript of the public pages, the directory search's time in PostgreSQL and
// Lighthouse. Prints a table with the budgets and writes bench/results/<timestamp>.json;
// `npm run bench -- --compare a.json b.json` compares two runs. See docs/PERFORMANCE.md.
import type { ChildProcess } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { root } from '../scripts/lib/paths'
import { poolSettings } from '../src/platform/db-resilience'
import { prepareDatabase } from '../scripts/lib/prepare'
import { startServer, stopServer, waitForUrl } from '../scripts/lib/processes'
import { benchDatabaseOf, benchDir, setWalDelay, startBenchDatabase } from './database'
import { firstLoadJs } from './js-size'
import { runLighthouse, type LighthouseReport } from './lighthouse'
import { ensureSentIssue, publicPages } from './public-pages'
import { measure, type LoadResult, type Target } from './load'
import { measureMemberPaths, printMemberResults } from './members'
import { measureWrites, printWriteResults } from './writes'
import { parseOptions } from './options'
import {
  checkBudgets,
  compareResults,
  machineInfo,
  printResults,
  writeResults,
  type BenchResults,
  type DbTime,
} from './report'
import { seedOpportunities } from './opportunity-seed'
import { BENCH_MEMBER, seedBench } from './seed'
import { DIST_DIR, benchPort, build, needsBuild, start } from './server'

const options = parseOptions(process.argv.slice(2))
if (options.compare) {
  compareResults(...options.compare)
  process.exit(0)
}

const log = (line: string) => console.log(`[bench] ${line}`)
const startedAt = new Date()
mkdirSync(benchDir, { recursive: true })
log(
  `Carga media de la máquina: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`,
)

// Checked first: a busy port must not leave the database running.
const port = await benchPort()
const db = await startBenchDatabase(options.scale.name)
if (!process.env.DATABASE_URL) await setWalDelay(db.url, options.walDelay)
log(
  process.env.DATABASE_URL
    ? `Usando la base de datos ${benchDatabaseOf(options.scale.name).name} junto a la de DATABASE_URL.`
    : `PostgreSQL embebido en marcha (${path.relative(root, benchDatabaseOf(options.scale.name).dataDir)}).`,
)
const base = `http://localhost:${port}`
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: db.url,
  PAYLOAD_SECRET: 'tarima-bench-secret',
  SITE_URL: base,
  PORT: String(port),
  MEDIA_DIR: path.join(benchDir, 'media'),
  NEXT_DIST_DIR: DIST_DIR,
  NEXT_TELEMETRY_DISABLED: '1',
  SEED_DEMO: 'true',
}
// The Local API of this process (migrations, demo seed) must see the same settings.
Object.assign(process.env, env)

let server: ChildProcess | undefined
let exitCode = 0
try {
  await prepareDatabase({ seed: true, log })
  const data = await seedBench(db.url, log, options.scale)
  // The member's "Para ti" list is measured among the member paths (bench/members.ts).
  await seedOpportunities(db.url, log)

  // Measured before the server starts, on a quiet database.
  log(`EXPLAIN ANALYZE de la búsqueda del directorio (${options.scale.name})…`)
  const dbTimes = await directorySearchTimes(db.url)

  if (needsBuild(options.skipBuild)) {
    log(`Compilando la versión de producción en ${DIST_DIR}/ (unos minutos)…`)
    await build(env)
  } else {
    log(`La compilación de ${DIST_DIR}/ está al día.`)
  }
  const serverLog = path.join(benchDir, 'server.log')
  log(`Arrancando next start en ${base} (registro en ${path.relative(root, serverLog)})…`)
  server = await start(env, port, serverLog)

  const listing = await firstLink('/artists', /href="(\/artists\/(?:productor-)?\d+)"/)
  const article = await firstLink('/blog', /href="(\/blog\/[a-z0-9-]+)"/)
  // As the site's own fetch sends it: Payload accepts the session cookie without an Origin header
  // only from the same site (CSRF), and tells that by Sec-Fetch-Site.
  const session = await signIn()
  const member = { cookie: session.cookie, 'sec-fetch-site': 'same-origin' }

  const targets: Target[] = [
    { key: 'home', label: 'Inicio', path: '/', publicPage: true },
    { key: 'directory', label: 'Directorio', path: '/artists', publicPage: true },
    {
      key: 'search',
      label: 'Búsqueda con acento',
      path: `/artists?q=${encodeURIComponent('méxico')}`,
      publicPage: true,
    },
    { key: 'listing', label: 'Ficha', path: listing, publicPage: true },
    { key: 'article', label: 'Artículo', path: article, publicPage: true },
    {
      key: 'unread',
      label: 'No leídas',
      path: '/api/notifications/unread-count',
      headers: member,
    },
  ]

  const loadBefore = os.loadavg()
  const endpoints = await measureEndpoints(targets)
  // The member paths beside the floor (bench/floor.ts), then writes (bench/writes.ts).
  const members = await measureMemberPaths({
    base,
    dbUrl: db.url,
    userId: session.userId,
    headers: member,
    env,
    load: options,
    log,
  })
  const writes = await measureWrites({ base, dbUrl: db.url, load: options, log })
  const loadAfter = os.loadavg()

  log('JavaScript de la primera carga…')
  const js = []
  // Every public page (bench/public-pages.ts): its JavaScript and Lighthouse in each run.
  await ensureSentIssue(db.url)
  const pages = await publicPages(db.url)
  for (const page of pages) {
    js.push(await firstLoadJs(base, page))
  }

  const lighthouse: LighthouseReport = options.lighthouse
    ? (log('Lighthouse…'), await runLighthouse(base, pages))
    : {
        status: 'skipped',
        reason: options.quick ? 'pasada --quick' : '--no-lighthouse',
        pages: [],
      }

  const results: BenchResults = {
    version: 1,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: {
      ...machineInfo(),
      loadBefore,
      loadAfter,
    },
    settings: {
      connections: options.connections,
      duration: options.duration,
      warmup: options.warmup,
      walDelay: options.walDelay,
    },
    data,
    endpoints,
    js,
    db: dbTimes,
    lighthouse,
    budgets: checkBudgets(endpoints, js, dbTimes, lighthouse),
  }
  printResults(results)
  printMemberResults(members)
  printWriteResults(writes)
  const file = writeResults('', startedAt, { ...results, members, writes }, true)
  log(`Resultados en ${path.relative(root, file)} (y bench/results/latest.json).`)
} catch (error) {
  console.error('[bench] Error:', error)
  exitCode = 1
} finally {
  if (server) await stopServer(server)
  if (options.walDelay) await setWalDelay(db.url, 0)
  await db.stop()
}
// Payload's pool (prepareDatabase) keeps a client checked out: leave instead of hanging.
process.exit(exitCode)

/**
 * Each URL under load; each public page then again from a bare server that sends the bytes the
 * site sent for it (bench/same-bytes.ts), with the same load: the site's share of what the
 * machine allows for those bytes.
 */
async function measureEndpoints(targets: Target[]): Promise<LoadResult[]> {
  const pages = targets.filter((target) => target.publicPage)
  const floorPort = Number(process.env.BENCH_FLOOR_PORT || 3989)
  const floorBase = `http://localhost:${floorPort}`
  const floor = startServer(
    'npx',
    ['tsx', 'bench/same-bytes.ts', String(floorPort), base, ...pages.map((page) => page.path)],
    env,
  )
  try {
    await waitForUrl(floorBase + pages[0]!.path, 60_000)
    const endpoints: LoadResult[] = []
    for (const target of targets) {
      log(`autocannon ${target.path}${target.publicPage ? ' (sitio y mismos bytes)' : ''}…`)
      const site = await measure(base, target, options)
      if (target.publicPage) {
        site.sameBytesRps = (await measure(floorBase, target, options)).rps
        site.ratio = Math.round((site.rps / site.sameBytesRps) * 100) / 100
      }
      endpoints.push(site)
    }
    return endpoints
  } finally {
    await stopServer(floor)
  }
}

/** Median PostgreSQL time of the accented and the misspelled search (rows and counts, one statement). */
async function directorySearchTimes(url: string): Promise<DbTime[]> {
  // Imported only now: through src/lib/payload it loads the config, which reads DATABASE_URL.
  const { EXPLAIN_CASES, explainDirectory } = await import('../scripts/explain-directory')
  const pool = new pg.Pool({ ...poolSettings(), connectionString: url, max: 1 })
  try {
    const cases = EXPLAIN_CASES.filter((c) => c.key === 'accented' || c.key === 'misspelled')
    const explained = await explainDirectory(pool, { cases, runs: 7 })
    return explained.map(({ key, label, medianMs }) => ({ key, label, totalMs: medianMs }))
  } finally {
    await pool.end()
  }
}

/** The first link of a page that matches: a real listing or article to measure. */
async function firstLink(page: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(base + page)).text()
  const found = pattern.exec(html)?.[1]
  if (!found) throw new Error(`No se encontró un enlace ${pattern} en ${page}`)
  return found
}

/** Signs in a generated member; the session cookie goes with the member-only requests. */
async function signIn(): Promise<{ cookie: string; userId: number }> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(BENCH_MEMBER),
  })
  if (!response.ok) throw new Error(`No se pudo iniciar sesión: ${response.status}`)
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('payload-token='))
  if (!cookie) throw new Error('El inicio de sesión no devolvió la cookie de sesión')
  const { user } = (await response.json()) as { user: { id: number } }
  return { cookie, userId: user.id }
}
