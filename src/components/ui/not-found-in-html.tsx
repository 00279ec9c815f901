import { notFound } from 'next/navigation'
import { Suspense, type ReactNode } from 'react'

function Missing(): never {
  notFound()
}

/**
 * A page's answer for what it does not find: HTTP 404 with `children` (the segment's not-found
 * message) in the HTML, for crawlers and readers without JavaScript.
 *
 * Thrown by the page itself, notFound() makes Next 16 send an empty `<html id="__next_error__">`
 * and draw the message only with JavaScript. Thrown inside a Suspense boundary while the page is
 * prerendered (a cached page's first visit), it still sets the 404, and the boundary's fallback
 * is the HTML sent; in the browser the segment's not-found.tsx then takes the boundary's place.
 * Pages rendered per request (draft mode) answer 200, with Next's noindex. tests/int/seo.test.ts
 * reads the HTML.
 */
export function NotFoundInHtml({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <Missing />
    </Suspense>
  )
}
