'use client'

import { useEffect } from 'react'

/**
 * Marks the document once React has taken the page over (`<html data-hydrated>`). Scripts run
 * after the first paint, or on a visitor's first touch (src/server/later-scripts.ts), so the page
 * can be read, and clicked, before it is interactive: the loader does again what was done before
 * this mark, and the end-to-end tests wait for it.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}
