import { timingSafeEqual } from 'node:crypto'

import type { Endpoint } from 'payload'

import type { User } from '../../payload-types'
import { t } from '../i18n'
import { expireTags } from './cache-expiry'
import { sqlPool } from './db'
import { readBody, refuse } from './endpoint'
import { preparedOn } from './prepared-statements'
import { PRIVATE_READ, viewerOf } from './sql-read'
import { expiryKey, expirySchema, runSqlWrite, type SqlWrite } from './sql-write'

/**
 * A member write (src/lib/sql-write.ts) as its collection's endpoint, behind Payload's own
 * authentication; the pages it leaves stale are expired here, inside Next's request.
 */
export function sqlWriteEndpoint(write: SqlWrite): Endpoint {
  return {
    path: write.path,
    method: 'post',
    handler: async (req) => {
      const user = req.user?.collection === 'users' ? (req.user as User) : null
      const { status, body, expire } = await runSqlWrite(
        write,
        preparedOn(sqlPool(req.payload)),
        viewerOf(user),
        await readBody(req),
        (req.routeParams ?? {}) as Record<string, string | undefined>,
      )
      if (expire?.length) expireTags(req, expire)
      return Response.json(body, { status, headers: { 'Cache-Control': PRIVATE_READ } })
    },
  }
}

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
