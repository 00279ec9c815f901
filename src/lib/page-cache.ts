/**
 * The production server (scripts/serve.mjs) keeps the public pages Next serves from its own cache
 * for a moment, in a micro-cache shared through globalThis (the server script and the app's
 * bundled code are loaded apart). Expiring a cache tag must empty it, so a change shows on the
 * next request; this is the app's side of that.
 */
type PageCacheState = { generation: number; entries: Map<string, unknown> }

const globals = globalThis as typeof globalThis & { __tarimaPageCache?: PageCacheState }

/** Forgets every page kept by this instance (called whenever a cache tag is expired). */
export function clearPageCache() {
  const state = (globals.__tarimaPageCache ??= { generation: 0, entries: new Map() })
  state.generation++
  state.entries.clear()
}
