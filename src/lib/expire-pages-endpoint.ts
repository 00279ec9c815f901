import { timingSafeEqual } from 'node:crypto'

import type { Endpoint } from 'payload'

import { t } from '../i18n'
import { expireTags } from './cache-expiry'
import { readBody, refuse } from './endpoint'
import { expiryKey, expirySchema } from './sql-write'

/**
 * POST /api/users/expire-pages { tags }: the production server's fast writes (they run before
 * Next, where no cache can be expired) hand their stale tags to Next here, a batch at a time.
 * Only with the deployment's key (expiryKey); anyone else gets a 404, as for no endpoint.
 */
export const expirePagesEndpoint: Endpoint = {
  path: '/expire-pages',
  method: 'post',
  handler: async (req) => {
    const shown = Buffer.from(req.headers.get('x-tarima-expiry-key') ?? '')
    const key = Buffer.from(expiryKey())
    const parsed = expirySchema.safeParse(await readBody(req))
    if (shown.length !== key.length || !timingSafeEqual(shown, key) || !parsed.success) {
      return refuse(404, t.serverErrors.notFound)
    }
    expireTags(req, parsed.data.tags)
    return Response.json({ expired: parsed.data.tags.length })
  },
}
