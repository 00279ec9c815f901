import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { revalidateTag } from 'next/cache'
import { after } from 'next/server'

/**
 * The one place cached public pages are expired, and only collection and global hooks call it
 * (afterChange, afterDelete): whoever writes (admin, REST, a server action, another hook), the
 * hook runs, so no caller has to remember. Outside a Next server (seed, scripts, a test's Local
 * API) there is no cache to expire here, and that is fine.
 */
export function expireTags(req: PayloadRequest, tags: Iterable<string>) {
  if (req.context?.seeding) return
  const unique = [...new Set(tags)]
  if (unique.length === 0) return
  clearPageCache()
  for (const tag of unique) {
    try {
      // Expired at once (not stale-while-revalidate): whoever just saved sees the change on the
      // next request, and so does everybody else. In a server action this also sends the action's
      // page back fresh, as updateTag would.
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      req.payload.logger.debug({ err: error, tag }, 'Sin caché de Next que invalidar')
    }
  }
  try {
    // Next expires the tags when the request ends; a page it served from the old entry meanwhile
    // may have entered the micro-cache, so empty it again then.
    after(clearPageCache)
  } catch {
    // Not in a request: nothing was served meanwhile.
  }
}

type TagsOf = (
  req: PayloadRequest,
  doc: Record<string, unknown>,
  previousDoc?: Record<string, unknown>,
) => Iterable<string> | Promise<Iterable<string>>

/**
 * A collection's afterChange and afterDelete hooks that expire the tags its rows show under
 * (the seed skips even the look-ups that find them).
 */
export function expiryHooks(tagsOf: TagsOf): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        if (!req.context?.seeding) expireTags(req, await tagsOf(req, doc, previousDoc))
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        if (!req.context?.seeding) expireTags(req, await tagsOf(req, doc))
        return doc
      },
    ],
  }
}

/**
 * The production server (scripts/serve.mjs) keeps the public pages Next serves from its own cache
 * for a moment, in a micro-cache shared through globalThis (the server script and the app's
 * bundled code are loaded apart). Expiring a tag must empty it, so a change shows on the next
 * request; this is the app's side of that.
 */
type PageCacheState = { generation: number; entries: Map<string, unknown> }

const globals = globalThis as typeof globalThis & { __tarimaPageCache?: PageCacheState }

/** Forgets every page kept by this instance (called whenever a cache tag is expired). */
function clearPageCache() {
  const state = (globals.__tarimaPageCache ??= { generation: 0, entries: new Map() })
  state.generation++
  state.entries.clear()
}

export const expireGlobalTags =
  (...tags: string[]): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    expireTags(req, tags)
    return doc
  }
