'use client'

import type { TrackedEvent } from './events'
import { TRACK_BATCH_MAX, TRACK_PATH } from './track-config'

const FLUSH_AFTER_MS = 5_000

let queue: TrackedEvent[] = []
let timer: ReturnType<typeof setTimeout> | null = null

/**
 * Records an event for the current page (or `details.path`'s). Events leave in small batches, a
 * few seconds apart or when the page is hidden or closed (sendBeacon survives unload). Tracking
 * never gets in the visitor's way: failures are only logged.
 */
export function track(
  type: TrackedEvent['type'],
  details: Omit<TrackedEvent, 'type' | 'path'> & { path?: string } = {},
) {
  queue.push({ type, path: window.location.pathname.slice(0, 500), ...details })
  if (queue.length >= TRACK_BATCH_MAX) flushEvents()
  else timer ??= setTimeout(flushEvents, FLUSH_AFTER_MS)
}

/** Sends what is queued now. */
export function flushEvents() {
  if (timer) clearTimeout(timer)
  timer = null
  while (queue.length) {
    const body = JSON.stringify({ events: queue.slice(0, TRACK_BATCH_MAX) })
    queue = queue.slice(TRACK_BATCH_MAX)
    send(body)
  }
}

function send(body: string) {
  try {
    const blob = new Blob([body], { type: 'application/json' })
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(TRACK_PATH, blob)) return
    fetch(TRACK_PATH, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    }).catch((error: unknown) => console.error('No se pudo enviar la analítica', error))
  } catch (error) {
    console.error('No se pudo enviar la analítica', error)
  }
}
