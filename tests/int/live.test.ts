// Live updates across app instances: Server-Sent Events at /api/live fed by PostgreSQL
// LISTEN/NOTIFY. `npm test` starts a second instance of the same build (TEST_BASE_URL_2) on the
// same database; a reader streams from one instance while a sender writes through the other.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BASE_URL, api, founderLogin, signUp, type Session } from '../helpers/api'
import { expectStatus } from '../helpers/access'
import { insertMessage } from '../../src/features/messages/sql'
import {
  LIVE_MAX_PER_ADDRESS,
  LIVE_MAX_PER_MEMBER,
} from '../../src/features/notifications/live-stream'

const BASE_URL_2 = process.env.TEST_BASE_URL_2 || BASE_URL
/** "Within about a second" of the sender's reply. */
const LIVE_MS = 1_000
/**
 * Connections an instance's pools may hold: Payload's (payload.config.ts) and, in production, the
 * fast routes' (src/server/fast-routes.ts), which open the streams.
 */
const POOLS_MAX =
  Number(process.env.DATABASE_POOL_MAX || 10) + Number(process.env.DATABASE_FAST_POOL_MAX || 10)

type LiveEvent = Record<string, unknown> & { type: string }

/** A member's event stream, read with fetch as a browser's EventSource would. */
type Stream = {
  events: LiveEvent[]
  raw: () => string
  next: (match: (event: LiveEvent) => boolean, timeoutMs?: number) => Promise<LiveEvent>
  lastId: () => string | null
  close: () => void
}

async function openStream(
  base: string,
  session?: Session,
  lastEventId?: string,
  extraHeaders: Record<string, string> = {},
) {
  const controller = new AbortController()
  const headers: Record<string, string> = { Accept: 'text/event-stream', ...extraHeaders }
  if (session) headers.Authorization = `JWT ${session.token}`
  if (lastEventId) headers['Last-Event-ID'] = lastEventId
  const response = await fetch(`${base}/api/live`, { headers, signal: controller.signal })
  return { response, controller }
}

async function stream(base: string, session: Session, lastEventId?: string): Promise<Stream> {
  const { response, controller } = await openStream(base, session, lastEventId)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/event-stream')
  const events: LiveEvent[] = []
  const waiters = new Set<() => void>()
  let text = ''
  let id: string | null = null
  let opened: () => void = () => {}
  const ready = new Promise<void>((resolve) => (opened = resolve))
  void (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        text += value
        buffer += value
        opened()
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n')
          const idLine = block.split('\n').find((line) => line.startsWith('id: '))
          if (idLine) id = idLine.slice(4)
          if (data) events.push(JSON.parse(data) as LiveEvent)
          for (const wake of waiters) wake()
        }
      }
    } catch {
      // Aborted by close().
    }
  })()
  await ready
  return {
    events,
    raw: () => text,
    lastId: () => id,
    close: () => controller.abort(),
    next: (match, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match)
          if (!found) return
          cleanup()
          resolve(found)
        }
        const timer = setTimeout(() => {
          cleanup()
          reject(new Error(`sin evento en ${timeoutMs} ms: ${JSON.stringify(events)}`))
        }, timeoutMs)
        const cleanup = () => {
          clearTimeout(timer)
          waiters.delete(check)
        }
        waiters.add(check)
        check()
      }),
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** True once the server ends the stream (heartbeats may come first). */
async function readUntilEnd(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
  try {
    for (;;) if ((await reader.read()).done) return true
  } catch {
    return true
  }
}

async function conversationWith(me: Session, other: Session, base = BASE_URL): Promise<number> {
  const reply = await api('POST', '/api/conversations/open', {
    token: me.token,
    body: { userId: other.id },
  })
  expectStatus(reply, 200, `open (${base})`)
  return reply.body.conversation.id as number
}

async function send(me: Session, conversationId: number, content: string) {
  const reply = await api('POST', `/api/conversations/${conversationId}/messages`, {
    token: me.token,
    body: { content },
  })
  expectStatus(reply, 201, 'send')
  return reply.body.message as { id: number }
}

let db: pg.Client
let ana: Session
let beto: Session
let carla: Session
let talk: number
const opened: Stream[] = []
const track = (open: Promise<Stream>) => open.then((s) => (opened.push(s), s))

beforeAll(async () => {
  db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  ;[ana, beto, carla] = await Promise.all([signUp(), signUp(), signUp()])
  talk = await conversationWith(beto, ana)
})

afterAll(async () => {
  for (const s of opened) s.close()
  await db?.end()
})

/** The listening connections of the app instances on this database. */
async function listenConnections(): Promise<number> {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE application_name = 'tarima-live' AND datname = current_database()`,
  )
  return rows[0].n as number
}

/** An instance's own count of open streams and listening connections (founders only). */
async function stats(base: string) {
  const founder = await founderLogin()
  const response = await fetch(`${base}/api/live/stats`, {
    headers: { Authorization: `JWT ${founder.token}` },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { streams: number; listenConnections: number }
}

describe('live stream', () => {
  it('refuses visitors', async () => {
    const { response } = await openStream(BASE_URL_2)
    expect(response.status).toBe(401)
    await response.body?.cancel()
  })

  it('a message sent through one instance reaches the reader on the other within a second', async () => {
    const reader = await track(stream(BASE_URL_2, ana))
    const content = `Secreto en vivo ${Date.now()}`
    const message = await send(beto, talk, content)
    const sentAt = Date.now()
    const event = await reader.next((e) => e.type === 'message' && e.messageId === message.id)
    expect(Date.now() - sentAt).toBeLessThan(LIVE_MS)
    expect(event).toEqual({
      type: 'message',
      conversationId: talk,
      messageId: message.id,
      senderId: beto.id,
    })
    // Its notification follows on the same stream; no event carries the text.
    await reader.next((e) => e.type === 'notification')
    expect(reader.raw()).not.toContain(content)
    reader.close()
  })

  it("announces a message apart from the message's own commit, which waits for the disk", async () => {
    // A NOTIFY in the message's transaction would hold PostgreSQL's one NOTIFY turn until the
    // message is on disk (migrations/20261204_090000_message_live_after_commit.ts).
    const listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await listener.connect()
    const heard: string[] = []
    listener.on('notification', (notice) => heard.push(notice.payload ?? ''))
    try {
      await listener.query('LISTEN tarima_live')
      const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
      try {
        const saved = await insertMessage(pool, { id: beto.id, staff: false }, talk, 'Sin aviso')
        await sleep(300)
        expect(saved?.message).toBeTruthy()
        const events = heard.map((raw) => JSON.parse(raw) as LiveEvent)
        expect(events.filter((event) => event.type === 'message')).toEqual([])
      } finally {
        await pool.end()
      }
    } finally {
      await listener.end()
    }
  })

  it('events reach only the recipient', async () => {
    const [reader, sender, outsider, outsiderOther] = await Promise.all([
      track(stream(BASE_URL_2, ana)),
      track(stream(BASE_URL, beto)),
      track(stream(BASE_URL_2, carla)),
      track(stream(BASE_URL, carla)),
    ])
    const message = await send(beto, talk, 'Solo para Ana')
    await reader.next((e) => e.type === 'message' && e.messageId === message.id)
    await sleep(LIVE_MS)
    expect(outsider.events).toEqual([])
    expect(outsiderOther.events).toEqual([])
    expect(sender.events.filter((e) => e.type === 'message' || e.type === 'notification')).toEqual(
      [],
    )
    for (const s of [reader, sender, outsider, outsiderOther]) s.close()
  })

  it('reading a thread tells the sender live, on the other instance', async () => {
    const sender = await track(stream(BASE_URL_2, beto))
    await send(beto, talk, '¿Lo leíste?')
    const reply = await api('POST', `/api/conversations/${talk}/read`, { token: ana.token })
    expectStatus(reply, 200)
    expect(reply.body.marked).toBeGreaterThan(0)
    await sender.next((e) => e.type === 'messages-read' && e.conversationId === talk, LIVE_MS * 2)
    sender.close()
  })

  it('a reconnection with Last-Event-ID gets what it missed', async () => {
    const first = await track(stream(BASE_URL_2, ana))
    const before = await send(beto, talk, 'Antes del corte')
    await first.next((e) => e.type === 'message' && e.messageId === before.id)
    const lastId = first.lastId()
    expect(lastId).toMatch(/^\d+$/)
    first.close()
    const missed = await send(beto, talk, 'Durante el corte')
    const resumed = await track(stream(BASE_URL, ana, lastId!))
    await resumed.next((e) => e.type === 'message' && e.messageId === missed.id)
    resumed.close()
  })

  it('comes back after the database drops the listening connections', async () => {
    const reader = await track(stream(BASE_URL_2, ana))
    await db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'tarima-live' AND datname = current_database()`,
    )
    // Streams are told to refetch once the instance listens again.
    await reader.next((e) => e.type === 'resync', 15_000)
    const message = await send(beto, talk, 'Después de la caída')
    const sentAt = Date.now()
    await reader.next((e) => e.type === 'message' && e.messageId === message.id)
    expect(Date.now() - sentAt).toBeLessThan(LIVE_MS)
    reader.close()
  })

  it('a stream opened while its instance listens to nothing opens once it does, and misses nothing', async () => {
    await db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'tarima-live' AND datname = current_database()`,
    )
    // The instances have seen their listener go, and wait half a second before listening again.
    await sleep(100)
    const reader = await track(stream(BASE_URL_2, ana))
    const message = await send(beto, talk, 'Recién abierto')
    await reader.next((e) => e.type === 'message' && e.messageId === message.id)
    reader.close()
  })

  it('a member holds a few streams at most: one more closes the oldest', async () => {
    const opened: { reader: ReadableStreamDefaultReader<Uint8Array>; close: () => void }[] = []
    try {
      for (let n = 0; n < LIVE_MAX_PER_MEMBER + 1; n++) {
        const { response, controller } = await openStream(BASE_URL, carla)
        expect(response.status).toBe(200)
        const reader = response.body!.getReader()
        await reader.read() // subscribed
        opened.push({ reader, close: () => controller.abort() })
        if (n === LIVE_MAX_PER_MEMBER - 1) {
          // Up to the cap, every stream stays open.
          const early = await Promise.race([
            readUntilEnd(opened[0]!.reader),
            sleep(500).then(() => false),
          ])
          expect(early).toBe(false)
        }
      }
      // One more: the oldest ends on the server's side; the newest stays open.
      const ended = await Promise.race([
        readUntilEnd(opened[0]!.reader),
        sleep(5_000).then(() => false),
      ])
      expect(ended).toBe(true)
      const still = await Promise.race([
        readUntilEnd(opened.at(-1)!.reader),
        sleep(500).then(() => false),
      ])
      expect(still).toBe(false)
    } finally {
      opened.forEach((stream) => stream.close())
    }
  })

  it('one address holds a bounded number of streams: more get a 429', async () => {
    const address = { 'X-Forwarded-For': '10.250.0.77' }
    const members = await Promise.all(
      Array.from({ length: Math.ceil(LIVE_MAX_PER_ADDRESS / LIVE_MAX_PER_MEMBER) }, () => signUp()),
    )
    const controllers: AbortController[] = []
    try {
      for (let n = 0; n < LIVE_MAX_PER_ADDRESS; n++) {
        const member = members[Math.floor(n / LIVE_MAX_PER_MEMBER)]!
        const { response, controller } = await openStream(BASE_URL, member, undefined, address)
        controllers.push(controller)
        expect(response.status).toBe(200)
        await response.body!.getReader().read()
      }
      const extra = await openStream(BASE_URL, ana, undefined, address)
      controllers.push(extra.controller)
      expect(extra.response.status).toBe(429)
      expect(extra.response.headers.get('retry-after')).toBeTruthy()
      expect(JSON.stringify(await extra.response.json())).toContain('demasiadas páginas')
      // Another address is not affected.
      const other = await openStream(BASE_URL, ana, undefined, { 'X-Forwarded-For': '10.250.0.78' })
      controllers.push(other.controller)
      expect(other.response.status).toBe(200)
    } finally {
      controllers.forEach((controller) => controller.abort())
    }
  })

  it('stats are for founders only', async () => {
    const reply = await api('GET', '/api/live/stats', { token: ana.token })
    expectStatus(reply, 403)
    expectStatus(await api('GET', '/api/live/stats'), 403)
  })

  it(
    '1,000 connects and disconnects leave no subscribers or connections behind',
    { timeout: 240_000 },
    async () => {
      // Every instance listens once, whatever the number of streams.
      const warm = await Promise.all([stream(BASE_URL, ana), stream(BASE_URL_2, ana)])
      warm.forEach((s) => s.close())
      await settle()
      const baseline = {
        one: await stats(BASE_URL),
        two: await stats(BASE_URL_2),
        listening: await listenConnections(),
      }
      expect(baseline.one.listenConnections).toBe(1)
      expect(baseline.two.listenConnections).toBe(1)
      // One per instance (another server on this database, a developer's, may add its own).
      const instances = BASE_URL === BASE_URL_2 ? 1 : 2
      expect(baseline.listening).toBeGreaterThanOrEqual(instances)
      const backends = await appConnections()

      const members = [ana, beto, carla]
      let done = 0
      const worker = async (lane: number) => {
        while (done < 1_000) {
          const n = done++
          const base = (n + lane) % 2 ? BASE_URL_2 : BASE_URL
          const { response, controller } = await openStream(base, members[n % 3])
          expect(response.status).toBe(200)
          const reader = response.body!.getReader()
          await reader.read() // the opening "retry" line: the stream is subscribed
          controller.abort()
          await reader.cancel().catch(() => {})
        }
      }
      await Promise.all(Array.from({ length: 8 }, (_, lane) => worker(lane)))

      await settle()
      const after = { one: await stats(BASE_URL), two: await stats(BASE_URL_2) }
      expect(after.one.streams).toBe(baseline.one.streams)
      expect(after.two.streams).toBe(baseline.two.streams)
      expect(after.one.listenConnections).toBe(1)
      expect(after.two.listenConnections).toBe(1)
      expect(await listenConnections()).toBe(baseline.listening)
      // Streams hold no database connection of their own: at most each instance's pools and its
      // listener (plus the launcher's), however many streams came and went.
      expect(await appConnections()).toBeLessThanOrEqual(
        Math.max(backends, instances * (POOLS_MAX + 1) + 2),
      )

      /** Waits (a while at most) until both instances have let go of every closed stream. */
      async function settle() {
        const deadline = Date.now() + 10_000
        while (Date.now() < deadline) {
          const [one, two] = [await stats(BASE_URL), await stats(BASE_URL_2)]
          if (one.streams === 0 && two.streams === 0) return
          await sleep(250)
        }
      }
    },
  )
})

/** Every connection to this database except this test's own. */
async function appConnections(): Promise<number> {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  )
  return rows[0].n as number
}
