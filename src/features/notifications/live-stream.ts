import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { relationId } from '@/lib/relation-id'
import type { LiveEvent } from './live-events'
import { liveHub } from './live-hub'

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 20_000
/**
 * Streams end after a while (the browser reconnects at once with Last-Event-ID), so a session that
 * expired or a member who signed out stops receiving events, and no connection lives forever.
 */
const LIFETIME_MS = 10 * 60_000
/** How long the browser waits before reconnecting. */
const RETRY_MS = 1_000
/** A resume looks back a little further than the last event, for clocks a bit apart. */
const RESUME_SLACK_MS = 5_000
/** A resume never looks back further than this (older gaps get a full resync). */
const RESUME_MAX_MS = 60 * 60_000
const RESUME_LIMIT = 50
/** Chunks waiting for a client that does not read before the stream gives up on it. */
const MAX_QUEUED = 200

type StreamOptions = {
  payload: Payload
  user: User
  lastEventId: string | null
  signal: AbortSignal
}

/**
 * The Server-Sent Events stream of one open page: the member's live events from the hub, a
 * heartbeat, a capped lifetime, and on reconnection the messages and notifications created
 * since the last event it got. Everything is released when the client goes away.
 */
export function openLiveStream({ payload, user, lastEventId, signal }: StreamOptions): Response {
  const encoder = new TextEncoder()
  let release = () => {}
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false
      const write = (chunk: string) => {
        if (closed) return
        // A client that stopped reading without closing: let it go instead of queueing forever.
        if ((controller.desiredSize ?? 0) < -MAX_QUEUED) return close()
        try {
          controller.enqueue(encoder.encode(chunk))
        } catch {
          close()
        }
      }
      const send = (event: LiveEvent) =>
        write(`id: ${Date.now()}\ndata: ${JSON.stringify(event)}\n\n`)
      const unsubscribe = liveHub.subscribe(user.id, send)
      const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS)
      const lifetime = setTimeout(close, LIFETIME_MS + Math.random() * 30_000)
      function close() {
        if (closed) return
        closed = true
        clearInterval(heartbeat)
        clearTimeout(lifetime)
        unsubscribe()
        signal.removeEventListener('abort', close)
        try {
          controller.close()
        } catch {
          // Already closed by the client.
        }
      }
      release = close
      signal.addEventListener('abort', close)
      if (signal.aborted) return close()
      write(`retry: ${RETRY_MS}\n: ok\n\n`)
      void resume(payload, user, lastEventId)
        .then((events) => events.forEach(send))
        .catch((error: unknown) => {
          payload.logger.error(
            { err: error, user: user.id },
            'Eventos en vivo: no se pudo reanudar',
          )
          send({ type: 'resync' })
        })
    },
    cancel() {
      release()
    },
  })
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: the compression middleware must not buffer the stream.
      'Cache-Control': 'no-cache, no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  })
}

/**
 * What happened while the page was reconnecting: the messages and notifications addressed to the
 * member since the last event id (a time), read with the member's own access.
 */
async function resume(payload: Payload, user: User, lastEventId: string | null) {
  if (!lastEventId) return []
  const last = Number(lastEventId)
  if (!Number.isFinite(last) || last > Date.now() + RESUME_SLACK_MS) return []
  if (Date.now() - last > RESUME_MAX_MS) return [{ type: 'resync' } as const]
  const since = new Date(last - RESUME_SLACK_MS).toISOString()
  const common = {
    depth: 0,
    limit: RESUME_LIMIT,
    pagination: false,
    sort: 'createdAt',
    overrideAccess: false,
    user,
  } as const
  const [messages, notifications] = await Promise.all([
    payload.find({
      collection: 'messages',
      where: { and: [{ recipient: { equals: user.id } }, { createdAt: { greater_than: since } }] },
      select: { conversation: true, sender: true },
      ...common,
    }),
    payload.find({
      collection: 'notifications',
      where: { and: [{ recipient: { equals: user.id } }, { createdAt: { greater_than: since } }] },
      select: { read: true },
      ...common,
    }),
  ])
  const events: LiveEvent[] = [
    ...messages.docs.map((doc): LiveEvent => ({
      type: 'message',
      conversationId: Number(relationId(doc.conversation)),
      messageId: doc.id,
      senderId: Number(relationId(doc.sender)),
    })),
    ...notifications.docs.map((doc): LiveEvent => ({
      type: 'notification',
      notificationId: doc.id,
    })),
  ]
  return events
}
