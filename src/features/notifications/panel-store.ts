'use client'

import { useSyncExternalStore } from 'react'

// Whether the notification panel is open: the bell in the top bar and the entry in the mobile
// menu open the same panel.
let open = false
const listeners = new Set<() => void>()

export function setNotificationPanelOpen(value: boolean) {
  if (open === value) return
  open = value
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useNotificationPanelOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  )
}

/** The badge's text: "99+" above 99. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count))
