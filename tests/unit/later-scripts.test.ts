import {
  createServer,
  get as httpGet,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import {
  FlightExtractor,
  ScriptRewriter,
  laterScripts,
  loader,
  scriptMode,
} from '@/server/later-scripts'

// React's payload, as Next puts it in the page.
const FLIGHT_SCRIPTS =
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script>self.__next_f.push([1,"\\u003cp\\u003e ñ"])</script>'

// The shape of a page as Next 16 streams it (scripts/serve.mjs's input).
const PAGE =
  '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/run-1.js"/>' +
  '<script src="/_next/static/chunks/0a-b.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-x.js" async=""></script>' +
  '<script src="/_next/static/chunks/poly.js" noModule=""></script></head>' +
  '<body><main><h1>¿Quién canta mañana en Bayamón?</h1><p>Señal «ñ» y 🎶</p></main>' +
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>' +
  '<script src="/_next/static/chunks/run-1.js" async=""></script>' +
  FLIGHT_SCRIPTS +
  '</body></html>'

type Options = { lazy: boolean; flight: boolean }
const MEMBER: Options = { lazy: false, flight: false }
const VISITOR: Options = { lazy: true, flight: false }
const VISITOR_PRERENDERED: Options = { lazy: true, flight: true }

const expected = (options: Options) =>
  '<!DOCTYPE html><html lang="es"><head>' +
  loader(options) +
  '<meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<script>__tarimaLater("/_next/static/chunks/0a-b.js")</script>' +
  '<script>__tarimaLater("/_next/static/chunks/turbopack-x.js")</script>' +
  '<script src="/_next/static/chunks/poly.js" noModule=""></script></head>' +
  '<body><main><h1>¿Quién canta mañana en Bayamón?</h1><p>Señal «ñ» y 🎶</p></main>' +
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>' +
  '<script>__tarimaLater("/_next/static/chunks/run-1.js")</script>' +
  (options.flight ? '' : FLIGHT_SCRIPTS) +
  '</body></html>'
const EXPECTED = expected(MEMBER)

type Streamed = { push(chunk: Buffer): string; finish(): string }
const inPieces = (body: Streamed, pieces: Buffer[]) =>
  pieces.map((piece) => body.push(piece)).join('') + body.finish()
const rewriteInPieces = (pieces: Buffer[], options = MEMBER) =>
  inPieces(new ScriptRewriter(options), pieces)

/** Every way of cutting the page in two, and byte by byte. */
function* cuts(text: string) {
  const bytes = Buffer.from(text)
  for (let at = 1; at < bytes.length; at++) yield [bytes.subarray(0, at), bytes.subarray(at)]
  yield [...bytes].map((byte) => Buffer.from([byte]))
}

describe('ScriptRewriter', () => {
  it('asks for every Next script through the loader and drops their preloads', () => {
    expect(rewriteInPieces([Buffer.from(PAGE)])).toBe(EXPECTED)
  })

  it('gives the same page wherever the stream is cut, even inside a tag or a character', () => {
    for (const pieces of cuts(PAGE)) expect(rewriteInPieces(pieces)).toBe(EXPECTED)
  })

  it("leaves React's payload out of a prerendered page for a visitor, cut anywhere", () => {
    const page = expected(VISITOR_PRERENDERED)
    expect(page).not.toContain('__next_f.push')
    for (const pieces of cuts(PAGE)) expect(rewriteInPieces(pieces, VISITOR_PRERENDERED)).toBe(page)
  })

  it('leaves a document without <head> and other scripts as they are', () => {
    const fragment = '<p>hola</p><script src="/_next/static/chunks/x.js" async=""></script>'
    expect(rewriteInPieces([Buffer.from(fragment)])).toBe(fragment)
    const other = '<html><head></head><script src="https://cdn.example/x.js" async=""></script>'
    expect(rewriteInPieces([Buffer.from(other)])).toBe(
      `<html><head>${loader(MEMBER)}</head><script src="https://cdn.example/x.js" async=""></script>`,
    )
  })
})

describe('FlightExtractor', () => {
  it("gives the page's payload as the JSON list of what it pushes, cut anywhere", () => {
    for (const pieces of cuts(PAGE)) {
      const json = inPieces(new FlightExtractor(), pieces)
      expect(JSON.parse(json)).toEqual([[0], [1, '<p> ñ']])
    }
  })
})

describe('scriptMode', () => {
  const request = (headers: Record<string, string>) => ({ headers }) as IncomingMessage
  it('tells visitors, members and the payload request apart', () => {
    expect(scriptMode(request({}))).toBe('visitor')
    expect(scriptMode(request({ cookie: 'tema=oscuro; payload-token=abc' }))).toBe('member')
    expect(scriptMode(request({ cookie: 'not-payload-token=abc' }))).toBe('visitor')
    expect(scriptMode(request({ 'x-tarima-flight': '1', cookie: 'payload-token=abc' }))).toBe(
      'flight',
    )
  })
})

describe('laterScripts on a real HTTP server', () => {
  let server: Server | undefined
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  )

  /** Serves `handler` behind laterScripts and answers what the request brought. */
  const serve = async (handler: RequestListener) => {
    let seenEncoding: string | undefined
    server = createServer((req, res) => {
      laterScripts(req, res)
      seenEncoding = req.headers['accept-encoding']
      handler(req, res)
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
    return { base, seenEncoding: () => seenEncoding }
  }

  // node:http, not fetch, so the raw gzip bytes and headers can be read.
  const get = (url: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        httpGet(url, { headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          )
        }).on('error', reject)
      },
    )

  const streamPage = (_req: unknown, res: ServerResponse) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Content-Length', Buffer.byteLength(PAGE))
    res.flushHeaders()
    const bytes = Buffer.from(PAGE)
    // Three pieces, cut inside a script tag and inside «ñ».
    const cuts = [PAGE.indexOf('turbopack-x') + 3, Buffer.from(PAGE).indexOf('ñ') + 1]
    res.write(bytes.subarray(0, cuts[0]))
    setTimeout(() => {
      res.write(bytes.subarray(cuts[0], cuts[1]))
      res.end(bytes.subarray(cuts[1]))
    }, 10)
  }

  it('rewrites a streamed page and gzips it itself; Next never sees Accept-Encoding', async () => {
    const { base, seenEncoding } = await serve(streamPage)
    const reply = await get(`${base}/privacy`, {
      accept: 'text/html,application/xhtml+xml',
      'accept-encoding': 'gzip, deflate, br',
    })
    expect(seenEncoding()).toBeUndefined()
    expect(reply.status).toBe(200)
    expect(reply.headers['content-encoding']).toBe('gzip')
    expect(reply.headers['content-length']).toBeUndefined()
    expect(reply.headers.vary).toMatch(/Accept-Encoding/)
    expect(gunzipSync(reply.body).toString()).toBe(expected(VISITOR))
  })

  it('sends the rewritten page plain to a client that takes no gzip', async () => {
    const { base } = await serve(streamPage)
    const reply = await get(`${base}/`, { accept: 'text/html', cookie: 'payload-token=x' })
    expect(reply.headers['content-encoding']).toBeUndefined()
    expect(reply.body.toString()).toBe(EXPECTED)
  })

  it('takes the headers given to writeHead; gzips other text, leaves the rest alone', async () => {
    const { base, seenEncoding } = await serve((req, res) => {
      if (req.url === '/sitemap.xml') {
        res.writeHead(200, { 'Content-Type': 'application/xml' })
        res.end('<urlset/>')
      } else if (req.url === '/blog/rss.xml') {
        res.writeHead(200, { 'Content-Type': 'application/rss+xml; charset=utf-8' })
        res.end('<rss/>')
      } else if (req.url === '/logo.png') {
        res.writeHead(200, { 'Content-Type': 'image/png' })
        res.end('PNG')
      } else if (req.url === '/not-modified') {
        res.setHeader('Content-Type', 'text/html')
        res.writeHead(304)
        res.end()
      } else {
        res.writeHead(404, {
          'Content-Type': 'text/html',
          'Content-Length': Buffer.byteLength(PAGE),
        })
        res.end(PAGE)
      }
    })
    // What fetch or curl sends: no text/html in Accept, the same page.
    const gzip = { accept: '*/*', 'accept-encoding': 'gzip' }
    const missing = await get(`${base}/nada`, gzip)
    expect(missing.status).toBe(404)
    expect(gunzipSync(missing.body).toString()).toBe(expected(VISITOR))

    const xml = await get(`${base}/sitemap.xml`, gzip)
    expect(xml.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(xml.body).toString()).toBe('<urlset/>')
    const rss = await get(`${base}/blog/rss.xml`, gzip)
    expect(rss.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(rss.body).toString()).toBe('<rss/>')
    const png = await get(`${base}/logo.png`, gzip)
    expect(png.headers['content-encoding']).toBeUndefined()
    expect(png.body.toString()).toBe('PNG')
    const notModified = await get(`${base}/not-modified`, gzip)
    expect(notModified.status).toBe(304)
    expect(notModified.body.length).toBe(0)

    // Next's files and the API: untouched, Accept-Encoding and all.
    for (const path of ['/api/users/me', '/_next/static/chunks/x.js', '/admin']) {
      const reply = await get(base + path, gzip)
      expect(seenEncoding()).toBe('gzip')
      expect(reply.body.toString()).toBe(PAGE)
    }
  })
  it("answers a prerendered page's payload apart: left out for visitors, JSON when asked", async () => {
    const seen: (string | undefined)[] = []
    const { base } = await serve((req, res) => {
      seen.push(req.headers['if-none-match'])
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('x-nextjs-cache', 'HIT')
      res.setHeader('ETag', '"v1"')
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304)
        res.end()
      } else res.end(PAGE)
    })
    const gzip = { accept: '*/*', 'accept-encoding': 'gzip' }
    const page = await get(`${base}/`, gzip)
    expect(gunzipSync(page.body).toString()).toBe(expected(VISITOR_PRERENDERED))
    expect(page.headers.vary).toMatch(/x-tarima-flight/)

    // The loader's request: never "not modified" (the browser's copy is the page), never cached.
    const flight = await get(`${base}/`, {
      ...gzip,
      'x-tarima-flight': '1',
      'if-none-match': '"v1"',
    })
    expect(seen.at(-1)).toBeUndefined()
    expect(flight.status).toBe(200)
    expect(flight.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(flight.headers['cache-control']).toBe('private, no-cache')
    expect(JSON.parse(gunzipSync(flight.body).toString())).toEqual([[0], [1, '<p> ñ']])

    // A member's page keeps its payload and runs its scripts after the first paint.
    const member = await get(`${base}/`, { ...gzip, cookie: 'payload-token=x' })
    expect(gunzipSync(member.body).toString()).toBe(EXPECTED)
  })
})
