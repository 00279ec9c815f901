'use client'

import type { TrackedEvent } from './events'
import { TRACK_PATH } from './track-config'

/** The name of the call to action clicked (an element marked `data-cta="name"`), if any. */
export function ctaName(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target.closest('[data-cta]') : null
  return target?.getAttribute('data-cta') || null
}

// The tracker's code loads after the page, but a visitor may click a call to action first: from
// the moment this module runs, such clicks wait here with their page, and leaving the page before
// the tracker arrives sends them as they are.
const early: TrackedEvent[] = []

const onClick = (event: MouseEvent) => {
  const name = ctaName(event)
  if (name)
    early.push({ type: 'cta_click', path: location.pathname.slice(0, 500), elementName: name })
}

const onLeave = () => {
  if (!early.length) return
  const body = JSON.stringify({ events: early.splice(0) })
  navigator.sendBeacon(TRACK_PATH, new Blob([body], { type: 'application/json' }))
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', onClick, { capture: true })
  addEventListener('pagehide', onLeave)
}

/** Hands the early clicks to the tracker, which listens from then on. */
export function takeEarlyClicks() {
  document.removeEventListener('click', onClick, { capture: true })
  removeEventListener('pagehide', onLeave)
  return early.splice(0)
}
