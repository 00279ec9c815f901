import type { IncomingMessage, ServerResponse } from 'node:http'

import { t } from '@/i18n'
import { normaliseIp, parseTrustedProxies } from '@/lib/client-ip'
import { siteUrl } from '@/lib/env'
import { JSON_BODY_MAX_BYTES } from '@/lib/limits'
import { apiSecurityHeaders } from '@/lib/security-headers.mjs'

/**
 * What the production server (scripts/serve.mjs) checks on every request before anything else
 * reads it:
 * - a NUL byte anywhere in the address is refused (400): PostgreSQL cannot store one, and no page
 *   or search has a use for it; a path that does not decode is read literally (a 404, not a 500);
 * - a body that is not an upload may be at most JSON_BODY_MAX_BYTES, refused (413) by its
 *   declared length before anyone reads or parses it; without a length (chunked), 411;
 * - a request from a page of this same site reached by another name (http://127.0.0.1:3000 when
 *   SITE_URL is http://localhost:3000, www and the bare domain) is presented to Payload and to
 *   src/lib/same-site.ts as coming from SITE_URL. Same site means the Origin's host is the host
 *   the request was sent to (Host, or X-Forwarded-Host from a proxy in TRUSTED_PROXIES), as Next
 *   judges its server actions; a browser never lets another site send that Origin.
 *
 * Returns true when it answered the request itself.
 */
export function requestGuards(spec: string | undefined = process.env.TRUSTED_PROXIES) {
  const trusted = parseTrustedProxies(spec)
  const siteOrigin = new URL(siteUrl).origin
  const headers = apiSecurityHeaders()

  const refuse = (res: ServerResponse, status: number, message: string) => {
    const json = JSON.stringify({ errors: [{ message }] })
    res.writeHead(status, {
      ...headers,
      'Cache-Control': 'no-store',
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(json),
      Connection: 'close',
    })
    res.end(json)
    return true
  }

  /** The host this request was sent to, as the browser saw it. */
  const hostOf = (req: IncomingMessage): string | undefined => {
    const peer = normaliseIp(req.socket.remoteAddress)
    const forwarded = header(req, 'X-Forwarded-Host')
    if (peer && trusted(peer) && forwarded) {
      return forwarded.split(',')[0]!.trim().toLowerCase()
    }
    return req.headers.host?.toLowerCase()
  }

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? ''
    if (url.includes('\0') || /%00/.test(url)) return refuse(res, 400, t.serverErrors.nulByte)
    // A path that is no valid percent-encoding (`/blog/%ff`) makes Next's router throw a bare 500
    // before any page runs: its `%` signs are taken literally, so the page finds nothing and
    // answers its own Spanish 404.
    const [path = '', query] = url.split(/\?(.*)/s, 2)
    if (!decodes(path))
      req.url = `${path.replaceAll('%', '%25')}${query === undefined ? '' : `?${query}`}`

    if (!url.startsWith('/api/')) return false
    const type = header(req, 'Content-Type') ?? ''
    if (!type.startsWith('multipart/form-data') && req.method !== 'GET' && req.method !== 'HEAD') {
      const length = header(req, 'Content-Length')
      if (length !== undefined && Number(length) > JSON_BODY_MAX_BYTES) {
        return refuse(res, 413, t.serverErrors.tooLarge)
      }
      if (length === undefined && header(req, 'Transfer-Encoding')) {
        return refuse(res, 411, t.serverErrors.lengthRequired)
      }
    }

    const origin = req.headers.origin
    if (origin && origin !== siteOrigin && hostOf(req) === hostOfOrigin(origin)) {
      req.headers.origin = siteOrigin
    }
    return false
  }
}

const hostOfOrigin = (origin: string): string | null => {
  try {
    return new URL(origin).host.toLowerCase()
  } catch {
    return null
  }
}

/** A request header by its usual spelling (Node keeps names lower-cased), joined if repeated. */
const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name.toLowerCase()]
  return Array.isArray(value) ? value.join(', ') : value
}

const decodes = (path: string) => {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}
