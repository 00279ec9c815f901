'use client'

import { lazy, Suspense } from 'react'

// Counting page views and clicks is not needed to show or use the page: its code loads right
// after the page instead of with it.
const Listeners = lazy(() =>
  import('./analytics-listeners').then(({ AnalyticsListeners }) => ({
    default: AnalyticsListeners,
  })),
)

/** The site's analytics, mounted once in the layout. */
export function AnalyticsTracker() {
  return (
    <Suspense fallback={null}>
      <Listeners />
    </Suspense>
  )
}
