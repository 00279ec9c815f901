// No 'server-only' import: the production server may load this file outside Next
// (src/server/fast-routes.ts), where that package refuses to load.
import pg from 'pg'

import type { LiveEvent } from './live-events'

/** The channel the database triggers announce on (migration 20261121_120000_live_notify). */
export const LIVE_CHANNEL = 'tarima_live'
/** The name the listening connection shows in pg_stat_activity. */
export const LIVE_APPLICATION_NAME = 'tarima-live'

const RETRY_MIN_MS = 500
const RETRY_MAX_MS = 10_000
/** A silent dead TCP connection is noticed by a query that does not answer in time. */
const HEALTH_EVERY_MS = 15_000
const HEALTH_TIMEOUT_MS = 5_000

/** An open stream, as the hub sees it: something to hand the member's events to, and to end. */
export type LiveSubscriber = { deliver: (event: LiveEvent) => void; close: () => void }
type Logger = {
  info: (obj: object, msg: string) => void
  error: (obj: object, msg: string) => void
}

/**
 * One LISTEN connection per app instance, shared by every open stream of this process: NOTIFY
 * payloads name the member to tell, and the hub hands each event to that member's streams only.
 * It reconnects with backoff when the database goes away and then asks every stream to resync,
 * since events may have been missed meanwhile.
 */
class LiveHub {
  /**
   * Each member's open streams. Most members have one tab open, so a lone stream is kept as is
   * and a Set only once a second one opens: with 10,000 streams that is 10,000 Sets fewer.
   */
  private readonly subscribers = new Map<number, LiveSubscriber | Set<LiveSubscriber>>()
  private streams = 0
  private client: pg.Client | null = null
  private connecting = false
  private retryMs = RETRY_MIN_MS
  private retryTimer: NodeJS.Timeout | null = null
  private healthTimer: NodeJS.Timeout | null = null
  private hadConnection = false
  private reconnects = 0
  /** Streams waiting for the LISTEN to be in place before they open (whenListening). */
  private waiting: (() => void)[] = []
  private logger: Logger = {
    info: (obj, msg) => console.info(msg, obj),
    error: (obj, msg) => console.error(msg, obj),
  }

  useLogger(logger: Logger) {
    this.logger = logger
  }

  /** Hands `subscriber` every event for `userId` until unsubscribe() with the same pair. */
  subscribe(userId: number, subscriber: LiveSubscriber) {
    const current = this.subscribers.get(userId)
    if (!current) this.subscribers.set(userId, subscriber)
    else if (current instanceof Set) {
      if (current.has(subscriber)) return
      current.add(subscriber)
    } else if (current !== subscriber) this.subscribers.set(userId, new Set([current, subscriber]))
    else return
    this.streams++
    this.ensureListening()
  }

  /** The member's open streams, oldest first. */
  streamsOf(userId: number): LiveSubscriber[] {
    const current = this.subscribers.get(userId)
    return !current ? [] : current instanceof Set ? [...current] : [current]
  }

  unsubscribe(userId: number, subscriber: LiveSubscriber) {
    const current = this.subscribers.get(userId)
    if (current === subscriber) this.subscribers.delete(userId)
    else if (current instanceof Set && current.delete(subscriber)) {
      if (current.size === 1) this.subscribers.set(userId, current.values().next().value!)
    } else return
    this.streams--
  }

  /**
   * Runs `then` once the hub listens, at once when it does already: an event is delivered only if
   * its NOTIFY comes after the LISTEN, so a stream that opened before would miss the first ones.
   */
  whenListening(then: () => void) {
    if (this.client) then()
    else this.waiting.push(then)
  }

  stats() {
    return {
      streams: this.streams,
      members: this.subscribers.size,
      listening: this.client !== null,
      listenConnections: this.client ? 1 : 0,
      reconnects: this.reconnects,
    }
  }

  private ensureListening() {
    if (this.client || this.connecting || this.retryTimer) return
    void this.connect()
  }

  private async connect() {
    this.connecting = true
    // LISTEN needs a session of its own: behind a transaction-mode pooler (PgBouncer) it must reach
    // PostgreSQL directly, through DATABASE_LISTEN_URL.
    const client = new pg.Client({
      connectionString: process.env.DATABASE_LISTEN_URL || process.env.DATABASE_URL,
      application_name: LIVE_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
    })
    client.on('notification', (message) => this.dispatch(message.payload))
    client.on('error', (error) => this.drop(client, error))
    client.on('end', () => this.drop(client))
    try {
      await client.connect()
      await client.query(`LISTEN ${LIVE_CHANNEL}`)
    } catch (error) {
      this.connecting = false
      this.logger.error({ err: error }, 'Eventos en vivo: no se pudo escuchar la base de datos')
      client.removeAllListeners()
      client.on('error', () => {})
      void client.end().catch(() => {})
      this.scheduleRetry()
      return
    }
    this.connecting = false
    this.client = client
    this.retryMs = RETRY_MIN_MS
    this.healthTimer = setInterval(() => void this.checkHealth(client), HEALTH_EVERY_MS)
    this.healthTimer.unref()
    if (this.hadConnection) {
      this.reconnects++
      this.logger.info({}, 'Eventos en vivo: conexión con la base de datos recuperada')
      this.broadcast({ type: 'resync' })
    }
    this.hadConnection = true
    for (const then of this.waiting.splice(0)) then()
  }

  private drop(client: pg.Client, error?: Error) {
    if (this.client !== client) return
    this.client = null
    if (this.healthTimer) clearInterval(this.healthTimer)
    this.healthTimer = null
    this.logger.error({ err: error }, 'Eventos en vivo: conexión con la base de datos perdida')
    client.removeAllListeners()
    client.on('error', () => {})
    void client.end().catch(() => {})
    this.scheduleRetry()
  }

  private scheduleRetry() {
    if (this.retryTimer) return
    const wait = this.retryMs
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS)
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      void this.connect()
    }, wait)
    this.retryTimer.unref()
  }

  private async checkHealth(client: pg.Client) {
    let timer: NodeJS.Timeout | undefined
    try {
      await Promise.race([
        client.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('sin respuesta')), HEALTH_TIMEOUT_MS)
        }),
      ])
    } catch (error) {
      this.drop(client, error as Error)
    } finally {
      clearTimeout(timer)
    }
  }

  private dispatch(raw: string | undefined) {
    const parsed = parseNotice(raw)
    if (!parsed) {
      this.logger.error({ payload: raw }, 'Eventos en vivo: aviso de la base de datos no válido')
      return
    }
    const current = this.subscribers.get(parsed.to)
    if (!current) return
    if (current instanceof Set)
      for (const subscriber of [...current]) subscriber.deliver(parsed.event)
    else current.deliver(parsed.event)
  }

  private broadcast(event: LiveEvent) {
    const everyone: LiveSubscriber[] = []
    for (const current of this.subscribers.values()) {
      if (current instanceof Set) everyone.push(...current)
      else everyone.push(current)
    }
    for (const subscriber of everyone) subscriber.deliver(event)
  }
}

/** A trigger's payload: the member to tell (`to`) and the event, ids only. */
export function parseNotice(raw: string | undefined): { to: number; event: LiveEvent } | null {
  let data: Record<string, unknown>
  try {
    data = JSON.parse(raw ?? '') as Record<string, unknown>
  } catch {
    return null
  }
  const to = Number(data.to)
  if (!Number.isInteger(to)) return null
  const id = (key: string) => Number(data[key])
  switch (data.type) {
    case 'message':
      return {
        to,
        event: {
          type: 'message',
          conversationId: id('conversationId'),
          messageId: id('messageId'),
          senderId: id('senderId'),
        },
      }
    case 'messages-read':
      return { to, event: { type: 'messages-read', conversationId: id('conversationId') } }
    case 'notification':
      return { to, event: { type: 'notification', notificationId: id('notificationId') } }
    case 'notifications-read':
      return { to, event: { type: 'notifications-read' } }
    default:
      return null
  }
}

// One hub per process, also across the module reloads of `next dev` (and shared with the production
// server's own copy of this module, if it serves streams before Next).
const holder = globalThis as typeof globalThis & { __tarimaLiveHub?: LiveHub }
export const liveHub = (holder.__tarimaLiveHub ??= new LiveHub())
