// `npm run bench:soak [-- --minutes=10 --concurrency=8 --members=50]`: mixed traffic against the
// production build for a while (10 minutes by default) on its own fresh database (embedded
// PostgreSQL under .soak-data/soak-postgres, or a `tarima_soak` database beside DATABASE_URL's):
// visitors browsing the home, the directory, a search, an artist and a blog post; members reading
// the feed and their unread counts, posting, liking, commenting and messaging. The server's
// resident memory is sampled every 10 s. Prints requests, errors by status, p50/p95/p99 per kind,
// the memory samples and a verdict (no errors; memory flat: the last third's average within 15 %
// of the second third's), writes bench/results/soak-<time>.json and exits 1 when the verdict fails.
import type { ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startDatabase } from '../../scripts/lib/database'
import { prepareDatabase } from '../../scripts/lib/prepare'
import { stopServer } from '../../scripts/lib/processes'
import {
  Budget,
  Recorder,
  appEnv,
  browseTargets,
  call,
  createMembers,
  ensureBuild,
  option,
  pick,
  resultsDir,
  startApp,
  treeRssMb,
  workDir,
  type Member,
} from './common'

const minutes = Number(option('minutes') ?? process.env.SOAK_MINUTES ?? 10)
const concurrency = Number(option('concurrency') ?? 8)
const memberCount = Number(option('members') ?? 50)
const port = Number(process.env.SOAK_PORT || 3270)
const base = `http://localhost:${port}`
const SAMPLE_MS = 10_000
/** Memory may grow at most this much from the second third of the run to the last. */
const MEMORY_GROWTH = 0.15
const SEARCHES = ['salsa', 'reggaeton', 'bomba', 'trap', 'san juan', 'jazz', 'cantante', 'dj']

const log = (line: string) =>
  console.log(`[soak] ${new Date().toISOString().slice(11, 19)} ${line}`)
if (!(minutes > 0 && concurrency > 0 && memberCount >= 2)) {
  console.error('Uso: npm run bench:soak -- [--minutes=10] [--concurrency=8] [--members=50]')
  process.exit(1)
}

mkdirSync(workDir, { recursive: true })
rmSync(path.join(workDir, 'soak-media'), { recursive: true, force: true })
const db = await startDatabase({
  dataDir: path.join(workDir, 'soak-postgres'),
  port: Number(process.env.SOAK_PG_PORT || 5496),
  database: 'tarima_soak',
  fresh: true,
})
const env = appEnv(db.url, base, 'soak')
Object.assign(process.env, env)
await prepareDatabase({ seed: true, log })
await ensureBuild(env, log)

const logFile = path.join(workDir, 'soak-server.log')
rmSync(logFile, { force: true })
let server: ChildProcess | undefined
let verdictOk = false
try {
  server = await startApp(env, port, logFile)
  log(`Servidor en ${base}; creando ${memberCount} miembros…`)
  const members = await createMembers(base, db.url, memberCount, 'carga')
  const { artistIds, blogSlugs } = await browseTargets(base)
  const recorder = new Recorder()
  const budget = new Budget(minutes / 60)
  const postIds: number[] = []
  const liked = new Set<string>()
  const conversations = new Map<string, number>()

  const get = (kind: string, url: string, member?: Member) =>
    call(base, 'GET', url, {
      member,
      recorder,
      kind,
      ip: `10.252.0.${1 + Math.floor(Math.random() * 200)}`,
    })
  const post = (kind: string, url: string, member: Member, body: unknown) =>
    call(base, 'POST', url, { member, body, recorder, kind })

  /** One visitor or member action, chosen by weight. */
  const actions: [number, () => Promise<unknown>][] = [
    [14, () => get('page /', '/')],
    [8, () => get('page /artists', '/artists')],
    [8, () => get('page /artists?q', `/artists?q=${encodeURIComponent(pick(SEARCHES))}`)],
    [10, () => get('page artista', `/artists/${pick(artistIds)}`)],
    [8, () => get('page blog', `/blog/${pick(blogSlugs)}`)],
    [10, () => get('api feed', '/api/posts/feed?limit=20', pick(members))],
    [
      12,
      async () => {
        const member = pick(members)
        await get('api unread', '/api/notifications/unread-count', member)
        await get('api conversations', '/api/conversations/mine', member)
      },
    ],
    [
      5,
      async () => {
        const member = pick(members)
        if (!budget.take(member, 'posts'))
          return get('api feed', '/api/posts/feed?limit=20', member)
        const reply = await post('write post', '/api/posts/feed', member, {
          content: `Nuevo tema en camino 🎶 #${Math.floor(Math.random() * 1e6)}`,
        })
        const id = (reply.body as { doc?: { id?: number } })?.doc?.id
        if (id) postIds.push(id)
      },
    ],
    [
      8,
      async () => {
        const member = pick(members)
        const target = postIds.length ? pick(postIds.slice(-200)) : null
        if (!target || liked.has(`${member.id}:${target}`) || !budget.take(member, 'likes')) {
          return get('api feed', '/api/posts/feed?limit=20', member)
        }
        liked.add(`${member.id}:${target}`)
        await post('write like', `/api/posts/${target}/likes`, member, {})
      },
    ],
    [
      6,
      async () => {
        const member = pick(members)
        const target = postIds.length ? pick(postIds.slice(-200)) : null
        if (!target || !budget.take(member, 'comments'))
          return get('api feed', '/api/posts/feed?limit=20', member)
        await post('write comment', `/api/posts/${target}/comments`, member, {
          content: '¡Qué bueno! 🔥',
        })
      },
    ],
    [
      8,
      async () => {
        const from = pick(members)
        const to = pick(members.filter((m) => m !== from))
        if (!budget.take(from, 'messages'))
          return get('api unread', '/api/notifications/unread-count', from)
        const pair = `${Math.min(from.id, to.id)}:${Math.max(from.id, to.id)}`
        let id = conversations.get(pair)
        if (!id) {
          const opened = await post('write open conversation', '/api/conversations/open', from, {
            userId: to.id,
          })
          id = (opened.body as { conversation?: { id?: number } })?.conversation?.id
          if (!id) return
          conversations.set(pair, id)
        }
        await post('write message', `/api/conversations/${id}/messages`, from, {
          content: '¿Hablamos de un show?',
        })
        if (Math.random() < 0.5) await post('write read', `/api/conversations/${id}/read`, to, {})
      },
    ],
  ]
  const total = actions.reduce((sum, [weight]) => sum + weight, 0)
  const act = () => {
    let roll = Math.random() * total
    for (const [weight, action] of actions) if ((roll -= weight) < 0) return action()
    return actions[0]![1]()
  }

  const pid = server.pid!
  const memory: { atS: number; rssMb: number }[] = []
  const started = Date.now()
  const end = started + minutes * 60_000
  const sample = () =>
    memory.push({ atS: Math.round((Date.now() - started) / 1000), rssMb: treeRssMb(pid) })
  sample()
  const sampler = setInterval(() => {
    sample()
    const last = memory.at(-1)!
    log(`${last.atS} s: ${recorder.summary().requests} peticiones, RSS ${last.rssMb} MB`)
  }, SAMPLE_MS)
  log(`Carga mixta durante ${minutes} min con ${concurrency} clientes…`)
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) await act()
    }),
  )
  clearInterval(sampler)
  sample()

  const summary = recorder.summary()
  const third = Math.floor(memory.length / 3)
  const average = (list: { rssMb: number }[]) =>
    list.reduce((s, m) => s + m.rssMb, 0) / Math.max(1, list.length)
  const middle = average(memory.slice(third, 2 * third))
  const last = average(memory.slice(2 * third))
  const growth = middle ? (last - middle) / middle : 0
  const noErrors = Object.keys(summary.errors).length === 0
  const flat = growth <= MEMORY_GROWTH
  verdictOk = noErrors && flat && server.exitCode === null

  console.log(
    `\nPeticiones: ${summary.requests} en ${minutes} min (${(summary.requests / (minutes * 60)).toFixed(1)}/s)`,
  )
  console.log(`Errores por estado: ${noErrors ? 'ninguno' : JSON.stringify(summary.errors)}`)
  console.log('\nTipo                       peticiones    p50    p95    p99 (ms)')
  for (const [kind, stat] of Object.entries(summary.byKind) as [
    string,
    { requests: number; p50: number; p95: number; p99: number },
  ][]) {
    console.log(
      `${kind.padEnd(26)} ${String(stat.requests).padStart(10)} ${String(stat.p50).padStart(6)} ${String(stat.p95).padStart(6)} ${String(stat.p99).padStart(6)}`,
    )
  }
  console.log(`\nMemoria (RSS del servidor, MB): ${memory.map((m) => m.rssMb).join(' ')}`)
  console.log(
    `Media del segundo tercio ${middle.toFixed(0)} MB, del último ${last.toFixed(0)} MB (${(growth * 100).toFixed(1)} %, límite ${MEMORY_GROWTH * 100} %)`,
  )
  console.log(
    `\nVeredicto: ${verdictOk ? 'PASS' : 'FAIL'} — ${noErrors ? 'sin errores' : 'con errores'}, memoria ${flat ? 'plana' : 'creciente'}`,
  )

  mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, `soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { cpus: os.cpus().length, loadavg: os.loadavg() },
        options: { minutes, concurrency, members: memberCount },
        ...summary,
        memory,
        memoryThirds: { middleMb: Math.round(middle), lastMb: Math.round(last), growth },
        verdict: { pass: verdictOk, noErrors, flat },
      },
      null,
      2,
    ),
  )
  log(`Resultados en ${path.relative(process.cwd(), file)}`)
} catch (error) {
  console.error(error)
} finally {
  if (server) await stopServer(server)
  await db.stop()
}
if (!verdictOk) console.log(`Registro del servidor: ${logFile}`)
process.exit(verdictOk ? 0 : 1)
