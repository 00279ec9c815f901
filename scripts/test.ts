// `npm test`: every test against real parts. A fresh PostgreSQL database (embedded, or a
// throwaway database beside DATABASE_URL's), migrations and demo seed, unit tests, one production
// build, the server on port 3100 (and, for the integration tests, a second instance of the same
// build on 3101 and the same database, as behind a load balancer), integration tests over REST and
// the Local API, then end-to-end tests in Chromium. `npm audit` of the production dependencies
// runs first (scripts/audit.ts). Exits non-zero when any step fails and ends with "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { buildSite } from './lib/build'
import { startDatabase } from './lib/database'
import { dataDir, root } from './lib/paths'
import { prepareDatabase } from './lib/prepare'
import { run, startProductionServer, stopServer, waitForUrl } from './lib/processes'

const port = Number(process.env.TEST_PORT || 3100)
/** The tests' own build, so the site's (.next) stays as it is. */
const distDir = '.next-test'
const resultsDir = path.join(dataDir, 'test-results')
const mediaDir = path.join(dataDir, 'test-media')
const log = (line: string) => console.log(`[test] ${line}`)

rmSync(resultsDir, { recursive: true, force: true })
rmSync(mediaDir, { recursive: true, force: true })
mkdirSync(resultsDir, { recursive: true })

const db = await startDatabase({
  dataDir: path.join(dataDir, 'test-postgres'),
  port: Number(process.env.TEST_PG_PORT || 5489),
  database: 'tarima_test',
  fresh: true,
})
log(`Base de datos de pruebas: ${db.url.replace(/:[^:@/]+@/, ':***@')}`)
// Next keeps its data cache (unstable_cache: the directory's total, its pages' rows) and the
// pages it regenerated (server/route-cache) beside the build, and reuses both across builds: an
// earlier run's would answer for that run's database (its test listings on the home page).
for (const cache of ['cache/fetch-cache', 'server/route-cache']) {
  rmSync(path.join(root, distDir, cache), { recursive: true, force: true })
}

const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: db.url,
  PAYLOAD_SECRET: 'tarima-test-secret',
  SITE_URL: `http://localhost:${port}`,
  TEST_BASE_URL: `http://localhost:${port}`,
  TEST_BASE_URL_2: `http://localhost:${port + 1}`,
  PORT: String(port),
  MEDIA_DIR: mediaDir,
  SMTP_URL: `smtp://127.0.0.1:${process.env.TEST_SMTP_PORT || 2526}`,
  TEST_SMTP_PORT: process.env.TEST_SMTP_PORT || '2526',
  CONTACT_EMAIL: 'equipo@tarima.test',
  FOUNDER_EMAILS: 'fundador.pruebas@tarima.test',
  // Tests speak from made-up addresses in X-Forwarded-For, from 127.0.0.1 (src/lib/client-ip.ts).
  TRUSTED_PROXIES: 'loopback',
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: '1',
}
// The Local API of this process (migrations, seed) must see the same settings.
Object.assign(process.env, env)

const failures: string[] = []
const step = async (name: string, work: () => Promise<number>) => {
  log(`── ${name}`)
  const code = await work()
  if (code !== 0) failures.push(name)
  return code
}

await prepareDatabase({ seed: true, log })

await step('audit', () => run('npx', ['tsx', 'scripts/audit.ts'], env))

await step('unit', () =>
  run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${resultsDir}/unit.json`,
    ],
    env,
  ),
)

const built = await step('build', () => {
  if (process.env.SKIP_BUILD === '1' && existsSync(path.join(root, distDir, 'BUILD_ID')))
    return Promise.resolve(0)
  return buildSite(env)
})

if (built === 0) {
  // The server's log (expected refusals included) goes to a file, shown only when a step fails.
  const serverLog = path.join(resultsDir, 'server.log')
  const server = startProductionServer(port, env, serverLog)
  try {
    await waitForUrl(`http://localhost:${port}/`)
    // Live events must cross instances (tests/int/live.test.ts): a second one, same site URL.
    const second = startProductionServer(
      port + 1,
      { ...env, PORT: String(port + 1) },
      path.join(resultsDir, 'server-2.log'),
    )
    try {
      await waitForUrl(`http://localhost:${port + 1}/`)
      await step('integration', () =>
        run(
          'npx',
          [
            'vitest',
            'run',
            '--project',
            'int',
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${resultsDir}/int.json`,
          ],
          env,
        ),
      )
    } finally {
      await stopServer(second)
    }
    await step('e2e', () =>
      run('npx', ['playwright', 'test'], {
        ...env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${resultsDir}/e2e.json`,
      }),
    )
  } catch (error) {
    console.error(error)
    failures.push('server')
  } finally {
    await stopServer(server)
  }
  if (failures.length) {
    for (const file of [serverLog, path.join(resultsDir, 'server-2.log')]) {
      if (!existsSync(file)) continue
      log(`Últimas líneas del servidor (${file}):`)
      console.log(readFileSync(file, 'utf8').split('\n').slice(-80).join('\n'))
    }
  }
}
await db.stop()

const totals = countResults()
if (failures.length) {
  // Last, so a log cut to its tail still names what failed.
  for (const line of failedTests()) log(`✗ ${line}`)
  log(`Fallaron: ${failures.join(', ')}`)
}
console.log(
  `${totals.passed} passed, ${totals.failed + (failures.length && !totals.failed ? 1 : 0)} failed`,
)
process.exit(failures.length ? 1 : 0)

/** Adds up the JSON reports of vitest and Playwright for the closing line. */
function countResults() {
  let passed = 0
  let failed = 0
  for (const name of ['unit', 'int']) {
    const file = path.join(resultsDir, `${name}.json`)
    if (!existsSync(file)) continue
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number
      numFailedTests: number
    }
    passed += report.numPassedTests
    failed += report.numFailedTests
  }
  const e2e = path.join(resultsDir, 'e2e.json')
  if (existsSync(e2e)) {
    const report = JSON.parse(readFileSync(e2e, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number }
    }
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
  }
  return { passed, failed }
}

/** The failed vitest tests of the JSON reports, with the first line of each failure. */
function failedTests(): string[] {
  const lines: string[] = []
  for (const name of ['unit', 'int']) {
    const file = path.join(resultsDir, `${name}.json`)
    if (!existsSync(file)) continue
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      testResults: {
        name: string
        assertionResults: { status: string; fullName: string; failureMessages: string[] }[]
      }[]
    }
    for (const suite of report.testResults) {
      for (const test of suite.assertionResults) {
        if (test.status !== 'failed') continue
        const reason = (test.failureMessages[0] ?? '').split('\n')[0]!.slice(0, 300)
        lines.push(`${path.relative(root, suite.name)} › ${test.fullName}: ${reason}`)
      }
    }
  }
  return lines
}
