import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { siteUrl } from '../../src/lib/env'
import { safeHref } from '../../src/lib/safe-href'
import { requestGuards } from '../../src/server/request-guards'

// The checks scripts/serve.mjs runs before anything reads a request, on a real HTTP server: what
// the next handler sees (its Origin) or the answer the guard gave instead.
let server: Server
let port: number
const guard = requestGuards('loopback')

beforeAll(async () => {
  server = createServer((req, res) => {
    if (guard(req, res)) return
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ origin: req.headers.origin ?? null, url: req.url }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** A raw request (fetch would not let a test set Host), with its status and JSON body. */
function send(path: string, headers: IncomingHttpHeaders = {}, method = 'POST', body = '{}') {
  return new Promise<{
    status: number
    body: { origin?: string | null; url?: string; errors?: unknown[] }
  }>((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: { 'Content-Type': 'application/json', ...headers },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

describe('request guards', () => {
  const site = new URL(siteUrl).origin

  it('a page of this site reached by another name is presented as the site', async () => {
    const reply = await send('/api/users/signup', {
      Host: '127.0.0.1:3000',
      Origin: 'http://127.0.0.1:3000',
    })
    expect(reply.body.origin).toBe(site)
    // Behind a trusted proxy, the host the browser used is the forwarded one.
    const proxied = await send('/api/users/login', {
      Host: 'app:3000',
      'X-Forwarded-Host': 'www.tarima.test',
      Origin: 'https://www.tarima.test',
    })
    expect(proxied.body.origin).toBe(site)
  })

  it('another site keeps its own Origin, to be refused downstream', async () => {
    for (const headers of [
      { Host: '127.0.0.1:3000', Origin: 'http://otro-sitio.test' },
      { Host: 'otro-sitio.test.evil:3000', Origin: 'http://127.0.0.1:3000' },
      { Host: '127.0.0.1:3000', Origin: 'null' },
    ]) {
      expect((await send('/api/users/signup', headers)).body.origin).toBe(headers.Origin)
    }
  })

  it('an untrusted proxy cannot name the host', async () => {
    const open = requestGuards('')
    const req = {
      url: '/api/x',
      method: 'POST',
      headers: {
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'www.tarima.test',
        origin: 'https://www.tarima.test',
        'content-length': '2',
      },
      socket: { remoteAddress: '127.0.0.1' },
    }
    expect(open(req as never, {} as never)).toBe(false)
    expect(req.headers.origin).toBe('https://www.tarima.test')
  })

  it('refuses a NUL byte anywhere in the address, in Spanish', async () => {
    for (const path of ['/artists/search?q=a%00b', '/%00', '/api/posts?x=%00']) {
      const reply = await send(path, {}, 'GET', '')
      expect(reply.status, path).toBe(400)
      expect(JSON.stringify(reply.body)).toContain('carácter nulo')
    }
  })

  it('reads a path that does not decode literally, so the page answers its 404', async () => {
    expect((await send('/blog/%ff?q=%C3%B1', {}, 'GET', '')).body.url).toBe('/blog/%25ff?q=%C3%B1')
    expect((await send('/news/%c0%ae', {}, 'GET', '')).body.url).toBe('/news/%25c0%25ae')
    expect((await send('/artists/%25', {}, 'GET', '')).body.url).toBe('/artists/%25')
  })

  it('refuses a body over 1 MB by its length, and one of unknown length, before reading it', async () => {
    const big = await send(
      '/api/users/1',
      { 'Content-Length': String(1024 * 1024 + 1) },
      'PATCH',
      'x'.repeat(1024 * 1024 + 1),
    )
    expect(big.status).toBe(413)
    expect((await send('/api/users/1', { 'Transfer-Encoding': 'chunked' }, 'PATCH')).status).toBe(
      411,
    )
    // Uploads keep their own limit; pages are not the API's business.
    expect(
      (
        await send(
          '/api/media',
          {
            'Content-Type': 'multipart/form-data; boundary=x',
            'Content-Length': String(2 * 1024 * 1024),
          },
          'POST',
          'x'.repeat(2 * 1024 * 1024),
        )
      ).status,
    ).toBe(200)
  })
})

describe('safe links', () => {
  it('lets through site paths, anchors, mailto and http(s), and nothing else', () => {
    for (const ok of [
      '/blog/uno',
      '#arriba',
      'mailto:equipo@tarima.app',
      'https://tarima.app/x',
      'http://a.b',
    ]) {
      expect(safeHref(ok), ok).not.toBeNull()
    }
    for (const bad of [
      'javascript:alert(1)',
      ' JAVASCRIPT:x',
      'data:text/html,x',
      '//evil.test',
      '/\\evil.test',
      'vbscript:x',
      'tel:123',
      'ftp://x',
      '',
    ]) {
      expect(safeHref(bad), bad).toBeNull()
    }
  })
})
