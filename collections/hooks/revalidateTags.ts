import type { GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { revalidateTag } from 'next/cache'

import { clearPageCache } from '../../src/lib/page-cache'

/**
 * Public pages are cached by tag; a change made through Payload (admin, REST, actions) expires
 * them. Outside a Next server (seed, scripts) there is no cache to expire, and that is fine.
 */
export function expireTags(req: PayloadRequest, tags: string[]) {
  if (req.context?.seeding) return
  clearPageCache()
  for (const tag of tags) {
    try {
      // Expired at once (not stale-while-revalidate): whoever just saved sees the change on the
      // next request, and so does everybody else.
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      req.payload.logger.debug({ err: error, tag }, 'Sin caché de Next que invalidar')
    }
  }
}

export const expireGlobalTags =
  (...tags: string[]): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    expireTags(req, tags)
    return doc
  }
