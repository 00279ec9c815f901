'use client'

import { useEffect, useRef } from 'react'

/**
 * What the server pushes to a signed-in member's browser (Server-Sent Events fed by PostgreSQL
 * LISTEN/NOTIFY). The one connection per tab lives in LiveConnection; screens subscribe here.
 */
export type LiveEvent =
  | { type: 'message'; conversationId: number; messageId: number; senderId: number }
  | { type: 'messages-read'; conversationId: number }
  | { type: 'notification'; notificationId: number }

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
