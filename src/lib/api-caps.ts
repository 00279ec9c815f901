import type { CollectionBeforeOperationHook, SanitizedConfig } from 'payload'

/** The most rows one REST read returns; `limit=100000` or `pagination=false` get this many. */
export const API_MAX_LIMIT = 100
/** How deep REST reads populate relationships (`depth`); deeper asks are cut to this. */
export const API_MAX_DEPTH = 3

/** A REST read asks for at most API_MAX_LIMIT rows, paginated; server code (Local API) is not capped. */
const capLimit: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  // findByID has no limit; only a list read does.
  if (operation !== 'read' || req.payloadAPI !== 'REST' || !('limit' in args || 'where' in args))
    return args
  const asked = Number((args as { limit?: unknown }).limit)
  const limit = Number.isFinite(asked) && asked > 0 ? Math.min(asked, API_MAX_LIMIT) : undefined
  return { ...args, limit: limit ?? 10, pagination: true }
}

/**
 * What one request may cost, applied to the sanitized config (payload.config.ts):
 * - REST reads return at most API_MAX_LIMIT rows (the depth cap is `maxDepth` in the config).
 * - Document locking is off. Its check runs inside a write's transaction but on another pool
 *   connection; with the pool full of such writes, each held its connection while waiting for
 *   one more and the whole site froze. Editors are a small team that edits one article at a time.
 */
export function capApiRequests(config: SanitizedConfig): void {
  for (const collection of config.collections) {
    collection.lockDocuments = false
    collection.hooks.beforeOperation = [capLimit, ...(collection.hooks.beforeOperation ?? [])]
  }
  for (const global of config.globals) global.lockDocuments = false
}
