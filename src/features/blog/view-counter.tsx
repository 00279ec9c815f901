'use client'

import { useEffect, useState } from 'react'

import { Eye } from '@/components/icons/eye'
import * as t from '@/i18n/es'
import { apiRequest } from '@/lib/api-client'

const seenKey = (slug: string) => `tarima:visto:${slug}`

/**
 * Counts one view per article and browser session: the flag is set before the request, so a
 * reload or React's double effect in development never counts twice. Shows the fresh total.
 */
export function ViewCounter({ slug, initialCount }: { slug: string; initialCount: number }) {
  const [count, setCount] = useState(initialCount)

  useEffect(() => {
    try {
      if (sessionStorage.getItem(seenKey(slug))) return
      sessionStorage.setItem(seenKey(slug), '1')
    } catch {
      // Storage blocked (private mode): count the view anyway, at most once per page load.
    }
    apiRequest<{ viewsCount?: number }>('POST', `/blog/${encodeURIComponent(slug)}/view`)
      .then((body) => {
        if (typeof body?.viewsCount === 'number') setCount(body.viewsCount)
      })
      // The count on the page stays as it was; apiRequest has logged a failed connection.
      .catch(() => undefined)
  }, [slug])

  return (
    <span className="inline-flex items-center gap-1.5">
      <Eye aria-hidden="true" className="size-4" />
      {t.blogEngagement.views(count)}
    </span>
  )
}
