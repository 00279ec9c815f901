import type { IncomingMessage, ServerResponse } from 'node:http'

import pg from 'pg'

import { feedRead, postCommentsRead } from '@/features/feed/feed-endpoints'
import { conversationsRead, threadRead } from '@/features/messages/message-reads'
import { notificationListRead } from '@/features/notifications/notification-list'
import {
  UNREAD_COUNT_CACHE_CONTROL,
  answerUnreadCount,
} from '@/features/notifications/unread-count'
import { t } from '@/i18n'
import {
  PRIVATE_READ,
  runSqlRead,
  sessionViewer,
  type ReadAnswer,
  type SqlRead,
} from '@/lib/sql-read'
import { poolTimeouts } from '@/lib/db-resilience'
import { tokenSettingsFromEnv, verifySessionToken } from '@/lib/session-token'
import { apiSecurityHeaders } from '@/lib/security-headers.mjs'

/**
 * Answers the production server (scripts/serve.mjs) gives before Next, for endpoints so hot and
 * small that Next's own per-request work (routing, header rules, Request and Response objects)
 * and Payload's authentication (it reads the whole user) would cost several times the answer: the
 * unread count and the member reads of src/lib/sql-read.ts. Loaded by the server with tsx; the
 * same code serves the Next route and the Payload endpoints in development.
 */
const UNREAD_COUNT_PATH = '/api/notifications/unread-count'

/** The member reads (src/lib/sql-read.ts), each also its collection's Payload endpoint. */
const SQL_READS: SqlRead[] = [
  feedRead,
  postCommentsRead,
  conversationsRead,
  threadRead,
  notificationListRead,
]

/** Each read's full path as a pattern: `/api/posts/:id/comments` matches `/api/posts/12/comments`. */
const routes = SQL_READS.map((read) => {
  const names: string[] = []
  const pattern = `/api/${read.collection}${read.path}`.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name)
    return '([^/]+)'
  })
  return { read, names, pattern: new RegExp(`^${pattern}$`) }
})

const settings = tokenSettingsFromEnv()
const securityHeaders = apiSecurityHeaders()
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_FAST_POOL_MAX || 10),
  idleTimeoutMillis: 30_000,
  // The same limits as Payload's pool: no request waits for ever on a connection or a statement.
  ...poolTimeouts(),
})
// An idle connection dropped by the server (a restart) must not crash the process.
pool.on('error', (error) => console.error('[tarima] Conexión de la ruta rápida caída:', error))

/** Serves the request when it is one of the fast routes; false leaves it to Next. */
export function serveFastRoute(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' || !req.url) return false
  if (req.url === UNREAD_COUNT_PATH) {
    reply(res, UNREAD_COUNT_CACHE_CONTROL, answerUnreadCount(pool, settings, headersOf(req)))
    return true
  }
  const url = parseUrl(req.url)
  if (!url) return false
  for (const { read, names, pattern } of routes) {
    const match = pattern.exec(url.pathname)
    if (!match) continue
    const params = Object.fromEntries(names.map((name, i) => [name, match[i + 1]]))
    const query = Object.fromEntries(url.searchParams)
    reply(res, PRIVATE_READ, readAs(req, read, query, params))
    return true
  }
  return false
}

/** The request's URL; null for a request line Node accepts that is no URL (`GET http://[`). */
function parseUrl(raw: string): URL | null {
  try {
    return new URL(raw, 'http://localhost')
  } catch {
    return null
  }
}

/** Payload's authentication in short: the token checked in memory, its session in one query. */
async function readAs(
  req: IncomingMessage,
  read: SqlRead,
  query: Record<string, string>,
  params: Record<string, string>,
): Promise<ReadAnswer> {
  const token = await verifySessionToken(settings, headersOf(req))
  const viewer = token ? await sessionViewer(pool, token) : null
  return runSqlRead(read, pool, viewer, query, params)
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) headers.set(name, value.join(', '))
  }
  return headers
}

function reply(res: ServerResponse, cacheControl: string, answer: Promise<ReadAnswer>) {
  answer.then(
    ({ status, body }) => send(res, status, body, cacheControl),
    (error: unknown) => {
      console.error('[tarima] Falló una lectura de la ruta rápida:', error)
      send(res, 500, { errors: [{ message: t.auth.errors.unexpected }] }, cacheControl)
    },
  )
}

function send(res: ServerResponse, status: number, body: unknown, cacheControl: string) {
  const json = JSON.stringify(body)
  res.writeHead(status, {
    ...securityHeaders,
    'Cache-Control': cacheControl,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(json),
  })
  res.end(json)
}

export async function closeFastRoutes() {
  await pool.end()
}
