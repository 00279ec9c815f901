// The production server (`npm start`, the tests, the bench, the Dockerfile): a few fast routes
// answered before Next (src/server/fast-routes.ts), then Next's own request handler behind a
// micro-cache of the public pages Next already serves from its cache
// (`x-nextjs-cache: HIT`). Those answers are the same for everybody, so each is kept for a moment
// and repeats are answered without Next's routing, header rules and cache lookup, which cost
// several times more than sending the bytes. Expiring a cache tag empties it at once
// (src/lib/cache-expiry.ts); another instance sees a change at most TTL_MS later.
//
// Plain JavaScript so that Node runs it without a TypeScript loader in front of Next: its
// TypeScript parts come compiled with the build (scripts/lib/server-modules.mjs), or through tsx
// from the sources with --dev.
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import process from 'node:process'
import { pathToFileURL } from 'node:url'

import { SERVER_MODULES, compiledFile } from './lib/server-modules.mjs'

const TTL_MS = 2_000
// At most ~100 MB even if every entry were the largest allowed; pages are ~15 kB gzipped.
const MAX_ENTRIES = 200
const MAX_BODY_BYTES = 512_000

// `npm run dev`: the same server around `next dev` (hot reload), without the micro-cache.
const dev = process.argv.includes('--dev')
const portFlag = process.argv.indexOf('-p')
const port = Number(portFlag > 0 ? process.argv[portFlag + 1] : process.env.PORT || 3000)

/** @type {{ generation: number, entries: Map<string, { expires: number, headers: import('node:http').OutgoingHttpHeaders, body: Buffer }> }} */
const state = (globalThis.__tarimaPageCache ??= { generation: 0, entries: new Map() })

/** @param {import('node:http').IncomingMessage} req */
function keyOf(req) {
  if (req.method !== 'GET' || !req.url) return null
  // Router and prefetch requests get other payloads (Vary: rsc, next-router-*); ranges are partial.
  if (req.headers.rsc || req.headers.range || req.url.includes('_rsc=')) return null
  for (const name of Object.keys(req.headers)) if (name.startsWith('next-router')) return null
  // Draft preview (Next's draft-mode cookie, set by /preview for editors): never the public copy,
  // and never kept for anybody else.
  if (req.headers.cookie?.includes('__prerender_bypass')) return null
  // Visitors, members and the loader's payload requests get different answers.
  return `${scriptMode(req)}|${req.headers['accept-encoding'] ?? ''}|${req.url}`
}

/** Answers from the micro-cache when it holds this page; true when it did. */
function serveCached(req, res, key) {
  const entry = state.entries.get(key)
  if (!entry) return false
  if (entry.expires < Date.now()) {
    state.entries.delete(key)
    return false
  }
  res.writeHead(200, entry.headers)
  res.end(entry.body)
  return true
}

/**
 * Watches Next's answer and keeps it when Next served it from its own cache, unless a tag
 * expired meanwhile (the answer may predate the change).
 */
function capture(res, key) {
  const generation = state.generation
  const chunks = []
  let size = 0
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  const keep = (chunk, encoding) => {
    if (chunk == null || typeof chunk === 'function') return
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined)
    size += buffer.length
    if (size <= MAX_BODY_BYTES) chunks.push(buffer)
  }
  res.write = (chunk, encoding, callback) => {
    keep(chunk, encoding)
    return write(chunk, encoding, callback)
  }
  res.end = (chunk, encoding, callback) => {
    keep(chunk, encoding)
    const result = end(chunk, encoding, callback)
    if (
      res.statusCode === 200 &&
      res.getHeader('x-nextjs-cache') === 'HIT' &&
      !res.hasHeader('set-cookie') &&
      size <= MAX_BODY_BYTES &&
      generation === state.generation
    ) {
      const body = Buffer.concat(chunks)
      // Replayed in one piece, so with its exact length.
      const headers = { ...res.getHeaders(), 'content-length': body.length }
      delete headers['transfer-encoding']
      // Oldest first when full: a Map keeps insertion order.
      if (state.entries.size >= MAX_ENTRIES) state.entries.delete(state.entries.keys().next().value)
      state.entries.set(key, { expires: Date.now() + TTL_MS, headers, body })
    }
    return result
  }
}

// Before Next loads, as `next start` and `next dev` do: React and Next pick their builds from it.
process.env.NODE_ENV = dev ? 'development' : 'production'
const { default: next } = await import('next')
const { serveFastRoute, closeFastRoutes, setSelfUrl } = await serverModule('fast-routes')
setSelfUrl(`http://127.0.0.1:${port}`)
// Expired pages are dropped every few seconds, so an idle cache holds nothing.
setInterval(() => {
  const now = Date.now()
  for (const [key, entry] of state.entries) if (entry.expires < now) state.entries.delete(key)
}, 5_000).unref()

// The client's address, from the socket and TRUSTED_PROXIES (src/lib/client-ip.ts): stamped on
// every request before anything reads it, over any x-tarima-client-ip the client sent. A bad
// TRUSTED_PROXIES stops the server here.
const { clientIpStamper } = await serverModule('client-ip')
const stampClientIp = clientIpStamper(process.env.TRUSTED_PROXIES)
// NUL bytes, oversized bodies and same-site requests reached by another host name
// (src/server/request-guards.ts).
const { requestGuards } = await serverModule('request-guards')
const guard = requestGuards(process.env.TRUSTED_PROXIES)
// Pages ask for their scripts when they are needed (src/server/later-scripts.ts).
const { laterScripts, scriptMode } = await serverModule('later-scripts')

const app = next({ dev, port })
const handle = app.getRequestHandler()
await app.prepare()

const server = createServer((req, res) => {
  stampClientIp(req)
  if (guard(req, res)) return
  if (serveFastRoute(req, res)) return
  const key = dev ? null : keyOf(req)
  if (key) {
    if (serveCached(req, res, key)) return
    capture(res, key)
  }
  if (!dev) laterScripts(req, res)
  handle(req, res)
})
// A client that sends its headers or body slowly (or never) cannot hold a connection open: the
// headers must arrive within 15 s and the whole request within 60 s (uploads of up to 5 MB
// included). Responses are not cut, so live streams (/api/live) stay open.
// next dev's hot reload talks over a WebSocket.
if (dev) server.on('upgrade', app.getUpgradeHandler())
server.headersTimeout = 15_000
server.requestTimeout = 60_000
server.keepAliveTimeout = 5_000
server.on('error', (error) => {
  console.error(error)
  process.exit(1)
})
server.listen(port, () => {
  console.log(`▲ Tarima (Next.js) en http://localhost:${port}`)
  void warmUp()
})

/**
 * A module of scripts/lib/server-modules.mjs: in production the build's compiled copy; with --dev
 * the TypeScript source through tsx, in a scope of its own so that nothing else (Next included)
 * goes through its loader.
 */
async function serverModule(name) {
  if (dev) {
    const { tsImport } = await import('tsx/esm/api')
    return tsImport(`../${SERVER_MODULES[name]}`, import.meta.url)
  }
  const file = compiledFile(name)
  if (!existsSync(file)) {
    console.error(`Falta ${file}: compila el sitio con \`npm run build\` antes de servirlo.`)
    process.exit(1)
  }
  return import(pathToFileURL(file).href)
}

/**
 * One API request at boot starts Payload, and with it the jobs queue (src/lib/jobs.ts: queued
 * e-mails, scheduled publishing), which would otherwise wait for the first request that needs
 * Payload: the cached pages never do. (Next's instrumentation hook would bundle a second copy of
 * Payload, whose error classes the API's would not recognise.) Retried until it answers.
 */
async function warmUp() {
  for (let attempt = 0; attempt < 30; attempt++) {
    try {
      const reply = await fetch(`http://127.0.0.1:${port}/api/users/me`, {
        signal: AbortSignal.timeout(60_000),
      })
      if (reply.status < 500) return
    } catch {
      // Not ready yet, or the database is away: try again shortly.
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000))
  }
  console.error('No se pudo iniciar Payload al arrancar; se iniciará con la primera petición.')
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close()
    closeFastRoutes().finally(() => process.exit(0))
  })
}
