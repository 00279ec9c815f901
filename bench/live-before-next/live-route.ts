// GET /api/live answered before Next, as src/server/fast-routes.ts could: the token verified in
// memory and one statement for the session (as the unread count does), the stream written
// straight to Node's response, and a reconnection's backlog read in SQL. Loaded by serve.mjs
// beside it for bench:live; the SQL would belong in src/features/notifications/sql.ts.
import type { IncomingMessage, ServerResponse } from 'node:http'

import pg from 'pg'

import {
  LIVE_HEADERS,
  nodeLiveSink,
  resumeSince,
  startLiveSession,
} from '@/features/notifications/live-stream'
import type { LiveEvent } from '@/features/notifications/live-events'
import { t } from '@/i18n'
import type { Queryable } from '@/lib/db'
import { tokenSettingsFromEnv, verifySessionToken, type TokenSettings } from '@/lib/session-token'
import { apiSecurityHeaders } from '@/lib/security-headers.mjs'

/** Whether the token's session is still open (Payload's JWT strategy test, as countUnread). */
export async function sessionIsOpen(db: Queryable, userId: number, sid: string): Promise<boolean> {
  const { rows } = await db.query<{ open: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users_sessions
                     WHERE _parent_id = $1 AND id = $2 AND expires_at > now()) AS open`,
    [userId, sid],
  )
  return Boolean(rows[0]?.open)
}

export type MissedRow = {
  kind: 'message' | 'notification'
  id: number
  conversation_id: number | null
  sender_id: number | null
}

/**
 * What a reconnecting stream missed: the member's messages and notifications created after
 * `since`, messages first. Restates access/participantsOnly.ts for messages (the member is the
 * recipient) and access/ownRowsOnly.ts ('recipient') for notifications.
 */
export async function missedSince(db: Queryable, userId: number, since: Date, limit: number) {
  const { rows } = await db.query<MissedRow>(
    `(SELECT 'message' AS kind, id, conversation_id, sender_id, created_at FROM messages
       WHERE recipient_id = $1 AND created_at > $2 ORDER BY created_at LIMIT $3)
     UNION ALL
     (SELECT 'notification', id, NULL, NULL, created_at FROM notifications
       WHERE recipient_id = $1 AND created_at > $2 ORDER BY created_at LIMIT $3)
     ORDER BY 1, 5`,
    [userId, since, limit],
  )
  return rows
}

export async function answerLive(
  db: Queryable,
  settings: TokenSettings,
  req: IncomingMessage,
  res: ServerResponse,
  securityHeaders: Record<string, string>,
) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) headers.set(name, value.join(', '))
  }
  const token = await verifySessionToken(settings, headers)
  if (!token || !(await sessionIsOpen(db, token.userId, token.sid))) {
    const body = JSON.stringify({ errors: [{ message: t.messages.errors.signInRequired }] })
    res.writeHead(401, {
      ...securityHeaders,
      'Cache-Control': 'no-store',
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
    })
    res.end(body)
    return
  }
  // The client left while the session was checked.
  if (res.destroyed || req.socket.destroyed) return
  res.writeHead(200, { ...securityHeaders, ...LIVE_HEADERS })
  const since = resumeSince(headers.get('last-event-id'))
  const userId = token.userId
  const session = startLiveSession(
    userId,
    nodeLiveSink(res),
    since === null
      ? null
      : async (): Promise<LiveEvent[]> => {
          if (since === 'resync') return [{ type: 'resync' }]
          const rows = await missedSince(db, userId, since, 50)
          return rows.map((row) =>
            row.kind === 'message'
              ? {
                  type: 'message',
                  conversationId: row.conversation_id!,
                  messageId: row.id,
                  senderId: row.sender_id!,
                }
              : { type: 'notification', notificationId: row.id },
          )
        },
    (error) => console.error('[tarima] Eventos en vivo: no se pudo reanudar', error),
  )
  res.once('close', () => session.close())
}

const settings = tokenSettingsFromEnv()
const securityHeaders = apiSecurityHeaders()
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
pool.on('error', (error) => console.error('[tarima] Conexión caída:', error))

export function serveLiveBeforeNext(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' || req.url !== '/api/live') return false
  answerLive(pool, settings, req, res, securityHeaders).catch((error: unknown) => {
    console.error('[tarima] Eventos en vivo:', error)
    if (!res.headersSent) res.writeHead(500).end()
    else res.destroy()
  })
  return true
}
