import type { Pool } from 'pg'

import type { UnreadCount } from '@/features/notifications/notification-types'
import { t } from '@/i18n'
import { getPayloadClient } from '@/lib/payload'
import { verifySessionToken } from '@/lib/session-token'

// Per-member answers: never stored by a browser or a shared cache.
const PRIVATE = { 'Cache-Control': 'private, no-store' }

/**
 * GET /api/notifications/unread-count: the bell's badge, asked every 30 seconds by every open
 * page of every member. It takes the place of a Payload endpoint because Payload's
 * authentication reads the whole user on each request, which cost more than the count itself;
 * here the token is verified in memory and one statement checks the session and counts on the
 * (recipient, read) index.
 */
export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const token = await verifySessionToken(payload, request.headers)
  if (token) {
    const { pool } = payload.db as unknown as { pool: Pool }
    const { rows } = await pool.query<{ signed_in: boolean; count: number }>(
      `SELECT EXISTS (SELECT 1 FROM users_sessions
                       WHERE _parent_id = $1 AND id = $2 AND expires_at > now()) AS signed_in,
              (SELECT count(*)::int FROM notifications
                WHERE recipient_id = $1 AND read = false) AS count`,
      [token.userId, token.sid],
    )
    if (rows[0]?.signed_in) {
      const body: UnreadCount = { count: rows[0].count }
      return Response.json(body, { headers: PRIVATE })
    }
  }
  return Response.json(
    { errors: [{ message: t.notifications.panel.signInRequired }] },
    { status: 401, headers: PRIVATE },
  )
}
