'use client'

import { lazy, Suspense } from 'react'

// Listens for calls to action from the start (see cta-clicks.ts).
import './cta-clicks'

// Counting page views and clicks is not needed to show or use the page: its code loads right
// after the page instead of with it; clicks made before then are kept by cta-clicks.ts.
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
