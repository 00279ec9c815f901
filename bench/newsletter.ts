// `npm run bench:newsletter`: how fast the production build sends a newsletter issue to 10,000
// confirmed subscribers (src/features/newsletter/sending.ts), and what it costs in memory. An
// embedded PostgreSQL of its own (.bench-data/newsletter-postgres, fresh every run) with the
// migrations, the demo and the subscribers added in SQL; a local SMTP server that only counts
// (messages, bytes, copies per address) and checks a sample of copies are personal; the server of
// `npm run bench` (bench/server.ts, .next-bench/) with NEWSLETTER_RATE=0 (no pacing: this measures
// capacity) and NEWSLETTER_CONNECTIONS 2 and then 4, a fresh server for each. The demo editor
// writes a letter, sends it and polls its report until it is sent. Prints a table and writes
// bench/results/newsletter-<timestamp>.json; exits 1 if any copy is missing, repeated or not
// personal. See docs/PERFORMANCE.md.
import type { ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { SMTPServer } from 'smtp-server'

import { startDatabase, type Database } from '../scripts/lib/database'
import { root } from '../scripts/lib/paths'
import { prepareDatabase } from '../scripts/lib/prepare'
import { stopServer } from '../scripts/lib/processes'
import { paragraph, richText } from '../scripts/seed/lexical'
import { benchDir } from './database'
import { machineInfo, writeResults } from './report'
import { option, sleep, treeRssMb } from './resilience/common'
import { DIST_DIR, benchPort, build, needsBuild, start } from './server'

const SUBSCRIBERS = Number(option('subscribers') ?? 10_000)
const CONNECTIONS = (option('connections') ?? '2,4').split(',').map(Number)
/** Longest wait for one issue to be sent. */
const TIMEOUT_MS = Number(option('timeout') ?? 15) * 60_000
const PG_PORT = Number(process.env.NEWSLETTER_PG_PORT || 5499)
const SMTP_PORT = Number(process.env.NEWSLETTER_SMTP_PORT || 2700)
/** Every SAMPLE-th subscriber's copy is checked for their name and their own unsubscribe link. */
const SAMPLE = 100
const EDITOR = { email: 'editor@tarima.app', password: 'tarima-demo' }

const log = (line: string) =>
  console.log(`[newsletter] ${new Date().toISOString().slice(11, 19)} ${line}`)
const startedAt = new Date()
const skipBuild = process.argv.includes('--skip-build') || process.env.BENCH_SKIP_BUILD === '1'

type Subscriber = { id: number; name: string; email: string }
type Run = Awaited<ReturnType<typeof measureRun>>

// Checked first: a busy port must not leave the database running.
const port = await benchPort()
const base = `http://localhost:${port}`
const sink = await startSink(SMTP_PORT)
let db: Database | undefined
let server: ChildProcess | undefined
let exitCode = 0
try {
  db = await startDatabase({
    dataDir: path.join(benchDir, 'newsletter-postgres'),
    port: PG_PORT,
    database: 'tarima_newsletter',
    fresh: true,
    log,
  })
  const mediaDir = path.join(benchDir, 'newsletter-media')
  rmSync(mediaDir, { recursive: true, force: true })
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: db.url,
    PAYLOAD_SECRET: 'tarima-bench-secret',
    SITE_URL: base,
    PORT: String(port),
    MEDIA_DIR: mediaDir,
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    SEED_DEMO: 'true',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    // The same runner name for every server of this run: the next one takes the lease at once
    // instead of waiting out the stopped one's (src/platform/jobs-lease.ts).
    JOBS_RUNNER_ID: 'bench-newsletter',
  }
  // The Local API of this process (migrations, demo seed) must see the same settings.
  Object.assign(process.env, env)
  await prepareDatabase({ seed: true, log })
  const confirmed = await addSubscribers(db.url)
  log(`${confirmed.length} suscriptores confirmados (${SUBSCRIBERS} añadidos).`)

  if (needsBuild(skipBuild)) {
    log(`Compilando la versión de producción en ${DIST_DIR}/ (unos minutos)…`)
    await build(env)
  } else {
    log(`Se reutiliza la compilación de ${DIST_DIR}/.`)
  }

  const runs: Run[] = []
  for (const connections of CONNECTIONS) {
    const runEnv = {
      ...env,
      NEWSLETTER_RATE: '0',
      NEWSLETTER_CONNECTIONS: String(connections),
    }
    const serverLog = path.join(benchDir, `newsletter-server-${connections}.log`)
    log(
      `Arrancando el servidor con ${connections} conexiones SMTP (${path.relative(root, serverLog)})…`,
    )
    server = await start(runEnv, port, serverLog)
    runs.push(await measureRun(server, connections, confirmed, db.url))
    await stopServer(server)
    server = undefined
  }

  printRuns(runs)
  const results = {
    version: 1,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: machineInfo(),
    settings: { subscribers: SUBSCRIBERS, rate: 0, sample: SAMPLE },
    runs,
  }
  const file = writeResults('newsletter-', startedAt, results)
  log(`Resultados en ${path.relative(root, file)}.`)
  if (runs.some((run) => !run.pass)) exitCode = 1
} catch (error) {
  console.error('[newsletter] Error:', error)
  exitCode = 1
} finally {
  if (server) await stopServer(server)
  await sink.close()
  await db?.stop()
}
// Payload's pool (prepareDatabase) keeps a client checked out: leave instead of hanging.
process.exit(exitCode)

/** SUBSCRIBERS confirmed subscribers with distinct names and addresses; returns every confirmed one. */
async function addSubscribers(url: string): Promise<Subscriber[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(
      `INSERT INTO newsletter_subscribers (name, email, status, confirmed_at)
       SELECT 'Lectora Núñez ' || g, 'lectora.' || g || '@boletin.test', 'confirmed', now()
       FROM generate_series(1, $1) g`,
      [SUBSCRIBERS],
    )
    await client.query('VACUUM ANALYZE newsletter_subscribers')
    const { rows } = await client.query<Subscriber>(
      `SELECT id, name, email FROM newsletter_subscribers WHERE status = 'confirmed' ORDER BY id`,
    )
    return rows
  } finally {
    await client.end()
  }
}

/** One issue sent by a fresh server: time, memory, what the sink got and what the database says. */
async function measureRun(
  server: ChildProcess,
  connections: number,
  confirmed: Subscriber[],
  url: string,
) {
  const memory: { at: number; mb: number }[] = []
  const sampler = setInterval(
    () => memory.push({ at: performance.now(), mb: treeRssMb(server.pid!) }),
    500,
  )
  try {
    const token = await logIn()
    const created = await api('POST', '/api/newsletter-issues?depth=0', token, {
      subject: `Banco de envío (${connections} conexiones)`,
      preheader: 'Lo que pasó esta semana en la tarima',
      source: 'letter',
      body: richText(
        paragraph('Esta semana en la tarima: estrenos, giras y talleres en toda la isla.'),
        paragraph('Tres artistas nuevos en el directorio y un taller de producción en Ponce.'),
        paragraph('En el blog, una conversación sobre la bomba y la plena de hoy.'),
        paragraph('Gracias por leernos; contesta a este correo si quieres contarnos algo.'),
      ),
    })
    const issue = (created.body as { doc: { id: number } }).doc.id
    sink.expect(
      issue,
      confirmed.filter((_, i) => i % SAMPLE === 0),
    )

    // A few quiet seconds after the first requests: the memory before sending.
    await sleep(5_000)
    const baseline = mean(memory.filter((m) => m.at > performance.now() - 5_000))
    const loadBefore = os.loadavg()
    const t0 = performance.now()
    await api('POST', `/api/newsletter-issues/${issue}/send`, token, {})
    const deadline = Date.now() + TIMEOUT_MS
    let report: Report
    let lastLog = Date.now()
    for (;;) {
      report = (await api('GET', `/api/newsletter-issues/${issue}/report`, token)).body as Report
      if (report.status === 'sent') break
      if (Date.now() > deadline)
        throw new Error(`La edición ${issue} no terminó en ${TIMEOUT_MS / 60_000} min`)
      if (Date.now() - lastLog > 10_000) {
        lastLog = Date.now()
        log(`  ${report.sent}/${report.recipients} enviados, ${memory.at(-1)?.mb ?? 0} MB`)
      }
      await sleep(500)
    }
    const t1 = performance.now()
    const loadAfter = os.loadavg()
    await sleep(5_000)
    const after = mean(memory.filter((m) => m.at > t1))
    const peak = Math.max(...memory.filter((m) => m.at >= t0 && m.at <= t1).map((m) => m.mb))

    const seconds = (t1 - t0) / 1000
    const serverSeconds =
      (new Date(report.sentAt!).getTime() - new Date(report.startedAt!).getTime()) / 1000
    const database = await deliveryCounts(url, issue)
    const got = sink.result(confirmed)
    const pass =
      got.messages === confirmed.length &&
      got.missing === 0 &&
      got.repeated === 0 &&
      got.strangers === 0 &&
      got.notPersonal.length === 0 &&
      database.sent === confirmed.length &&
      report.failed === 0
    const run = {
      connections,
      issue,
      recipients: report.recipients,
      sent: report.sent,
      failed: report.failed,
      seconds: round(seconds),
      /** From the issue's startedAt to sentAt: without the queue's pick-up delay. */
      serverSeconds: round(serverSeconds),
      perSecond: round(report.sent / seconds),
      memoryMb: { baseline: Math.round(baseline), peak, after: Math.round(after) },
      sink: got,
      database,
      loadBefore,
      loadAfter,
      pass,
    }
    log(
      `${pass ? 'OK' : 'FALLO'}: ${run.sent} enviados en ${run.seconds} s (${run.perSecond}/s), ` +
        `memoria ${run.memoryMb.baseline} → ${peak} → ${run.memoryMb.after} MB`,
    )
    return run
  } finally {
    clearInterval(sampler)
  }
}

type Report = {
  status: string
  startedAt: string | null
  sentAt: string | null
  recipients: number
  sent: number
  failed: number
  pending: number
}

/** The database's view: the issue's delivery rows by status. */
async function deliveryCounts(url: string, issue: number): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ status: string; count: number }>(
      `SELECT status, count(*)::int AS count FROM newsletter_deliveries
       WHERE issue_id = $1 GROUP BY status ORDER BY status`,
      [issue],
    )
    return Object.fromEntries(rows.map((row) => [row.status, row.count]))
  } finally {
    await client.end()
  }
}

/** Signs in the demo editor; the token goes in `Authorization: JWT` (the cookie is Secure). */
async function logIn(): Promise<string> {
  const reply = await api('POST', '/api/users/login', null, EDITOR)
  return (reply.body as { token: string }).token
}

async function api(method: string, url: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = { Origin: base }
  if (token) headers.Authorization = `JWT ${token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(base + url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`)
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null }
}

/**
 * A real SMTP server that keeps no mail: it counts the copies of the issue it is told to expect
 * (by their Message-ID), their bytes and how many each address got, and checks the sampled
 * subscribers' copies greet them by name and carry their own unsubscribe link.
 */
async function startSink(port: number) {
  let issue = 0
  let sample = new Map<string, Subscriber>()
  let messages = 0
  let bytes = 0
  let others = 0
  let perAddress = new Map<string, number>()
  let notPersonal: string[] = []
  let checked = 0

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Closing drops the server's idle pooled connections after a second.
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1')
        const head = raw.slice(0, raw.indexOf('\r\n\r\n'))
        const to = session.envelope.rcptTo.map((r) => r.address)
        if (!head.includes(`Message-ID: <newsletter-${issue}-`)) {
          others++
          return callback()
        }
        messages++
        bytes += raw.length
        for (const address of to) {
          perAddress.set(address, (perAddress.get(address) ?? 0) + 1)
          const subscriber = sample.get(address)
          if (!subscriber) continue
          checked++
          const text = decodeQuotedPrintable(raw)
          const own = new RegExp(`id=${subscriber.id}&(amp;)?token=`)
          if (!text.includes(`Hola, ${subscriber.name}:`) || !own.test(text))
            notPersonal.push(address)
        }
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    /** Counts from zero the copies of `id`; the sampled subscribers' copies are checked. */
    expect(id: number, sampled: Subscriber[]) {
      issue = id
      sample = new Map(sampled.map((s) => [s.email, s]))
      messages = bytes = others = checked = 0
      perAddress = new Map()
      notPersonal = []
    },
    /** What arrived, against the addresses that should have got exactly one copy each. */
    result(expected: Subscriber[]) {
      const wanted = new Set(expected.map((s) => s.email))
      const counts = [...wanted].map((email) => perAddress.get(email) ?? 0)
      return {
        messages,
        megabytes: round(bytes / 2 ** 20),
        missing: counts.filter((n) => n === 0).length,
        repeated: counts.filter((n) => n > 1).length,
        strangers: [...perAddress.keys()].filter((email) => !wanted.has(email)).length,
        others,
        checked,
        notPersonal,
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The mail with quoted-printable soft breaks and escapes (UTF-8 bytes) undone. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

function printRuns(runs: Run[]) {
  console.log('')
  console.log(
    '| Conexiones | Correos | Segundos (servidor) | Correos/s | Memoria base / pico / después | Sumidero | BD enviados | Personales |',
  )
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const run of runs) {
    const m = run.memoryMb
    console.log(
      `| ${run.connections} | ${run.sent}/${run.recipients} | ${run.seconds} (${run.serverSeconds}) | ` +
        `${run.perSecond} | ${m.baseline} / ${m.peak} / ${m.after} MB | ` +
        `${run.sink.messages} (${run.sink.megabytes} MB; ${run.sink.missing} sin copia, ` +
        `${run.sink.repeated} repetidas) | ${run.database.sent ?? 0} | ` +
        `${run.sink.checked - run.sink.notPersonal.length}/${run.sink.checked} |`,
    )
  }
  console.log('')
}

function mean(samples: { mb: number }[]) {
  return samples.reduce((sum, s) => sum + s.mb, 0) / Math.max(1, samples.length)
}

function round(value: number) {
  return Math.round(value * 10) / 10
}
