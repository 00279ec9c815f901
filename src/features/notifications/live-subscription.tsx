'use client'

import { useEffect } from 'react'

import { useCurrentUser } from '@/features/site/use-current-user'
import { emitLiveEvent, setLiveConnected, type LiveEvent } from './live-events'

const LIVE_URL = '/api/live'
const RETRY_MIN_MS = 2_000
const RETRY_MAX_MS = 60_000

/**
 * The tab's one live connection, mounted by LiveConnection while a member is signed in: an
 * EventSource on /api/live that hands every event to the screens (emitLiveEvent). The browser
 * reconnects by itself after a dropped stream (with Last-Event-ID); when the server refuses
 * (signed out, restarting) it retries here with a growing wait. Screens poll meanwhile
 * (useLivePollInterval).
 */
export function LiveSubscription() {
  const { user } = useCurrentUser()
  const userId = user?.id

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return
    let source: EventSource | null = null
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    let retryMs = RETRY_MIN_MS
    let openedBefore = false
    let disposed = false

    const connect = () => {
      source = new EventSource(LIVE_URL, { withCredentials: true })
      source.onopen = () => {
        retryMs = RETRY_MIN_MS
        setLiveConnected(true)
        // Back after a gap: what changed meanwhile may not all arrive as events.
        if (openedBefore) emitLiveEvent({ type: 'resync' })
        openedBefore = true
      }
      source.onmessage = (message: MessageEvent<string>) => {
        const event = parseEvent(message.data)
        if (event) emitLiveEvent(event)
      }
      source.onerror = () => {
        setLiveConnected(false)
        if (source?.readyState !== EventSource.CLOSED || disposed) return
        source.close()
        retryTimer = setTimeout(connect, retryMs)
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS)
      }
    }
    connect()

    return () => {
      disposed = true
      clearTimeout(retryTimer)
      source?.close()
      setLiveConnected(false)
    }
  }, [userId])

  return null
}

function parseEvent(data: string): LiveEvent | null {
  try {
    const event = JSON.parse(data) as LiveEvent
    return event && typeof event.type === 'string' ? event : null
  } catch (error) {
    console.error('Evento en vivo no válido', error)
    return null
  }
}
