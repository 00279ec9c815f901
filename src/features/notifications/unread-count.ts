import { t } from '@/i18n'
import type { Queryable } from '@/lib/db'
import { verifySessionToken, type TokenSettings } from '@/platform/session-token'
import type { UnreadCount } from './notification-types'
import { countUnread } from './sql'

export type UnreadCountAnswer =
  { status: 200; body: UnreadCount } | { status: 401; body: { errors: { message: string }[] } }

/** Per-member answers: never stored by a browser or a shared cache. */
export const UNREAD_COUNT_CACHE_CONTROL = 'private, no-store'

/**
 * GET /api/notifications/unread-count: the bell's badge, asked every 30 seconds by every open
 * page of every member. Payload's authentication reads the whole user on each request, which
 * cost more than the count itself; here the token is verified in memory and one statement checks
 * that the session is still open and counts on the (recipient, read) index.
 *
 * Served by the Next route (src/app/(frontend)/api/notifications/unread-count) and, in
 * production, straight from scripts/serve.mjs (src/server/fast-routes.ts), which skips Next's
 * per-request work.
 */
export async function answerUnreadCount(
  pool: Queryable,
  settings: TokenSettings,
  headers: Headers,
): Promise<UnreadCountAnswer> {
  const token = await verifySessionToken(settings, headers)
  if (token) {
    const { signedIn, count } = await countUnread(pool, token.userId, token.sid)
    if (signedIn) return { status: 200, body: { count } }
  }
  return { status: 401, body: { errors: [{ message: t.notifications.panel.signInRequired }] } }
}
