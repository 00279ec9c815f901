import type { IncomingMessage } from 'node:http'
import { BlockList, isIP } from 'node:net'

import { t } from '../i18n'

/**
 * The client's address, for the per-IP rate limits. `X-Forwarded-For` is only believed when the
 * connection comes from a proxy listed in TRUSTED_PROXIES (comma-separated addresses or CIDRs, and
 * `loopback` for 127.0.0.0/8 and ::1; none by default), otherwise any client could pick its own.
 *
 * Only the socket knows the real peer, and Next hides it from route handlers and Payload: the
 * production server (scripts/serve.mjs) resolves the address per request with `stampClientIp` and
 * puts it in CLIENT_IP_HEADER, replacing whatever the client sent there. `next dev` has no such
 * server, so there the peer is taken to be loopback (see `clientIp`).
 */
export const CLIENT_IP_HEADER = 'x-tarima-client-ip'

/** Whether an address (already normalised by `normaliseIp`) belongs to a trusted proxy. */
export type TrustedProxies = (address: string) => boolean

/** When nothing better is known (a Local API call without headers). */
const UNKNOWN = 'desconocida'

/** Where a development server (no socket address) assumes its requests come from. */
const DEV_PEER = '127.0.0.1'

const globals = globalThis as typeof globalThis & { __tarimaClientIpStamped?: boolean }

/** Parses TRUSTED_PROXIES; a wrong entry stops the server rather than silently trusting less. */
export function parseTrustedProxies(spec: string | undefined): TrustedProxies {
  const list = new BlockList()
  for (const raw of (spec ?? '').split(',')) {
    const entry = raw.trim().toLowerCase()
    if (!entry) continue
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4')
      list.addAddress('::1', 'ipv6')
      continue
    }
    const [base = '', prefix, extra] = entry.split('/')
    const address = normaliseIp(base)
    const bits = prefix === undefined ? null : Number(prefix)
    const family = address && isIP(address) === 6 ? 'ipv6' : 'ipv4'
    const maxBits = family === 'ipv6' ? 128 : 32
    if (
      !address ||
      extra !== undefined ||
      (bits !== null && (!/^\d+$/.test(prefix ?? '') || bits > maxBits))
    ) {
      throw new Error(t.rateLimit.badTrustedProxy(raw.trim()))
    }
    if (bits === null) list.addAddress(address, family)
    else list.addSubnet(address, bits, family)
  }
  return (address) => list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
}

let fromEnv: { spec: string | undefined; trusted: TrustedProxies } | null = null

/** TRUSTED_PROXIES of this process, parsed once. */
export function trustedProxiesFromEnv(): TrustedProxies {
  const spec = process.env.TRUSTED_PROXIES
  if (!fromEnv || fromEnv.spec !== spec) fromEnv = { spec, trusted: parseTrustedProxies(spec) }
  return fromEnv.trusted
}

/**
 * An address as a plain IP, or null when it is not one: without brackets or port, lower-case,
 * and IPv4-mapped IPv6 (`::ffff:1.2.3.4`, as Node reports IPv4 peers on a dual-stack socket) as
 * IPv4, so one client always gets one key.
 */
export function normaliseIp(value: string | undefined): string | null {
  let address = (value ?? '').trim().toLowerCase()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1] ?? ''
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)
  if (mapped) address = mapped[1] ?? ''
  return isIP(address) ? address : null
}

/**
 * The client behind a connection from `peer`. From an untrusted peer, the peer itself. From a
 * trusted proxy, X-Forwarded-For read from the right: each proxy appends the address it saw, so
 * the right-most entry that is not a trusted proxy is the client (entries left of it are whatever
 * the client wrote). A malformed entry stops the walk at the proxy that passed it on.
 */
export function resolveClientIp(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): string {
  let current = normaliseIp(peer)
  if (!current) return UNKNOWN
  if (!trusted(current)) return current
  const hops = [forwardedFor ?? []].flat().join(',').split(',')
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]?.trim()
    if (!hop) continue
    const address = normaliseIp(hop)
    if (!address) return current
    current = address
    if (!trusted(address)) return address
  }
  return current
}

/**
 * For scripts/serve.mjs, once at start: parses TRUSTED_PROXIES (throwing on a bad entry before
 * anything is served), tells `clientIp` that CLIENT_IP_HEADER is now the server's own, and returns
 * what to call on every request before anything else reads it.
 */
export function clientIpStamper(spec: string | undefined = process.env.TRUSTED_PROXIES) {
  const trusted = parseTrustedProxies(spec)
  globals.__tarimaClientIpStamped = true
  return (req: IncomingMessage) => stampClientIp(req, trusted)
}

/** Overwrites CLIENT_IP_HEADER (whatever the client sent in it) with the resolved address. */
export function stampClientIp(req: IncomingMessage, trusted: TrustedProxies) {
  req.headers[CLIENT_IP_HEADER] = resolveClientIp(
    req.socket.remoteAddress,
    req.headers['x-forwarded-for'],
    trusted,
  )
}

/**
 * The client's address for a request's headers: the only way the app reads it. Behind
 * scripts/serve.mjs, the header that server set. Under `next dev` the socket is out of reach, so
 * the peer is taken to be loopback: X-Forwarded-For counts only when TRUSTED_PROXIES includes
 * `loopback`, and otherwise every request shares the address 127.0.0.1 (and its budget).
 */
export function clientIp(headers: Headers | undefined): string {
  if (globals.__tarimaClientIpStamped) return headers?.get(CLIENT_IP_HEADER) || UNKNOWN
  return resolveClientIp(
    DEV_PEER,
    headers?.get('x-forwarded-for') ?? undefined,
    trustedProxiesFromEnv(),
  )
}
