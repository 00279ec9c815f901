'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

import { subscribeNever } from '@/lib/in-browser'

/**
 * Inside the admin's live preview pane: re-renders the page on the server (the latest draft) after
 * every save and autosave. The admin is this site's own origin, known only in the browser.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const origin = useSyncExternalStore(
    subscribeNever,
    () => window.location.origin,
    () => null,
  )
  return origin ? <RefreshRouteOnSave refresh={router.refresh} serverURL={origin} /> : null
}
