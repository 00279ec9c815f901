'use client'

import { useEffect } from 'react'

/**
 * Marks the document once React has taken the page over (`<html data-hydrated>`). Scripts
 * arrive after the first paint (src/server/later-scripts.ts), so the page can be read, and
 * clicked, a moment before it is interactive: the end-to-end tests wait for this mark.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}
