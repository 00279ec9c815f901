// No 'server-only' import: the production server may load this file outside Next
// (src/server/fast-routes.ts), where that package refuses to load.
import type { Payload } from 'payload'

import { sqlPool, type Queryable } from '@/lib/db'
import type { LiveEvent } from './live-events'
import { liveHub, type LiveSubscriber } from './live-hub'
import { missedSince } from './sql'

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 20_000
/**
 * Streams end after a while (the browser reconnects at once with Last-Event-ID), so a session that
 * expired or a member who signed out stops receiving events, and no connection lives forever.
 */
const LIFETIME_MS = 10 * 60_000
/** Spread over this much more, so the streams of one busy moment do not all reconnect together. */
const LIFETIME_SPREAD_MS = 30_000
/** How long the browser waits before reconnecting. */
const RETRY_MS = 1_000
/** A resume looks back a little further than the last event, for clocks a bit apart. */
const RESUME_SLACK_MS = 5_000
/** A resume never looks back further than this (older gaps get a full resync). */
const RESUME_MAX_MS = 60 * 60_000
const RESUME_LIMIT = 50
/** Chunks waiting for a client that does not read before the stream gives up on it. */
const MAX_QUEUED = 200
/** The same for a stream written straight to Node's response: bytes it holds unsent. */
const MAX_BUFFERED_BYTES = 64 * 1024

/** A member's open streams (tabs, devices) at most: opening one more closes their oldest. */
export const LIVE_MAX_PER_MEMBER = 5
/**
 * Open streams of one instance from one address at most (members behind one NAT included): more
 * are refused (429), so one client cannot hold thousands of connections open.
 */
export const LIVE_MAX_PER_ADDRESS = 50
const openPerAddress = new Map<string, number>()

/** Whether one more stream may open from this address (src/lib/client-ip.ts `clientIp`). */
export const liveStreamAllowedFrom = (address: string) =>
  (openPerAddress.get(address) ?? 0) < LIVE_MAX_PER_ADDRESS

/** The answer's headers, whichever server writes it. */
export const LIVE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // no-transform: the compression middleware must not buffer the stream.
  'Cache-Control': 'no-cache, no-store, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
} as const

const OPENING = `retry: ${RETRY_MS}\n: ok\n\n`
const PING = ': ping\n\n'

/** Where a stream's text goes: the body of Next's Response, or Node's response itself. */
export type LiveSink = {
  /** Queues a chunk; false when the client has stopped reading and the stream should end. */
  write: (chunk: string) => boolean
  end: () => void
}

/**
 * One open page's stream. A plain object, no timers of its own: with 10,000 streams open, every
 * closure, timer and listener per stream adds up (bench/live.ts measures it). Heartbeats and the
 * lifetime cap come from one shared clock (Heartbeats below).
 */
class LiveSession implements LiveSubscriber {
  closed = false
  readonly expiresAt = Date.now() + LIFETIME_MS + Math.random() * LIFETIME_SPREAD_MS
  /** The heartbeat slot this stream is in. */
  slot: Set<LiveSession> | null = null
  /** Called once when the stream ends (whoever ends it). */
  onClose: (() => void) | null = null

  constructor(
    readonly userId: number,
    private readonly sink: LiveSink,
    private readonly address: string,
  ) {
    openPerAddress.set(address, (openPerAddress.get(address) ?? 0) + 1)
  }

  deliver(event: LiveEvent) {
    this.write(`id: ${Date.now()}\ndata: ${JSON.stringify(event)}\n\n`)
  }

  beat() {
    if (Date.now() >= this.expiresAt) this.close()
    else this.write(PING)
  }

  write(chunk: string) {
    if (this.closed) return
    // A client that stopped reading without closing: let it go instead of queueing forever.
    if (!this.sink.write(chunk)) this.close()
  }

  close() {
    if (this.closed) return
    this.closed = true
    const open = (openPerAddress.get(this.address) ?? 1) - 1
    if (open > 0) openPerAddress.set(this.address, open)
    else openPerAddress.delete(this.address)
    liveHub.unsubscribe(this.userId, this)
    heartbeats.remove(this)
    this.onClose?.()
    this.onClose = null
    this.sink.end()
  }
}

/**
 * One timer for every stream of the process: each second it pings the streams of one of twenty
 * slots (so each stream every 20 s), and ends those past their lifetime. New streams join the
 * emptiest slot, so the pings of many streams opened at once are spread over the 20 seconds
 * instead of all landing together and holding up a message behind 10,000 writes.
 */
class Heartbeats {
  private readonly slots = Array.from(
    { length: HEARTBEAT_MS / 1_000 },
    () => new Set<LiveSession>(),
  )
  private cursor = 0
  private size = 0
  private timer: NodeJS.Timeout | null = null

  add(session: LiveSession) {
    let emptiest = this.slots[0]!
    for (const slot of this.slots) if (slot.size < emptiest.size) emptiest = slot
    emptiest.add(session)
    session.slot = emptiest
    if (this.size++ === 0) {
      this.timer = setInterval(() => this.tick(), 1_000)
      this.timer.unref()
    }
  }

  remove(session: LiveSession) {
    if (!session.slot?.delete(session)) return
    session.slot = null
    if (--this.size === 0 && this.timer) {
      clearInterval(this.timer)
      this.timer = null
    }
  }

  private tick() {
    const slot = this.slots[this.cursor]!
    this.cursor = (this.cursor + 1) % this.slots.length
    for (const session of slot) session.beat()
  }
}

const heartbeats = new Heartbeats()

/**
 * Starts a member's stream on `sink`: subscribed to the hub, on the shared heartbeat, and, when the
 * page is reconnecting, followed by what it missed (`backlog`, read once the hub listens so nothing
 * falls between the two; an event may then come twice, which the page takes as a refresh).
 */
export function startLiveSession(
  userId: number,
  sink: LiveSink,
  backlog: (() => Promise<LiveEvent[]>) | null,
  onBacklogError: (error: unknown) => void,
  address: string,
): LiveSession {
  const session = new LiveSession(userId, sink, address)
  liveHub.subscribe(userId, session)
  const streams = liveHub.streamsOf(userId)
  for (const oldest of streams.slice(0, Math.max(0, streams.length - LIVE_MAX_PER_MEMBER))) {
    oldest.close()
  }
  heartbeats.add(session)
  // Sent once subscribed and listened for: a client that has read it misses no event from then on.
  liveHub.whenListening(() => {
    if (session.closed) return
    session.write(OPENING)
    backlog?.().then(
      (events) => events.forEach((event) => session.deliver(event)),
      (error: unknown) => {
        onBacklogError(error)
        session.deliver({ type: 'resync' })
      },
    )
  })
  return session
}

type StreamOptions = {
  payload: Payload
  userId: number
  /** The client's address (src/lib/client-ip.ts), for LIVE_MAX_PER_ADDRESS. */
  address: string
  lastEventId: string | null
  signal: AbortSignal
}

const encoder = new TextEncoder()

/**
 * The Server-Sent Events answer of one open page, as a Response for Next's route handler (in
 * development; the production server answers before Next, src/server/fast-routes.ts): the member's
 * live events from the hub, a heartbeat, a capped lifetime, and on reconnection the messages and
 * notifications created since the last event it got. Everything is released when the client goes
 * away.
 */
export function openLiveStream({
  payload,
  userId,
  address,
  lastEventId,
  signal,
}: StreamOptions): Response {
  let backlog = backlogOf(sqlPool(payload), userId, lastEventId)
  let session: LiveSession | null = null
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      session = startLiveSession(
        userId,
        {
          write(chunk) {
            if ((controller.desiredSize ?? 0) < -MAX_QUEUED) return false
            try {
              controller.enqueue(encoder.encode(chunk))
              return true
            } catch {
              return false
            }
          },
          end() {
            try {
              controller.close()
            } catch {
              // Already closed by the client.
            }
          },
        },
        backlog,
        (error) =>
          payload.logger.error(
            { err: error, user: userId },
            'Eventos en vivo: no se pudo reanudar',
          ),
        address,
      )
      backlog = null
      if (session.closed) return
      const close = () => session?.close()
      signal.addEventListener('abort', close, { once: true })
      session.onClose = () => signal.removeEventListener('abort', close)
      if (signal.aborted) close()
    },
    cancel() {
      session?.close()
    },
  })
  return new Response(stream, { headers: LIVE_HEADERS })
}

/**
 * A Node response as a stream's sink, for a server that answers /api/live before Next: its
 * bytes go straight to the socket, without a web stream in between.
 */
export function nodeLiveSink(res: {
  write: (chunk: string) => boolean
  end: () => void
  writableLength: number
  destroyed: boolean
}): LiveSink {
  return {
    write(chunk) {
      if (res.destroyed || res.writableLength > MAX_BUFFERED_BYTES) return false
      res.write(chunk)
      return true
    },
    end() {
      if (!res.destroyed) res.end()
    },
  }
}

/** Whether a Last-Event-ID (a time) asks for a resume: null when not, 'resync' when too old. */
export function resumeSince(lastEventId: string | null): Date | 'resync' | null {
  if (!lastEventId) return null
  const last = Number(lastEventId)
  if (!Number.isFinite(last) || last > Date.now() + RESUME_SLACK_MS) return null
  if (Date.now() - last > RESUME_MAX_MS) return 'resync'
  return new Date(last - RESUME_SLACK_MS)
}

/**
 * What a reconnecting page missed since its Last-Event-ID (a time), read in SQL with the member's
 * own access (./sql.ts missedSince); null when the page is not reconnecting.
 */
export function backlogOf(
  db: Queryable,
  userId: number,
  lastEventId: string | null,
): (() => Promise<LiveEvent[]>) | null {
  const since = resumeSince(lastEventId)
  if (since === null) return null
  return async () => {
    if (since === 'resync') return [{ type: 'resync' }]
    const rows = await missedSince(db, userId, since, RESUME_LIMIT)
    return rows.map((row): LiveEvent =>
      row.kind === 'message'
        ? {
            type: 'message',
            conversationId: row.conversation_id!,
            messageId: row.id,
            senderId: row.sender_id!,
          }
        : { type: 'notification', notificationId: row.id },
    )
  }
}
