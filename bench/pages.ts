// bench/pages.ts (docs/PERFORMANCE.md): every public page of the production build, on the
// benchmark's data (bench/database.ts, bench/seed.ts): its first-load JavaScript split into React
// and Next's runtime and our own code (bench/js-size.ts), and Lighthouse's mobile scores in each
// of three runs (bench/lighthouse.ts), with the worst performance run of all. Shares the build
// (.next-bench/) and the database of `npm run bench`; run it under the machine's heavy-work lock.
//
//   npx tsx --conditions=react-server bench/pages.ts   # build if stale, JS and Lighthouse on every page
//     … --skip-build        # reuse .next-bench/ as it is
//     … --only=/,/blog/x    # only these paths
//     … --no-lighthouse     # JavaScript only
//     … --lighthouse=/blog  # Lighthouse on these paths only
//     … --keep              # leave the server running until Ctrl+C
import type { ChildProcess } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { root } from '../scripts/lib/paths'
import { prepareDatabase } from '../scripts/lib/prepare'
import { stopServer } from '../scripts/lib/processes'
import { benchDir, startBenchDatabase } from './database'
import { firstLoadJs, type JsSize } from './js-size'
import { runLighthouse, type LighthouseReport } from './lighthouse'
import { ensureSentIssue, publicPages } from './public-pages'
import { BUDGETS, machineInfo, printJs, printLighthouse, writeResults } from './report'
import { seedBench } from './seed'
import { DIST_DIR, benchPort, build, needsBuild, start } from './server'

const args = process.argv.slice(2)
const flag = (name: string) => args.includes(`--${name}`)
const list = (name: string) =>
  args
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',')
    .filter(Boolean)
const only = list('only')
/** Lighthouse on these pages only (JavaScript is measured on all). */
const lighthouseOnly = list('lighthouse')

const log = (line: string) => console.log(`[pages] ${line}`)
const startedAt = new Date()
mkdirSync(benchDir, { recursive: true })

const port = await benchPort()
const db = await startBenchDatabase()
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
Object.assign(process.env, env)

let server: ChildProcess | undefined
let exitCode = 0
try {
  await prepareDatabase({ seed: true, log })
  await seedBench(db.url, log)
  await ensureSentIssue(db.url)

  if (needsBuild(flag('skip-build'))) {
    log(`Compilando la versión de producción en ${DIST_DIR}/…`)
    await build(env)
  }
  const serverLog = path.join(benchDir, 'server-pages.log')
  log(`Arrancando el servidor de producción en ${base}…`)
  server = await start(env, port, serverLog)

  const pages = only ?? (await publicPages(db.url))
  log(`Páginas: ${pages.join(' ')}`)
  // Each page once before measuring, so ISR pages are built and cached as a visitor finds them.
  for (const page of pages) {
    const response = await fetch(base + page)
    if (!response.ok) throw new Error(`${page} respondió ${response.status}`)
    await response.arrayBuffer()
  }

  const js: JsSize[] = []
  for (const page of pages) js.push(await firstLoadJs(base, page))
  printJs(js)

  let lighthouse: LighthouseReport | undefined
  // The load as the measuring starts (docs/PERFORMANCE.md prints it as the run's).
  const load = os.loadavg()
  if (!flag('no-lighthouse')) {
    log(`Lighthouse (carga media ${load[0]!.toFixed(2)})…`)
    lighthouse = await runLighthouse(base, lighthouseOnly ?? pages)
    printLighthouse(lighthouse)
  }

  const overJs = js.filter((size) => size.ownGzipBytes > BUDGETS.ownJsBytes)
  const overLh =
    lighthouse?.status === 'ok'
      ? lighthouse.pages.filter(
          (page) => Math.min(...page.performanceRuns) < BUDGETS.performanceRun,
        )
      : []
  if (overJs.length || overLh.length || lighthouse?.status === 'skipped') exitCode = 1
  const file = writeResults('pages-', startedAt, {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: { ...machineInfo(), load },
    js,
    lighthouse,
  })
  log(`Resultados en ${path.relative(root, file)}.`)
  if (flag('keep')) {
    log(`El servidor sigue en ${base} hasta Ctrl+C.`)
    await new Promise((resolve) => process.once('SIGINT', resolve))
  }
} catch (error) {
  console.error('[pages] Error:', error)
  exitCode = 1
} finally {
  if (server) await stopServer(server)
  await db.stop()
}
process.exit(exitCode)
