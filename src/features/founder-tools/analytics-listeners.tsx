'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { ctaName, takeEarlyClicks } from './cta-clicks'
import { flushEvents, track } from './tracker'

/**
 * Page views on every client-side navigation, CTA clicks on any element marked
 * `data-cta="name"`, and a flush when the page is hidden or left. Loaded by AnalyticsTracker.
 */
export function AnalyticsListeners() {
  const pathname = usePathname()

  useEffect(() => {
    track('page_view')
  }, [pathname])

  useEffect(() => {
    for (const { type, ...details } of takeEarlyClicks()) track(type, details)
    const onClick = (event: MouseEvent) => {
      const name = ctaName(event)
      if (name) track('cta_click', { elementName: name })
    }
    const onHide = () => {
      if (document.visibilityState === 'hidden') flushEvents()
    }
    document.addEventListener('click', onClick, { capture: true })
    document.addEventListener('visibilitychange', onHide)
    window.addEventListener('pagehide', flushEvents)
    return () => {
      document.removeEventListener('click', onClick, { capture: true })
      document.removeEventListener('visibilitychange', onHide)
      window.removeEventListener('pagehide', flushEvents)
    }
  }, [])

  return null
}
