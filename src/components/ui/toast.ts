// The site's toasts: `toast.success(title, { description })` and `toast.error(...)`, shown by the
// one SiteToaster in the layout. A few lines of our own instead of a toast library, because every
// page loads the toaster and the site only ever shows a title and a description.

export type ToastKind = 'success' | 'error'

export type ToastItem = { id: number; kind: ToastKind; title: string; description?: string }

type Options = { description?: string }

/** How long a toast stays (while the pointer or focus is not on the toasts). */
export const TOAST_DURATION_MS = 4_000

let items: readonly ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()

function publish(next: readonly ToastItem[]) {
  items = next
  for (const listener of listeners) listener()
}

function show(kind: ToastKind, title: string, options?: Options) {
  const id = nextId++
  publish([...items, { id, kind, title, description: options?.description || undefined }])
  return id
}

export const toast = {
  success: (title: string, options?: Options) => show('success', title, options),
  error: (title: string, options?: Options) => show('error', title, options),
  dismiss: (id: number) => publish(items.filter((item) => item.id !== id)),
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const getToasts = () => items
