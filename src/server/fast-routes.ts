import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { pipeline } from 'node:stream'

import pg from 'pg'

import { feedRead, postCommentsRead } from '@/features/feed/feed-endpoints'
import { commentWrite, likeWrite, postWrite } from '@/features/feed/feed-writes'
import { followWrite } from '@/features/follow/follow-writes'
import {
  LIVE_HEADERS,
  backlogOf,
  liveStreamAllowedFrom,
  nodeLiveSink,
  startLiveSession,
} from '@/features/notifications/live-stream'
import { conversationsRead, threadRead } from '@/features/messages/message-reads'
import { messageWrite } from '@/features/messages/message-writes'
import { notificationListRead } from '@/features/notifications/notification-list'
import { opportunitySearchRead } from '@/features/opportunities/opportunity-endpoints'
import {
  UNREAD_COUNT_CACHE_CONTROL,
  answerUnreadCount,
} from '@/features/notifications/unread-count'
import { t } from '@/i18n'
import {
  PRIVATE_READ,
  refusal,
  runSqlRead,
  sessionViewer,
  type ReadAnswer,
  type SqlRead,
} from '@/lib/sql-read'
import {
  expiryKey,
  runSqlWrite,
  sessionWriter,
  type SqlWrite,
  type WriteAnswer,
} from '@/lib/sql-write'
import { clientIp } from '@/lib/client-ip'
import { mediaDir, s3Config } from '@/lib/env'
import { diskFileAnswer, fileStream } from '@/lib/media-files'
import { poolSettings } from '@/platform/db-resilience'
import { errorEnvelope } from '@/lib/error-envelope'
import { RETRY_AFTER_SECONDS, busyMessage, isBusyError } from '@/lib/error-answers'
import { preparedOn } from '@/lib/prepared-statements'
import { tokenSettingsFromEnv, verifySessionToken } from '@/platform/session-token'
import { apiSecurityHeaders } from '@/lib/security-headers.mjs'

/**
 * Answers the production server (scripts/serve.mjs) gives before Next, for endpoints so hot and
 * small that Next's own per-request work (routing, header rules, Request and Response objects)
 * and Payload's authentication (it reads the whole user) would cost several times the answer: the
 * unread count, the member reads of src/lib/sql-read.ts, the member writes of
 * src/lib/sql-write.ts, the live stream and the files of uploads. Loaded by the server with tsx,
 * in production and with `npm run dev` alike: the member reads and writes have no other door.
 */
const UNREAD_COUNT_PATH = '/api/notifications/unread-count'
/**
 * Each open page holds its stream for minutes: through Next, every one kept ~73 KB of a web
 * Request, ReadableStream and request context, and opened after payload.auth() read the whole
 * user; written straight to Node's response it keeps ~6 KB (bench/live.ts measures both).
 */
const LIVE_PATH = '/api/live'
/**
 * The files of uploads kept on this server's disk (without S3), which anyone may read
 * (collections/Media.ts; tests/unit/access.test.ts holds it to that): the same answer as
 * Payload's handler (src/lib/media-files.ts) at ~3 ms of CPU instead of ~8, which a page's dozen
 * images spent beside the phone's browser. Only the plain address: one with a query goes to
 * Payload.
 */
const MEDIA_FILE = /^\/api\/media\/file\/([^/?]+)$/
const localMedia = s3Config() ? null : path.resolve(mediaDir)

/** The reads of src/lib/sql-read.ts, each implemented in its concept. */
const SQL_READS: SqlRead[] = [
  feedRead,
  postCommentsRead,
  conversationsRead,
  threadRead,
  notificationListRead,
  opportunitySearchRead,
]

/** The member writes (src/lib/sql-write.ts), each implemented in its concept. */
const SQL_WRITES: SqlWrite[] = [postWrite, likeWrite, commentWrite, followWrite, messageWrite]

/** A JSON body larger than this is refused before it is read whole (a post is at most ~4 kB). */
const MAX_BODY_BYTES = 64 * 1024

type Route = { method: 'GET' | 'POST'; names: string[]; pattern: RegExp }

/** A path with `:name` parts as a pattern: `/api/posts/:id/comments` matches `/api/posts/12/comments`. */
function routeOf(method: Route['method'], collection: string, path: string): Route {
  const names: string[] = []
  const pattern = `/api/${collection}${path}`.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name)
    return '([^/]+)'
  })
  return { method, names, pattern: new RegExp(`^${pattern}$`) }
}

const routes = [
  ...SQL_READS.map((read) => ({ ...routeOf('GET', read.collection, read.path), read })),
  ...SQL_WRITES.map((write) => ({ ...routeOf('POST', write.collection, write.path), write })),
]

const settings = tokenSettingsFromEnv()
const securityHeaders = apiSecurityHeaders()
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_FAST_POOL_MAX || 10),
  idleTimeoutMillis: 30_000,
  // The same limits as Payload's pool: no request waits for ever on a connection or a statement.
  ...poolSettings(),
})
// An idle connection dropped by the server (a restart) must not crash the process.
pool.on('error', (error) => console.error('[tarima] Conexión de la ruta rápida caída:', error))
/** The pool as the reads and writes use it: each statement prepared once per connection. */
const db = preparedOn(pool)

/** Serves the request when it is one of the fast routes; false leaves it to Next. */
export function serveFastRoute(req: IncomingMessage, res: ServerResponse): boolean {
  if ((req.method !== 'GET' && req.method !== 'POST') || !req.url) return false
  if (req.method === 'GET' && req.url === UNREAD_COUNT_PATH) {
    reply(res, UNREAD_COUNT_CACHE_CONTROL, answerUnreadCount(db, settings, headersOf(req)))
    return true
  }
  if (req.method === 'GET' && req.url === LIVE_PATH) {
    openLive(req, res).catch((error: unknown) => {
      console.error('[tarima] Eventos en vivo:', error)
      if (!res.headersSent) sendFailure(res, error, 'no-store')
      else res.destroy()
    })
    return true
  }
  const media = req.method === 'GET' && localMedia ? MEDIA_FILE.exec(req.url) : null
  const fileName = media ? decodedName(media[1]!) : null
  if (localMedia && fileName) {
    answerMediaFile(req, res, localMedia, fileName).catch((error: unknown) => {
      console.error('[tarima] Falló la entrega de una imagen:', error)
      if (!res.headersSent) sendFailure(res, error, 'no-store')
      else res.destroy()
    })
    return true
  }
  const url = parseUrl(req.url)
  if (!url) return false
  for (const route of routes) {
    const match = route.method === req.method && route.pattern.exec(url.pathname)
    if (!match) continue
    const params = Object.fromEntries(route.names.map((name, i) => [name, match[i + 1]]))
    if ('read' in route) {
      reply(
        res,
        PRIVATE_READ,
        readAs(req, route.read, Object.fromEntries(url.searchParams), params),
      )
    } else {
      reply(res, PRIVATE_READ, writeAs(req, route.write, params))
    }
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

/** A file name as the address encodes it; null when it is no valid encoding (Next answers). */
function decodedName(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded)
  } catch {
    return null
  }
}

async function answerMediaFile(
  req: IncomingMessage,
  res: ServerResponse,
  dir: string,
  name: string,
) {
  const found = await diskFileAnswer(dir, name, headersOf(req))
  if (!found) return send(res, 404, errorEnvelope(t.upload.fileNotFound), 'no-store')
  res.writeHead(found.status, { ...securityHeaders, ...found.headers })
  if (!found.bytes) return void res.end()
  // A visitor who leaves mid-file closes the file too.
  pipeline(fileStream(found.bytes), res, (error) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      console.error('[tarima] Falló la entrega de una imagen:', error)
    }
  })
}

/** Payload's authentication in short: the token checked in memory, its session in one query. */
async function readAs(
  req: IncomingMessage,
  read: SqlRead,
  query: Record<string, string>,
  params: Record<string, string>,
): Promise<ReadAnswer> {
  const token = await verifySessionToken(settings, headersOf(req))
  const viewer = token ? await sessionViewer(db, token) : null
  return runSqlRead(read, db, viewer, query, params)
}

/**
 * GET /api/live as src/app/(frontend)/api/live/route.ts answers it, for the member the session
 * names: their Server-Sent Events (src/features/notifications/live-stream.ts), written straight to
 * Node's response, with what they missed when reconnecting.
 */
async function openLive(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const headers = headersOf(req)
  const token = await verifySessionToken(settings, headers)
  const viewer = token ? await sessionViewer(db, token) : null
  if (!viewer) return send(res, 401, errorEnvelope(t.messages.errors.signInRequired), 'no-store')
  const address = clientIp(headers)
  if (!liveStreamAllowedFrom(address)) {
    return send(res, 429, errorEnvelope(t.rateLimit.tooManyStreams), 'no-store', {
      'Retry-After': '60',
    })
  }
  // The client left while the session was checked.
  if (res.destroyed || req.socket.destroyed) return
  res.writeHead(200, { ...securityHeaders, ...LIVE_HEADERS })
  const session = startLiveSession(
    viewer.id,
    nodeLiveSink(res),
    backlogOf(db, viewer.id, headers.get('last-event-id')),
    (error) => console.error('[tarima] Eventos en vivo: no se pudo reanudar', error),
    address,
  )
  res.once('close', () => session.close())
}

/** The write as the member the request's session names, then its stale pages expired. */
async function writeAs(
  req: IncomingMessage,
  write: SqlWrite,
  params: Record<string, string>,
): Promise<WriteAnswer> {
  const body = await readJson(req)
  if (body === TOO_LARGE) return refusal(413, t.serverErrors.tooLarge)
  const token = await verifySessionToken(settings, headersOf(req))
  const writer = token ? await sessionWriter(db, token, write.limit) : null
  const answer = await runSqlWrite(write, db, writer?.viewer ?? null, body, params, writer?.spent)
  if (answer.expire?.length) expireSoon(answer.expire)
  return answer
}

const TOO_LARGE = Symbol('too large')

/**
 * The request's JSON body as src/lib/endpoint.ts readBody reads it (an object, else {}), or
 * TOO_LARGE past MAX_BODY_BYTES: the rest is read and dropped, so the client hears the 413 rather
 * than a reset connection. The server's requestTimeout bounds how long either may take.
 */
function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
      else chunks.length = 0
    })
    req.on('error', reject)
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) return resolve(TOO_LARGE)
      try {
        const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        resolve(body && typeof body === 'object' && !Array.isArray(body) ? body : {})
      } catch {
        resolve({})
      }
    })
  })
}

/**
 * Cached pages a fast write left stale: no Next cache can be expired out here, so they are handed
 * to Next (src/lib/expire-pages-endpoint.ts) in one batch a moment later.
 */
const staleTags = new Set<string>()
let expiryTimer: NodeJS.Timeout | null = null
let selfUrl = ''

/** Where this server answers, for the expiry batches (scripts/serve.mjs sets it on listening). */
export function setSelfUrl(url: string) {
  selfUrl = url
}

function expireSoon(tags: string[]) {
  for (const tag of tags) staleTags.add(tag)
  expiryTimer ??= setTimeout(() => void flushExpiry(), 100)
}

async function flushExpiry() {
  expiryTimer = null
  const tags = [...staleTags].slice(0, 200)
  for (const tag of tags) staleTags.delete(tag)
  try {
    const answer = await fetch(`${selfUrl}/api/users/expire-pages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Tarima-Expiry-Key': expiryKey() },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!answer.ok) throw new Error(`HTTP ${answer.status}`)
  } catch (error) {
    console.error('[tarima] No se pudieron caducar las páginas de una escritura rápida:', error)
    // Next is busy or restarting: the same tags again a little later.
    for (const tag of tags) staleTags.add(tag)
    expiryTimer ??= setTimeout(() => void flushExpiry(), 5_000)
    return
  }
  if (staleTags.size) expireSoon([])
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
      console.error('[tarima] Falló una petición de la ruta rápida:', error)
      sendFailure(res, error, cacheControl)
    },
  )
}

/** A 503 with Retry-After when the database is busy or away, else a 500; in Spanish. */
function sendFailure(res: ServerResponse, error: unknown, cacheControl: string) {
  if (!isBusyError(error))
    return send(res, 500, errorEnvelope(t.serverErrors.unexpected), cacheControl)
  send(res, 503, errorEnvelope(busyMessage(error)), cacheControl, {
    'Retry-After': String(RETRY_AFTER_SECONDS),
  })
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  cacheControl: string,
  extraHeaders: Record<string, string> = {},
) {
  const json = JSON.stringify(body)
  res.writeHead(status, {
    ...securityHeaders,
    ...extraHeaders,
    'Cache-Control': cacheControl,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(json),
  })
  res.end(json)
}

export async function closeFastRoutes() {
  await pool.end()
}
