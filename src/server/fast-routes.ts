import type { IncomingMessage, ServerResponse } from 'node:http'

import pg from 'pg'

import {
  UNREAD_COUNT_CACHE_CONTROL,
  answerUnreadCount,
} from '@/features/notifications/unread-count'
import { t } from '@/i18n'
import { tokenSettingsFromEnv } from '@/lib/session-token'
import { apiSecurityHeaders } from '@/lib/security-headers.mjs'

/**
 * Answers the production server (scripts/serve.mjs) gives before Next, for endpoints so hot and
 * small that Next's own per-request work (routing, header rules, Request and Response objects)
 * would cost several times the answer. Loaded by the server with tsx; the same code serves the
 * Next route in development.
 */
const UNREAD_COUNT_PATH = '/api/notifications/unread-count'

const settings = tokenSettingsFromEnv()
const securityHeaders = apiSecurityHeaders()
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_FAST_POOL_MAX || 4),
  idleTimeoutMillis: 30_000,
})
// An idle connection dropped by the server (a restart) must not crash the process.
pool.on('error', (error) => console.error('[tarima] Conexión de la ruta rápida caída:', error))

/** Serves the request when it is one of the fast routes; false leaves it to Next. */
export function serveFastRoute(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' || req.url !== UNREAD_COUNT_PATH) return false
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) headers.set(name, value.join(', '))
  }
  answerUnreadCount(pool, settings, headers).then(
    ({ status, body }) => send(res, status, body),
    (error: unknown) => {
      console.error('[tarima] No se pudo contar las notificaciones:', error)
      send(res, 500, { errors: [{ message: t.auth.errors.unexpected }] })
    },
  )
  return true
}

function send(res: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body)
  res.writeHead(status, {
    ...securityHeaders,
    'Cache-Control': UNREAD_COUNT_CACHE_CONTROL,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(json),
  })
  res.end(json)
}

export async function closeFastRoutes() {
  await pool.end()
}
