import { t } from '@/i18n'
import { defineEndpoint, json, refuse } from '@/lib/endpoint'
import { PRIVATE_READ, routeId } from '@/lib/sql-read'
import { isBlockedBetween } from './blocks'

/**
 * GET /api/blocks/between/:userId: whether either of the two members blocked the other, so a
 * profile hides what the block would refuse (follow, message). Yes or no, never the row: whom a
 * member blocked stays theirs (collections/Blocks.ts's read rule); the refused follow says as
 * much anyway.
 */
export const blockedBetweenEndpoint = defineEndpoint({
  path: '/between/:id',
  method: 'get',
  auth: 'member',
  handler: async ({ req, user, params }) => {
    const other = routeId(params.id)
    if (!other) return refuse(404, t.blocks.userNotFound)
    const blocked = await isBlockedBetween(req.payload, user.id, other)
    return json({ blocked }, 200, { 'Cache-Control': PRIVATE_READ })
  },
})
