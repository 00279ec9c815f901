'use client'

import { useEffect, useState } from 'react'

import { Eye } from '@/components/icons'
import * as t from '@/i18n/es'
import { apiRequest } from '@/lib/api-client'

const seenKey = (slug: string) => `tarima:visto:${slug}`

/** Whether this browser session already counted the article. */
function countedBefore(slug: string): boolean {
  try {
    return sessionStorage.getItem(seenKey(slug)) !== null
  } catch {
    // Storage blocked (private mode): count the view anyway, at most once per page load.
    return false
  }
}

function rememberCounted(slug: string) {
  try {
    sessionStorage.setItem(seenKey(slug), '1')
  } catch {
    // Storage blocked: see above.
  }
}

type Answer = { viewsCount?: number }

// One request per article at a time: React's double effect in development mounts twice, and a
// second request (a GET) could read the count before the first one's view is saved.
const inFlight = new Map<string, Promise<Answer>>()

function fetchCount(slug: string): Promise<Answer> {
  const running = inFlight.get(slug)
  if (running) return running
  const counting = !countedBefore(slug)
  const request = apiRequest<Answer>(
    counting ? 'POST' : 'GET',
    `/blog/${encodeURIComponent(slug)}/view`,
  )
    .then((answer) => {
      // Only a counted view marks the session: a failed one is counted on the next visit.
      if (counting) rememberCounted(slug)
      return answer
    })
    .finally(() => inFlight.delete(slug))
  inFlight.set(slug, request)
  return request
}

/**
 * Counts one view per article and browser session (one request at a time, so React's double
 * effect in development never counts twice). The page is cached, so its own number is stale: the
 * count shown is always the server's answer (POST counts and returns it, GET after a reload only
 * reads it); `initialCount` is only shown if that answer never comes.
 */
export function ViewCounter({ slug, initialCount }: { slug: string; initialCount: number }) {
  const [count, setCount] = useState<number | null>(null)

  useEffect(() => {
    let current = true
    fetchCount(slug)
      .then((body) => {
        if (current) setCount(typeof body?.viewsCount === 'number' ? body.viewsCount : initialCount)
      })
      // apiRequest has logged a failed connection; the cached number is better than none.
      .catch(() => current && setCount(initialCount))
    return () => {
      current = false
    }
  }, [slug, initialCount])

  return (
    <span className="inline-flex items-center gap-1.5" aria-busy={count === null}>
      <Eye aria-hidden="true" className="size-4" />
      {count === null ? (
        // Until the real number arrives: its width, not a stale "0 visitas".
        <span className="inline-block w-16 animate-pulse rounded bg-stone-200">&nbsp;</span>
      ) : (
        t.blogEngagement.views(count)
      )}
    </span>
  )
}
