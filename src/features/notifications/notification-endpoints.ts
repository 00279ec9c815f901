import { t } from '@/i18n'
import { sqlPool } from '@/lib/db'
import { defineEndpoint, json } from '@/lib/endpoint'
import { PRIVATE_READ } from '@/lib/sql-read'
import { markAllRead } from './sql'

/**
 * POST /api/notifications/mark-all-read: every unread notification of the member becomes read in
 * one UPDATE (the collection has no hooks that a bulk update through Payload would run).
 */
export const markAllReadEndpoint = defineEndpoint({
  path: '/mark-all-read',
  method: 'post',
  auth: 'member',
  refusals: { signedOut: t.notifications.panel.signInRequired },
  handler: async ({ req, user }) => {
    const updated = await markAllRead(sqlPool(req.payload), user.id)
    return json({ updated }, 200, { 'Cache-Control': PRIVATE_READ })
  },
})
