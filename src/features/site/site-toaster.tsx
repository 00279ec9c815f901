'use client'

import { lazy, Suspense, useSyncExternalStore } from 'react'

import { getToasts, subscribeToasts, type ToastItem } from '@/components/ui/toast'
import * as t from '@/i18n/es'

// The list and its timers load with the first toast: most visits never show one.
const ToastList = lazy(() =>
  import('./toast-list').then(({ ToastList }) => ({ default: ToastList })),
)

/** The newest toasts shown at once; older ones wait for a place. */
const VISIBLE = 3
const NONE: readonly ToastItem[] = []

/**
 * One toaster for the whole site, bottom right: a polite live region labelled in Spanish, there
 * from the start so that screen readers announce each toast added to it.
 */
export function SiteToaster() {
  const items = useSyncExternalStore(subscribeToasts, getToasts, () => NONE)
  return (
    <section
      aria-label={t.toaster.label}
      aria-live="polite"
      aria-relevant="additions text"
      aria-atomic="false"
      tabIndex={-1}
      data-toaster=""
    >
      {/* Mounted only while there are toasts, so hover and focus start afresh with the next one. */}
      {items.length > 0 ? (
        <Suspense fallback={null}>
          <ToastList items={items.slice(-VISIBLE)} />
        </Suspense>
      ) : null}
    </section>
  )
}
