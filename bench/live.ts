// `npm run bench:live [-- --streams=10000 --messages=200 --rate=5 --idle=60 --clients=2]`: live
// updates at scale. The production build (.next-resilience/, rebuilt only when a source changed;
// --skip-build keeps it) on port 3890 with its own embedded PostgreSQL (.bench-data/live-postgres,
// port 5592); LIVE_BENCH_DIST_DIR=<dir> runs another build as it is and LIVE_BENCH_SERVER=<file>
// another server script than scripts/serve.mjs, to compare variants.
//
// Members are added in SQL with one copied password hash, and each gets a session row in
// users_sessions and a JWT signed here with the key Payload derives from PAYLOAD_SECRET
// (tokenSettingsFromEnv in src/platform/session-token.ts), so 10,000 members need no 10,000 sign-ins.
// Client processes (this same file with --client) open one Server-Sent Events stream per member at
// GET /api/live. The server's resident memory (/proc/<pid>/status) is read before, with every
// stream open, over an idle period (heartbeats only), after closing them and with all of them open
// a second time. Meanwhile members send messages through POST /api/conversations/:id/messages at
// a steady rate, and each delivery is timed from the POST's start (and from its response) to the
// event reaching the recipient's stream. Prints a table, writes bench/results/live-<time>.json and
// exits 1 when a stream did not open, a message was not delivered or reached someone else, the
// delivery p95 reached a second, the idle memory grew or the second round needed more memory.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { SignJWT } from 'jose'
import pg from 'pg'

import { startDatabase } from '../scripts/lib/database'
import { root } from '../scripts/lib/paths'
import { prepareDatabase } from '../scripts/lib/prepare'
import { startServer, stopServer, waitForUrl } from '../scripts/lib/processes'
import { DEMO_ACCOUNTS } from '../scripts/seed/accounts'
import { appEnv, ensureBuild, option, resultsDir, sleep } from './resilience/common'

const now = () => performance.timeOrigin + performance.now()

// ── Client process: holds its share of the streams ──────────────────────────────────────────────

type ToClient =
  | { type: 'open'; base: string; members: { id: number; token: string }[]; concurrency: number }
  | { type: 'close' }
type FromClient =
  | { type: 'progress'; opened: number; failed: number; failures: string[] }
  | { type: 'opened'; opened: number; failed: number; failures: string[] }
  | { type: 'event'; to: number; messageId: number; at: number }
  | { type: 'counts'; heartbeats: number; events: number; resyncs: number; reconnects: number }
  | { type: 'closed'; open: number }

/**
 * One process's share of the streams, read as a browser's EventSource would (it reconnects with
 * Last-Event-ID when the server ends a stream). Reports every message event with the time it
 * arrived; heartbeats and other events are only counted.
 */
function runClient() {
  const tell = (message: FromClient) => process.send!(message)
  const sockets = new Set<http.ClientRequest>()
  let closing = false
  const counts = { heartbeats: 0, events: 0, resyncs: 0, reconnects: 0 }

  function openOne(base: string, member: { id: number; token: string }, lastId: string | null) {
    return new Promise<string | null>((resolve) => {
      const headers: Record<string, string> = {
        Accept: 'text/event-stream',
        Authorization: `JWT ${member.token}`,
        // Each member from an address of its own: one address holds at most LIVE_MAX_PER_ADDRESS.
        'X-Forwarded-For': `10.253.${member.id % 250}.${(member.id >> 8) % 250}`,
      }
      if (lastId) headers['Last-Event-ID'] = lastId
      const request = http.get(`${base}/api/live`, { headers, agent: false })
      sockets.add(request)
      let settled = false
      const settle = (failure: string | null) => {
        if (settled) return
        settled = true
        resolve(failure)
      }
      request.on('error', (error) => {
        sockets.delete(request)
        settle(`red: ${error.message}`)
      })
      request.on('response', (response) => {
        if (response.statusCode !== 200) {
          response.resume()
          sockets.delete(request)
          return settle(`HTTP ${response.statusCode}`)
        }
        response.setEncoding('utf8')
        let buffer = ''
        let id = lastId
        response.on('data', (chunk: string) => {
          buffer += chunk
          let end: number
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            // The opening block ("retry" and ": ok") means the stream is subscribed.
            if (block.startsWith('retry:')) settle(null)
            else if (block === ': ping') counts.heartbeats++
            for (const line of block.split('\n')) {
              if (line.startsWith('id: ')) id = line.slice(4)
              if (!line.startsWith('data: ')) continue
              counts.events++
              const event = JSON.parse(line.slice(6)) as { type: string; messageId?: number }
              if (event.type === 'resync') counts.resyncs++
              if (event.type === 'message')
                tell({ type: 'event', to: member.id, messageId: event.messageId!, at: now() })
            }
          }
        })
        response.on('close', () => {
          sockets.delete(request)
          if (!settled) return settle('cerrado antes de abrir')
          if (closing) return
          // The server ended it (its lifetime cap): reconnect as EventSource does.
          counts.reconnects++
          setTimeout(() => void openOne(base, member, id), 1_000)
        })
      })
    })
  }

  process.on('message', async (message: ToClient) => {
    if (message.type === 'open') {
      let opened = 0
      let failed = 0
      const failures: string[] = []
      let next = 0
      const lane = async () => {
        while (next < message.members.length) {
          const member = message.members[next++]!
          const failure = await openOne(message.base, member, null)
          if (failure) {
            failed++
            if (failures.length < 5) failures.push(failure)
          } else opened++
          if ((opened + failed) % 500 === 0) tell({ type: 'progress', opened, failed, failures })
        }
      }
      await Promise.all(Array.from({ length: message.concurrency }, lane))
      tell({ type: 'opened', opened, failed, failures })
    } else if (message.type === 'close') {
      closing = true
      tell({ type: 'counts', ...counts })
      for (const request of sockets) request.destroy()
      tell({ type: 'closed', open: sockets.size })
      setTimeout(() => process.exit(0), 200)
    }
  })
  const timer = setInterval(() => tell({ type: 'counts', ...counts }), 2_000)
  process.on('disconnect', () => {
    clearInterval(timer)
    process.exit(0)
  })
}

// ── The run ─────────────────────────────────────────────────────────────────────────────────────

async function main() {
  const streams = Number(option('streams') ?? 10_000)
  const messages = Number(option('messages') ?? 200)
  const rate = Number(option('rate') ?? 5)
  const idleSeconds = Number(option('idle') ?? 60)
  const clientCount = Number(option('clients') ?? 2)
  const port = Number(process.env.LIVE_BENCH_PORT || 3890)
  const pgPort = Number(process.env.LIVE_BENCH_PG_PORT || 5592)
  const base = `http://127.0.0.1:${port}`
  if (!(streams >= 10 && messages >= 1 && rate > 0 && idleSeconds >= 0 && clientCount >= 1)) {
    console.error(
      'Uso: npm run bench:live -- [--streams=10000] [--messages=200] [--rate=5] [--idle=60] [--clients=2] [--skip-build]',
    )
    process.exit(1)
  }
  if (process.argv.includes('--skip-build')) process.env.SKIP_BUILD = '1'
  const log = (line: string) =>
    console.log(`[live] ${new Date().toISOString().slice(11, 19)} ${line}`)

  // Every stream is a socket in the server and one in a client: raise the open-file limit of
  // both to what this machine allows (root may go past the hard limit).
  const hardLimit = Number(
    /Max open files\s+\d+\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? 0,
  )
  const fdWanted = streams + 2_048
  const raiseLimit = `ulimit -n ${fdWanted} 2>/dev/null || ulimit -n ${hardLimit};`
  log(`Límite de archivos abiertos: ${hardLimit} (se piden ${fdWanted} por proceso).`)

  const workDir = path.join(root, '.bench-data')
  mkdirSync(workDir, { recursive: true })
  const db = await startDatabase({
    dataDir: path.join(workDir, 'live-postgres'),
    port: pgPort,
    database: 'tarima_live',
    log: () => {},
  })
  const env: NodeJS.ProcessEnv = { ...appEnv(db.url, base, 'live') }
  // Another build, used as it is (to compare with an older version of the code).
  const otherBuild = process.env.LIVE_BENCH_DIST_DIR
  // A variant of the production server to try instead of scripts/serve.mjs.
  const serverScript = process.env.LIVE_BENCH_SERVER || 'scripts/serve.mjs'
  if (otherBuild) env.NEXT_DIST_DIR = otherBuild
  Object.assign(process.env, env)
  const children: ChildProcess[] = []
  let server: ChildProcess | undefined
  try {
    await prepareDatabase({ seed: true, log })
    if (otherBuild) log(`Compilación de ${otherBuild}, tal cual.`)
    else await ensureBuild(env, log)

    log(`Preparando ${streams} miembros con sesión…`)
    const seeded = await seedMembers(db.url, streams, log)

    const logFile = path.join(workDir, 'live-server.log')
    rmSync(logFile, { force: true })
    server = startServer(
      'bash',
      ['-c', `${raiseLimit} exec node --expose-gc ${serverScript} -p ${port}`],
      { ...env, PORT: String(port) },
      logFile,
    )
    await waitForUrl(`${base}/`, 180_000)
    const pid = server.pid!
    const serverLimit = /Max open files\s+(\d+)/.exec(
      readFileSync(`/proc/${pid}/limits`, 'utf8'),
    )?.[1]
    log(`Servidor en ${base} (pid ${pid}, hasta ${serverLimit} archivos abiertos).`)

    const { founder, members } = seeded
    const stats = async (gc = false) => {
      const reply = await fetch(`${base}/api/live/stats${gc ? '?gc=1' : ''}`, {
        headers: { Authorization: `JWT ${founder.token}` },
      })
      if (reply.status !== 200) throw new Error(`/api/live/stats respondió ${reply.status}`)
      return (await reply.json()) as {
        streams: number
        members: number
        memoryMb?: { rss: number; heapUsed: number }
      }
    }
    /**
     * The server's memory once garbage is collected (twice, then a pause): the resident memory
     * from /proc and the live JavaScript heap. Without it, what a figure says depends on when V8
     * last collected: hundreds of MB either way with this many streams.
     */
    const settled = async () => {
      await stats(true)
      await sleep(500)
      const reply = await stats(true)
      await sleep(2_000)
      return { rss: round(rssMb(pid)), heap: reply.memoryMb?.heapUsed ?? 0 }
    }
    const post = async (member: { token: string; id: number }, url: string, body: unknown) => {
      const reply = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `JWT ${member.token}`,
          'X-Forwarded-For': `10.253.${member.id % 250}.${(member.id >> 8) % 250}`,
        },
        body: JSON.stringify(body),
      })
      return { status: reply.status, body: (await reply.json().catch(() => null)) as never }
    }

    // Senders write to recipients drawn from everybody; each pair's conversation is opened first.
    const senderCount = Math.min(members.length - 1, Math.max(20, Math.ceil(messages / 100)))
    const senders = members.slice(0, senderCount)
    const plan: { sender: (typeof members)[number]; to: number; conversation: number }[] = []
    log(`Abriendo ${messages} conversaciones…`)
    for (let i = 0; i < messages; i++) {
      const sender = senders[i % senders.length]!
      const recipient = members[senderCount + ((i * 7919) % (members.length - senderCount))]!
      const reply = await post(sender, '/api/conversations/open', { userId: recipient.id })
      if (reply.status !== 200)
        throw new Error(
          `No se pudo abrir la conversación: ${reply.status} ${JSON.stringify(reply.body)}`,
        )
      const conversation = (reply.body as { conversation: { id: number } }).conversation.id
      plan.push({ sender, to: recipient.id, conversation })
    }

    // Warm-up: the route's first requests load its code; a few messages go through end to end.
    const rss = () => rssMb(pid)
    log('Calentando (50 flujos y 10 mensajes)…')
    {
      const warm = await startClients(1, members.slice(0, 50), 10)
      for (const step of plan.slice(0, 10)) {
        await post(step.sender, `/api/conversations/${step.conversation}/messages`, {
          content: 'Calentando',
        })
      }
      await sleep(1_000)
      await warm.close()
    }
    await waitForStreams(stats, 0, 30_000)
    await sleep(5_000)
    const baseMemory = await settled()
    log(`Memoria base: ${baseMemory.rss} MB (montón JS ${baseMemory.heap} MB)`)

    // Open every stream.
    log(`Abriendo ${streams} flujos desde ${clientCount} procesos…`)
    const openStarted = now()
    const clients = await startClients(clientCount, members, 32)
    const openSeconds = (now() - openStarted) / 1000
    const serverStats = await stats()
    log(
      `Abiertos ${clients.opened} (fallidos ${clients.failed}) en ${openSeconds.toFixed(1)} s; el servidor cuenta ${serverStats.streams} flujos de ${serverStats.members} miembros.`,
    )
    if (clients.failures.length) log(`Fallos: ${clients.failures.join('; ')}`)
    await sleep(5_000)
    const openMemory = await settled()
    const perStream = (mb: number) => round((mb * 1024) / Math.max(1, clients.opened))
    const perStreamKb = perStream(openMemory.rss - baseMemory.rss)
    const perStreamHeapKb = perStream(openMemory.heap - baseMemory.heap)
    log(
      `Con ${clients.opened} flujos: ${openMemory.rss} MB (montón ${openMemory.heap} MB) → ${perStreamKb} KB por flujo (montón ${perStreamHeapKb} KB)`,
    )

    // Idle: only heartbeats. Memory must stay flat.
    const idle: { at: number; mb: number }[] = []
    const heartbeatsBefore = clients.counts().heartbeats
    if (idleSeconds > 0) {
      log(`En reposo ${idleSeconds} s (latidos cada 20 s)…`)
      const idleStarted = now()
      while (now() - idleStarted < idleSeconds * 1000) {
        idle.push({ at: Math.round((now() - idleStarted) / 1000), mb: rss() })
        await sleep(5_000)
      }
      idle.push({ at: Math.round((now() - idleStarted) / 1000), mb: rss() })
    }
    const heartbeats = clients.counts().heartbeats - heartbeatsBefore
    // Flat: after the idle period (heartbeats only) the settled memory is what it was before it.
    const idleMemory = await settled()
    const idleGrowth = (idleMemory.rss - openMemory.rss) / openMemory.rss
    log(`Tras el reposo: ${idleMemory.rss} MB (montón ${idleMemory.heap} MB)`)

    // Deliveries at a steady rate while every stream is open.
    log(`Enviando ${messages} mensajes a ${rate}/s…`)
    const sent = new Map<number, { to: number; start: number; answered: number }>()
    const sendErrors: string[] = []
    const pending: Promise<void>[] = []
    const sendStarted = now()
    for (const [i, step] of plan.entries()) {
      const due = sendStarted + (i * 1000) / rate
      if (due > now()) await sleep(due - now())
      pending.push(
        (async () => {
          const start = now()
          const reply = await post(
            step.sender,
            `/api/conversations/${step.conversation}/messages`,
            {
              content: `Mensaje en vivo ${i}`,
            },
          )
          const answered = now()
          if (reply.status !== 201) {
            sendErrors.push(`${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`)
            return
          }
          const id = (reply.body as { message: { id: number } }).message.id
          sent.set(id, { to: step.to, start, answered })
        })(),
      )
    }
    await Promise.all(pending)
    const deadline = now() + 10_000
    while (now() < deadline && [...sent.keys()].some((id) => !clients.arrivals.has(id)))
      await sleep(100)
    const fromStart: number[] = []
    const fromAnswer: number[] = []
    let missing = 0
    let misdelivered = 0
    for (const [id, message] of sent) {
      const arrival = clients.arrivals.get(id)
      if (!arrival) {
        missing++
        continue
      }
      if (arrival.to !== message.to) misdelivered++
      fromStart.push(arrival.at - message.start)
      fromAnswer.push(arrival.at - message.answered)
    }
    const delivery = {
      sent: sent.size,
      sendErrors: sendErrors.length,
      delivered: fromStart.length,
      missing,
      misdelivered,
      extraEvents: clients.arrivals.size - fromStart.length,
      fromStart: percentiles(fromStart),
      fromAnswer: percentiles(fromAnswer),
    }
    log(
      `Entregados ${delivery.delivered}/${messages}: desde el envío p50 ${delivery.fromStart.p50} ms, p95 ${delivery.fromStart.p95} ms, máx. ${delivery.fromStart.max} ms`,
    )
    if (sendErrors.length) log(`Errores al enviar: ${sendErrors.slice(0, 3).join('; ')}`)
    const afterSendMb = rss()

    // Close everything; the memory must come back down.
    const finalCounts = clients.counts()
    await clients.close()
    const drained = await waitForStreams(stats, 0, 60_000)
    await sleep(5_000)
    const closedMemory = await settled()
    log(
      `Tras cerrar (${drained} flujos en el servidor): ${closedMemory.rss} MB (montón ${closedMemory.heap} MB)`,
    )

    // Bounded: the heap returns to its base once the streams close (the resident memory need not:
    // V8 and the allocator keep pages they grew), and a second round of the same streams fits in
    // what the first one used.
    log(`Abriendo otra vez los ${streams} flujos…`)
    const again = await startClients(clientCount, members, 32)
    await sleep(5_000)
    const againMemory = await settled()
    await again.close()
    const drainedAgain = await waitForStreams(stats, 0, 60_000)
    log(
      `Segunda ronda: ${again.opened} flujos, ${againMemory.rss} MB (montón ${againMemory.heap} MB); quedan ${drainedAgain} al cerrar.`,
    )

    const result = {
      date: new Date().toISOString(),
      commit: gitCommit(),
      machine: `${os.cpus().length} vCPU ${os.cpus()[0]?.model ?? ''}, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
      load: os.loadavg(),
      options: { streams, messages, rate, idleSeconds, clients: clientCount },
      streams: {
        opened: clients.opened,
        failed: clients.failed,
        failures: clients.failures,
        openSeconds: round(openSeconds),
        serverCount: serverStats.streams,
        afterClose: drained,
        heartbeatsWhileIdle: heartbeats,
        resyncs: finalCounts.resyncs,
        reconnects: finalCounts.reconnects,
      },
      // Resident memory (rss) and live JavaScript heap (heap) after collecting garbage; `idle` are
      // raw resident samples every 5 s, as the process lives them.
      memoryMb: {
        base: baseMemory,
        withStreams: openMemory,
        perStreamKb,
        perStreamHeapKb,
        idle: idle.map((s) => ({ at: s.at, mb: round(s.mb) })),
        afterIdle: idleMemory,
        idleGrowthPct: round(idleGrowth * 100),
        afterMessages: round(afterSendMb),
        afterClose: closedMemory,
        secondRound: againMemory,
        secondRoundGrowthPct: round(((againMemory.rss - openMemory.rss) / openMemory.rss) * 100),
      },
      delivery,
    }
    const failures = [
      clients.failed > 0 && `${clients.failed} flujos no se abrieron`,
      delivery.missing > 0 && `${delivery.missing} mensajes sin entregar`,
      delivery.sendErrors > 0 && `${delivery.sendErrors} envíos con error`,
      delivery.misdelivered > 0 && `${delivery.misdelivered} mensajes a otro miembro`,
      delivery.fromStart.p95 >= 1000 && `p95 de entrega ${delivery.fromStart.p95} ms ≥ 1 s`,
      idleGrowth > 0.1 && `la memoria en reposo creció un ${(idleGrowth * 100).toFixed(1)} %`,
      again.failed > 0 && `${again.failed} flujos no se abrieron en la segunda ronda`,
      againMemory.rss > openMemory.rss * 1.1 &&
        `la segunda ronda pasó de ${openMemory.rss} a ${againMemory.rss} MB (> 10 %)`,
      closedMemory.heap > baseMemory.heap + 0.1 * (openMemory.heap - baseMemory.heap) + 5 &&
        `el montón no volvió a su base al cerrar (${baseMemory.heap} → ${closedMemory.heap} MB)`,
    ].filter(Boolean) as string[]
    printTable(result)
    mkdirSync(resultsDir, { recursive: true })
    const file = path.join(resultsDir, `live-${result.date.replace(/[:.]/g, '-')}.json`)
    writeFileSync(file, JSON.stringify({ ...result, failures }, null, 2))
    log(`Resultado en ${path.relative(root, file)}`)
    if (failures.length) {
      log(`FALLA: ${failures.join('; ')}`)
      process.exitCode = 1
    } else log('PASA')
  } finally {
    for (const child of children) child.kill()
    if (server) await stopServer(server)
    await db.stop()
  }

  /** Starts `count` client processes sharing `members`' streams; resolves once all are open. */
  async function startClients(
    count: number,
    share: { id: number; token: string }[],
    lanes: number,
  ) {
    const arrivals = new Map<number, { to: number; at: number }>()
    const counts = new Map<ChildProcess, Extract<FromClient, { type: 'counts' }>>()
    const procs: ChildProcess[] = []
    let opened = 0
    let failed = 0
    const failures: string[] = []
    const execArgs = [...process.execArgv, process.argv[1]!, '--client']
      .map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`)
      .join(' ')
    await Promise.all(
      Array.from({ length: count }, (_, c) => {
        const mine = share.filter((_, i) => i % count === c)
        const child = spawn(
          'bash',
          ['-c', `${raiseLimit} exec '${process.execPath}' ${execArgs}`],
          {
            cwd: root,
            stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          },
        )
        procs.push(child)
        children.push(child)
        return new Promise<void>((resolve, reject) => {
          child.on('exit', (code) => reject(new Error(`Un cliente terminó (${code})`)))
          child.on('message', (message: FromClient) => {
            if (message.type === 'event')
              arrivals.set(message.messageId, { to: message.to, at: message.at })
            else if (message.type === 'counts') counts.set(child, message)
            else if (message.type === 'opened') {
              opened += message.opened
              failed += message.failed
              failures.push(...message.failures)
              resolve()
            }
          })
          child.send({ type: 'open', base, members: mine, concurrency: lanes } satisfies ToClient)
        })
      }),
    )
    const total = () => {
      const sum = { heartbeats: 0, events: 0, resyncs: 0, reconnects: 0 }
      for (const c of counts.values()) {
        sum.heartbeats += c.heartbeats
        sum.events += c.events
        sum.resyncs += c.resyncs
        sum.reconnects += c.reconnects
      }
      return sum
    }
    return {
      opened,
      failed,
      failures,
      arrivals,
      counts: total,
      close: async () => {
        await Promise.all(
          procs.map(
            (child) =>
              new Promise<void>((resolve) => {
                child.removeAllListeners('exit')
                child.on('exit', () => resolve())
                child.on('message', (message: FromClient) => {
                  if (message.type === 'counts') counts.set(child, message)
                })
                child.send({ type: 'close' } satisfies ToClient)
              }),
          ),
        )
        children.splice(0, children.length, ...children.filter((c) => !procs.includes(c)))
      },
    }
  }
}

// ── Members and sessions ────────────────────────────────────────────────────────────────────────

const MEMBER_DOMAIN = 'vivo.tarima.test'

type Session = { id: number; token: string }

/**
 * `total` members (added once, then reused) with a profile, two days old so the usual hourly
 * limits apply, and a fresh session each: a users_sessions row and its JWT, signed as Payload signs
 * at sign-in (node_modules/payload/dist/auth/jwt.js) with the key of tokenSettingsFromEnv().
 */
async function seedMembers(url: string, total: number, log: (line: string) => void) {
  const { tokenSettingsFromEnv } = await import('../src/platform/session-token')
  const { JWT_AUTH_VERSION } = await import('payload')
  const { COUNTRIES } = await import('../src/lib/options')
  const key = tokenSettingsFromEnv().key
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('BEGIN')
    const { rows: have } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM users WHERE email LIKE '%@${MEMBER_DOMAIN}'`,
    )
    const existing = Number(have[0]!.n)
    if (existing < total) {
      log(`Creando ${total - existing} miembros en SQL…`)
      const { rows } = await client.query<{ salt: string; hash: string }>(
        'SELECT salt, hash FROM users WHERE email = $1',
        [DEMO_ACCOUNTS.member.email],
      )
      const demo = rows[0]
      if (!demo) throw new Error(`Falta la cuenta de demostración ${DEMO_ACCOUNTS.member.email}`)
      const { rows: ids } = await client.query<{ id: number }>(
        `INSERT INTO users (first_name, last_name, role, email_confirmed, email, salt, hash, created_at, updated_at)
         SELECT 'Vivo', 'Miembro ' || n, 'member', true, 'vivo-' || n || '@${MEMBER_DOMAIN}',
                $1, $2, now() - interval '2 days', now()
         FROM generate_series($3::int, $4::int) AS n
         RETURNING id`,
        [demo.salt, demo.hash, existing + 1, total],
      )
      await client.query(
        `INSERT INTO profiles (user_id, display_name, first_name, last_name, country, created_at, updated_at)
         SELECT u.id, u.first_name || ' ' || u.last_name, u.first_name, u.last_name,
                ($2::text[])[1 + (u.id % array_length($2::text[], 1))]::enum_profiles_country,
                u.created_at, now()
         FROM users u WHERE u.id = ANY($1::int[])`,
        [ids.map((row) => row.id), COUNTRIES],
      )
    }
    const { rows: people } = await client.query<{ id: number; email: string }>(
      `SELECT id, email FROM users WHERE email LIKE '%@${MEMBER_DOMAIN}'
       ORDER BY id LIMIT $1`,
      [total],
    )
    const { rows: founders } = await client.query<{ id: number; email: string }>(
      'SELECT id, email FROM users WHERE email = $1',
      [DEMO_ACCOUNTS.founder.email],
    )
    if (!founders[0]) throw new Error('Falta la fundadora de la demo')
    const everyone = [...people, founders[0]]
    // One session per account, replacing the previous run's.
    const sids = everyone.map(() => randomUUID())
    await client.query(`DELETE FROM users_sessions WHERE _parent_id = ANY($1::int[])`, [
      everyone.map((p) => p.id),
    ])
    await client.query(
      `INSERT INTO users_sessions (_order, _parent_id, id, created_at, expires_at)
       SELECT 1, p, s, now(), now() + interval '1 day'
       FROM unnest($1::int[], $2::text[]) AS t(p, s)`,
      [everyone.map((p) => p.id), sids],
    )
    await client.query('COMMIT')
    const issuedAt = Math.floor(Date.now() / 1000)
    const sign = (person: { id: number; email: string }, sid: string) =>
      new SignJWT({ id: person.id, collection: 'users', email: person.email, sid })
        .setProtectedHeader({ alg: 'HS256', authVersion: JWT_AUTH_VERSION, typ: 'JWT' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + 24 * 60 * 60)
        .sign(key)
    const tokens = await Promise.all(everyone.map((person, i) => sign(person, sids[i]!)))
    const sessions: Session[] = everyone.map((person, i) => ({ id: person.id, token: tokens[i]! }))
    return { founder: sessions.pop()!, members: sessions }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}

// ── Measures ────────────────────────────────────────────────────────────────────────────────────

/** Resident memory (MB) of the server process, from /proc. */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return Number(match?.[1] ?? 0) / 1024
}

/** Polls the server's own count until it reaches `target` (or time runs out); returns the last. */
async function waitForStreams(
  stats: () => Promise<{ streams: number }>,
  target: number,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs
  let last = (await stats()).streams
  while (last !== target && Date.now() < deadline) {
    await sleep(250)
    last = (await stats()).streams
  }
  return last
}

const round = (value: number) => Math.round(value * 10) / 10
function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0)
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0) }
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim()
  } catch {
    return 'desconocido'
  }
}

type Memory = { rss: number; heap: number }
type Result = {
  streams: {
    opened: number
    failed: number
    openSeconds: number
    serverCount: number
    heartbeatsWhileIdle: number
    afterClose: number
  }
  memoryMb: {
    base: Memory
    withStreams: Memory
    perStreamKb: number
    perStreamHeapKb: number
    idle: { at: number; mb: number }[]
    afterIdle: Memory
    idleGrowthPct: number
    afterMessages: number
    afterClose: Memory
    secondRound: Memory
    secondRoundGrowthPct: number
  }
  delivery: {
    sent: number
    delivered: number
    missing: number
    fromStart: ReturnType<typeof percentiles>
    fromAnswer: ReturnType<typeof percentiles>
  }
}

function printTable(result: Result) {
  const { streams, memoryMb: m, delivery: d } = result
  const mem = (x: Memory) => `${x.rss} MB (montón JS ${x.heap} MB)`
  const sign = (n: number) => `${n >= 0 ? '+' : ''}${n} %`
  const idle = m.idle.length
    ? `${Math.min(...m.idle.map((s) => s.mb)).toFixed(0)}–${Math.max(...m.idle.map((s) => s.mb)).toFixed(0)} MB`
    : '—'
  const rows: [string, string][] = [
    [
      'Flujos abiertos (servidor)',
      `${streams.opened} (${streams.serverCount}), fallidos ${streams.failed}, en ${streams.openSeconds} s`,
    ],
    ['Memoria base', mem(m.base)],
    ['Con los flujos', mem(m.withStreams)],
    ['Por flujo', `${m.perStreamKb} KB (montón JS ${m.perStreamHeapKb} KB)`],
    ['En reposo, sin recoger (mín.–máx.)', idle],
    ['Tras el reposo', `${mem(m.afterIdle)}, ${sign(m.idleGrowthPct)}`],
    ['Latidos recibidos en reposo', String(streams.heartbeatsWhileIdle)],
    ['Tras los mensajes, sin recoger', `${m.afterMessages} MB`],
    ['Tras cerrarlos', `${mem(m.afterClose)}, quedan ${streams.afterClose} flujos`],
    ['Otra vez con todos (2.ª ronda)', `${mem(m.secondRound)}, ${sign(m.secondRoundGrowthPct)}`],
    ['Mensajes entregados', `${d.delivered}/${d.sent} (sin entregar ${d.missing})`],
    [
      'Entrega desde el envío p50 / p95 / p99 / máx.',
      `${d.fromStart.p50} / ${d.fromStart.p95} / ${d.fromStart.p99} / ${d.fromStart.max} ms`,
    ],
    [
      'Entrega desde la respuesta p50 / p95 / máx.',
      `${d.fromAnswer.p50} / ${d.fromAnswer.p95} / ${d.fromAnswer.max} ms`,
    ],
  ]
  const width = Math.max(...rows.map(([label]) => label.length))
  console.log('')
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`)
  console.log('')
}

// Last, once every constant above is defined.
if (process.argv.includes('--client')) runClient()
else await main()
