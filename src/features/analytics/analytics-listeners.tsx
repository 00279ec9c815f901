'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

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
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest('[data-cta]') : null
      const name = target?.getAttribute('data-cta')
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
