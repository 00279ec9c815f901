'use client'

import { useEffect, useRef, useSyncExternalStore } from 'react'

/**
 * What the server pushes to a signed-in member's browser (Server-Sent Events fed by PostgreSQL
 * LISTEN/NOTIFY). The one connection per tab lives in LiveConnection; screens subscribe here.
 */
export type LiveEvent =
  | { type: 'message'; conversationId: number; messageId: number; senderId: number }
  | { type: 'messages-read'; conversationId: number }
  | { type: 'notification'; notificationId: number }
  /** The member read notifications (in another tab, perhaps): refresh the bell. */
  | { type: 'notifications-read' }
  /** The stream came back after a gap: events may have been missed, so refetch what is shown. */
  | { type: 'resync' }

type Listener = (event: LiveEvent) => void

const listeners = new Set<Listener>()

/** Hands an event to every subscribed screen (called by the connection). */
export function emitLiveEvent(event: LiveEvent) {
  for (const listener of listeners) listener(event)
}

/** Subscribes to live events; returns the unsubscribe function. */
export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Calls `onEvent` for every live event while the component is mounted. */
export function useLiveEvent(onEvent: Listener) {
  const latest = useRef(onEvent)
  useEffect(() => {
    latest.current = onEvent
  }, [onEvent])
  useEffect(() => subscribeLive((event) => latest.current(event)), [])
}

const pendingReads = new Set<Promise<unknown>>()

/**
 * A screen is marking read what just arrived (an open thread reading a new message): the bell
 * waits for it before counting again, so it never goes up for a message already on screen. The
 * 'message' event comes before its 'notification' (one transaction, NOTIFY keeps the order).
 */
export function holdUnreadCount(reading: Promise<unknown>) {
  pendingReads.add(reading)
  const release = () => void pendingReads.delete(reading)
  reading.then(release, release)
}

/** Resolves once every read held by holdUnreadCount() is done (or failed). */
export async function readsSettled(): Promise<void> {
  await Promise.allSettled([...pendingReads])
}

/** How often screens poll instead while the live stream is down (as the unread count: 30 s). */
export const LIVE_FALLBACK_POLL_MS = 30_000

let connected = false
const statusListeners = new Set<() => void>()

/** Records whether the stream is open (called by the connection). */
export function setLiveConnected(value: boolean) {
  if (connected === value) return
  connected = value
  for (const listener of statusListeners) listener()
}

function subscribeStatus(listener: () => void) {
  statusListeners.add(listener)
  return () => {
    statusListeners.delete(listener)
  }
}

/** Whether live events are arriving now; false during server rendering and while reconnecting. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    subscribeStatus,
    () => connected,
    () => false,
  )
}

/** The SWR refresh interval for data that live events keep fresh: none while the stream is open. */
export function useLivePollInterval(): number {
  return useLiveConnected() ? 0 : LIVE_FALLBACK_POLL_MS
}
