// `npm run bench:faults`: fault drills against the production build, two `next start`
// instances on one embedded PostgreSQL (.soak-data/faults-postgres):
//   0. A storm on one row (bench/resilience/storm.ts): 30 members like, unlike, comment, follow
//      and unfollow ONE post and ONE profile and two of them chat, 300+ concurrent writes spread
//      over both instances. No write may hang or answer 5xx, every counter must equal its rows,
//      and both instances must answer normally afterwards.
// Then, under a steady stream of writes (feed posts and direct messages) from several members:
//   1. PostgreSQL is stopped (fast shutdown) and started again mid-load. Every write the app
//      acknowledged (2xx with its id) must be in the database, both instances must serve again by
//      themselves within RECOVERY_S seconds, and an open live stream must keep delivering.
//   2. One instance is killed with SIGKILL mid-load. Everything either instance acknowledged must
//      be readable through the survivor, which keeps serving, live events included, to a member
//      who reconnects to it.
// Prints PASS/FAIL per check, writes bench/results/faults-<time>.json, exits 1 on any failure.
import type { ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { startDatabase, type Database } from '../../scripts/lib/database'
import { prepareDatabase } from '../../scripts/lib/prepare'
import { stopServer } from '../../scripts/lib/processes'
import {
  Budget,
  Recorder,
  appEnv,
  call,
  createMembers,
  ensureBuild,
  killHard,
  openLive,
  option,
  resultsDir,
  sleep,
  startApp,
  workDir,
  type Member,
} from './common'
import { runStorm } from './storm'

const log = (line: string) =>
  console.log(`[faults] ${new Date().toISOString().slice(11, 19)} ${line}`)
const RECOVERY_S = Number(option('recovery') ?? 30)
const WRITERS = 10
const STORM_MEMBERS = 30
const PG_PORT = Number(process.env.FAULTS_PG_PORT || 5497)
const PORTS = [Number(process.env.FAULTS_PORT || 3271), Number(process.env.FAULTS_PORT || 3271) + 1]
const bases = PORTS.map((port) => `http://localhost:${port}`)

// The drill stops and starts its own PostgreSQL, so it never uses DATABASE_URL's server.
delete process.env.DATABASE_URL
const pgDir = path.join(workDir, 'faults-postgres')
const startDb = (fresh: boolean) => {
  const saved = process.env.DATABASE_URL
  delete process.env.DATABASE_URL
  return startDatabase({ dataDir: pgDir, port: PG_PORT, database: 'tarima_faults', fresh }).finally(
    () => {
      if (saved) process.env.DATABASE_URL = saved
    },
  )
}

type Check = { name: string; pass: boolean; detail: string }
const checks: Check[] = []
const check = (name: string, pass: boolean, detail: string) => {
  checks.push({ name, pass, detail })
  log(`${pass ? 'PASS' : 'FAIL'} ${name}: ${detail}`)
}

mkdirSync(workDir, { recursive: true })
rmSync(path.join(workDir, 'faults-media'), { recursive: true, force: true })
let db: Database = await startDb(true)
const env = appEnv(db.url, bases[0]!, 'faults')
Object.assign(process.env, env)
await prepareDatabase({ seed: true, log })
await ensureBuild(env, log)

const instances: ChildProcess[] = []
const logs = PORTS.map((port) => path.join(workDir, `faults-${port}.log`))
for (const file of logs) rmSync(file, { force: true })
try {
  for (const [i, port] of PORTS.entries()) instances.push(await startApp(env, port, logs[i]!))
  log(`Instancias en ${bases.join(' y ')}`)
  const members = await createMembers(bases[0]!, db.url, WRITERS + 2, 'fallos')
  const writers = members.slice(0, WRITERS)
  const [listener, sender] = members.slice(WRITERS) as [Member, Member]
  const budget = new Budget(1)

  // Each writer messages the next one; the listener's conversation with the sender too.
  const conversations = new Map<number, number>()
  const open = async (from: Member, to: Member) => {
    const reply = await call(bases[0]!, 'POST', '/api/conversations/open', {
      member: from,
      body: { userId: to.id },
    })
    if (reply.status !== 200) throw new Error(`conversación: ${reply.status}`)
    return (reply.body as { conversation: { id: number } }).conversation.id
  }
  for (const [i, writer] of writers.entries()) {
    conversations.set(writer.id, await open(writer, writers[(i + 1) % writers.length]!))
  }
  const toListener = await open(sender, listener)

  /** Acknowledged writes: ids the app answered 2xx for, and who wrote them. */
  const acked = { posts: new Map<number, Member>(), messages: new Map<number, Member>() }
  const recorder = new Recorder()
  let outageStart = 0
  let outageEnd = 0
  const failuresDuringOutage = { total: 0, statuses: {} as Record<string, number> }
  const lastOk = new Map<string, number>()

  const writeOnce = async (writer: Member, base: string, n: number) => {
    const tag = base === bases[0] ? 'a' : 'b'
    let kind: string
    let reply
    if (n % 4 === 0 && budget.take(writer, 'posts')) {
      kind = `post-${tag}`
      reply = await call(base, 'POST', '/api/posts/feed', {
        member: writer,
        body: { content: `Prueba de fallos ${n} de ${writer.id}` },
        recorder,
        kind,
      })
      const id = (reply.body as { doc?: { id?: number } })?.doc?.id
      if (reply.status === 201 && id) acked.posts.set(id, writer)
    } else if (budget.take(writer, 'messages')) {
      kind = `message-${tag}`
      reply = await call(
        base,
        'POST',
        `/api/conversations/${conversations.get(writer.id)}/messages`,
        {
          member: writer,
          body: { content: `Mensaje de fallos ${n}` },
          recorder,
          kind,
        },
      )
      const id = (reply.body as { message?: { id?: number } })?.message?.id
      if (reply.status === 201 && id) acked.messages.set(id, writer)
    } else {
      kind = `read-${tag}`
      reply = await call(base, 'GET', '/api/notifications/unread-count', {
        member: writer,
        recorder,
        kind,
      })
    }
    if (reply.status >= 200 && reply.status < 300) lastOk.set(tag, Date.now())
    else {
      if (outageStart && (!outageEnd || Date.now() < outageEnd + RECOVERY_S * 1000)) {
        failuresDuringOutage.total++
        failuresDuringOutage.statuses[reply.status || 'network'] =
          (failuresDuringOutage.statuses[reply.status || 'network'] ?? 0) + 1
      }
    }
  }

  /** Writers loop until `stop()`, each over the given instances in turn, a little apart. */
  const load = (targets: () => string[]) => {
    let running = true
    const done = Promise.all(
      writers.map(async (writer, w) => {
        for (let n = w; running; n++) {
          const list = targets()
          await writeOnce(writer, list[n % list.length]!, n)
          await sleep(150)
        }
      }),
    )
    return async () => {
      running = false
      await done
    }
  }

  const verifyInDatabase = async () => {
    const client = new pg.Client({ connectionString: db.url })
    await client.connect()
    try {
      const count = async (table: string, ids: number[]) =>
        Number(
          (await client.query(`SELECT count(*) FROM ${table} WHERE id = ANY($1)`, [ids])).rows[0]
            .count,
        )
      return {
        posts: await count('posts', [...acked.posts.keys()]),
        messages: await count('messages', [...acked.messages.keys()]),
      }
    } finally {
      await client.end()
    }
  }

  // ── 0. A storm on one row ──────────────────────────────────────────────────────────────────
  log('── 0. Tormenta de escrituras sobre una sola fila')
  {
    const crowd = await createMembers(bases[0]!, db.url, STORM_MEMBERS + 1, 'tormenta')
    const [author, ...stormers] = crowd as [Member, ...Member[]]
    let turn = 0
    const storm = await runStorm({
      author,
      members: stormers,
      send: (method, url, who, body) =>
        call(bases[turn++ % bases.length]!, method, url, {
          member: who as Member | undefined,
          body,
          timeoutMs: 20_000,
        }),
    })
    const wrong = storm.counters.filter((c) => c.shown !== c.rows || c.shown !== c.expected)
    check(
      'tormenta: todas contestan a tiempo y sin 5xx',
      storm.failures.length === 0,
      `${storm.writes} escrituras en ${storm.ms} ms; ${storm.failures.length} fallos ${storm.failures.slice(0, 3).join(' | ')}`,
    )
    check(
      'tormenta: contadores = filas',
      wrong.length === 0,
      storm.counters.map((c) => `${c.name} ${c.shown}/${c.rows}`).join(', '),
    )
    const after = await Promise.all(bases.map((base) => call(base, 'GET', '/api/posts?limit=5')))
    check(
      'tormenta: las dos instancias contestan después',
      after.every((reply) => reply.status === 200 && reply.ms < 5_000),
      after.map((reply) => `${reply.status} en ${Math.round(reply.ms)} ms`).join(', '),
    )
  }

  // ── 1. PostgreSQL restart under load ────────────────────────────────────────────────────────
  log('── 1. Reinicio de PostgreSQL con carga')
  const stream = await openLive(bases[0]!, listener)
  const stopLoad = load(() => bases)
  await sleep(15_000)
  log('Parando PostgreSQL…')
  outageStart = Date.now()
  await db.stop()
  await sleep(5_000)
  log('Arrancando PostgreSQL de nuevo…')
  db = await startDb(false)
  outageEnd = Date.now()
  // Recovery: both instances answer a write, a page and the bell again, without any restart.
  const recovered: (number | null)[] = [null, null]
  const deadline = outageEnd + RECOVERY_S * 1000
  while (recovered.includes(null) && Date.now() < deadline) {
    for (const [i, base] of bases.entries()) {
      if (recovered[i] !== null) continue
      const page = await call(base, 'GET', '/', { timeoutMs: 10_000 })
      const bell = await call(base, 'GET', '/api/notifications/unread-count', {
        member: sender,
        timeoutMs: 10_000,
      })
      const tag = i === 0 ? 'a' : 'b'
      if (page.status === 200 && bell.status === 200 && (lastOk.get(tag) ?? 0) > outageEnd) {
        recovered[i] = Date.now() - outageEnd
      }
    }
    await sleep(500)
  }
  await sleep(10_000)
  await stopLoad()
  check(
    'la app se recupera sola',
    !recovered.includes(null) && instances.every((child) => child.exitCode === null),
    `instancias en marcha: ${instances.filter((c) => c.exitCode === null).length}/2; ` +
      `sirven de nuevo a los ${recovered.map((ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`)).join(' y ')} ` +
      `de volver PostgreSQL (límite ${RECOVERY_S} s)`,
  )
  let found = await verifyInDatabase()
  check(
    'ninguna escritura confirmada se pierde (reinicio)',
    found.posts === acked.posts.size && found.messages === acked.messages.size,
    `posts ${found.posts}/${acked.posts.size}, mensajes ${found.messages}/${acked.messages.size} en la base de datos; ` +
      `${failuresDuringOutage.total} peticiones fallidas durante el corte ${JSON.stringify(failuresDuringOutage.statuses)} (no confirmadas)`,
  )
  // The stream opened before the restart: a resync, then live messages again.
  const message = await call(bases[1]!, 'POST', `/api/conversations/${toListener}/messages`, {
    member: sender,
    body: { content: 'Tras el reinicio' },
  })
  const messageId = (message.body as { message?: { id?: number } })?.message?.id
  const delivered = await stream.waitFor(
    (e) => e.type === 'message' && e.messageId === messageId,
    10_000,
  )
  check(
    'los eventos en vivo siguen tras el reinicio',
    message.status === 201 && delivered !== null,
    `resync recibido: ${stream.events.some((e) => e.type === 'resync') ? 'sí' : 'no'}; ` +
      `mensaje enviado por la instancia B (${message.status}) ${delivered ? 'llegó' : 'no llegó'} al flujo abierto en A`,
  )
  stream.close()
  const restartSummary = recorder.summary()

  // ── 2. An instance killed mid-load ──────────────────────────────────────────────────────────
  log('── 2. Instancia A muerta con SIGKILL con carga')
  const before = await openLive(bases[0]!, listener)
  let alive = [...bases]
  const stopLoad2 = load(() => alive)
  // Live traffic on A too: the sender writes to the listener through A.
  for (let i = 0; i < 3; i++) {
    const reply = await call(bases[0]!, 'POST', `/api/conversations/${toListener}/messages`, {
      member: sender,
      body: { content: `Antes del fallo ${i}` },
    })
    const id = (reply.body as { message?: { id?: number } })?.message?.id
    if (reply.status === 201 && id) acked.messages.set(id, sender)
  }
  await before.waitFor((e) => e.type === 'message', 5_000)
  await sleep(8_000)
  log('kill -9 a la instancia A…')
  killHard(instances[0]!)
  await sleep(3_000)
  // The balancer notices and sends everything to B.
  alive = [bases[1]!]
  await sleep(10_000)
  await stopLoad2()
  const lastSeen = before.lastId()
  before.close()

  // Everything acknowledged, read through the survivor with its author's own access.
  const unreadable: string[] = []
  const reads = [
    ...[...acked.posts].map(([id, member]) => ({ url: `/api/posts/${id}?depth=0`, member })),
    ...[...acked.messages].map(([id, member]) => ({ url: `/api/messages/${id}?depth=0`, member })),
  ]
  for (let i = 0; i < reads.length; i += 8) {
    await Promise.all(
      reads.slice(i, i + 8).map(async ({ url, member }) => {
        const reply = await call(bases[1]!, 'GET', url, { member })
        if (reply.status !== 200) unreadable.push(`${url} → ${reply.status}`)
      }),
    )
  }
  found = await verifyInDatabase()
  check(
    'lo confirmado por cualquiera de las dos se lee en la superviviente',
    unreadable.length === 0 &&
      found.posts === acked.posts.size &&
      found.messages === acked.messages.size,
    `${reads.length - unreadable.length}/${reads.length} leídos por B` +
      (unreadable.length ? ` (fallan: ${unreadable.slice(0, 5).join(', ')})` : ''),
  )

  // The listener reconnects to B (as EventSource would, with Last-Event-ID) and gets live events.
  const after = await openLive(bases[1]!, listener, lastSeen)
  const late = await call(bases[1]!, 'POST', `/api/conversations/${toListener}/messages`, {
    member: sender,
    body: { content: 'Tras el fallo' },
  })
  const lateId = (late.body as { message?: { id?: number } })?.message?.id
  const got = await after.waitFor((e) => e.type === 'message' && e.messageId === lateId, 10_000)
  after.close()
  const burst = new Recorder()
  await Promise.all(
    writers.map(async (member) => {
      for (const url of [
        '/',
        '/artists',
        '/api/notifications/unread-count',
        '/api/conversations/mine',
      ]) {
        await call(bases[1]!, 'GET', url, { member, recorder: burst, kind: url })
      }
    }),
  )
  const burstErrors = burst.summary().errors
  check(
    'la superviviente sigue sirviendo (incluidos los eventos en vivo)',
    instances[1]!.exitCode === null &&
      late.status === 201 &&
      got !== null &&
      !Object.keys(burstErrors).length,
    `mensaje nuevo ${got ? 'llegó' : 'no llegó'} al miembro reconectado a B; ` +
      `${burst.summary().requests} peticiones a B, errores ${JSON.stringify(burstErrors)}`,
  )

  mkdirSync(resultsDir, { recursive: true })
  const file = path.join(
    resultsDir,
    `faults-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  )
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        checks,
        acknowledged: { posts: acked.posts.size, messages: acked.messages.size },
        recoveryMs: recovered,
        failuresDuringOutage,
        restartLoad: restartSummary,
        allLoad: recorder.summary(),
      },
      null,
      2,
    ),
  )
  log(`Resultados en ${path.relative(process.cwd(), file)}`)
} catch (error) {
  console.error(error)
  check('el simulacro termina', false, String(error))
} finally {
  // The one killed with SIGKILL is already gone.
  for (const child of instances) if (child.signalCode === null) await stopServer(child)
  await db.stop()
}
const failed = checks.filter((c) => !c.pass)
console.log(`\n${checks.length - failed.length} PASS, ${failed.length} FAIL`)
if (failed.length) console.log(`Registros de las instancias: ${logs.join(', ')}`)
process.exit(failed.length ? 1 : 0)
