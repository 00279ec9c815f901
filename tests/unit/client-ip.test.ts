import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import {
  CLIENT_IP_HEADER,
  clientIp,
  clientIpStamper,
  normaliseIp,
  parseTrustedProxies,
  resolveClientIp,
} from '../../src/lib/client-ip'

const none = parseTrustedProxies(undefined)
const loopback = parseTrustedProxies('loopback')
const proxies = parseTrustedProxies('loopback, 10.0.0.0/8, 192.0.2.7, 2001:db8:1::/48')

describe('TRUSTED_PROXIES', () => {
  it('trusts nobody by default', () => {
    expect(none('127.0.0.1')).toBe(false)
    expect(parseTrustedProxies('')('::1')).toBe(false)
  })

  it('reads loopback, addresses and CIDRs of both families', () => {
    expect(loopback('127.0.0.1')).toBe(true)
    expect(loopback('127.5.6.7')).toBe(true)
    expect(loopback('::1')).toBe(true)
    expect(loopback('128.0.0.1')).toBe(false)
    expect(proxies('10.255.1.2')).toBe(true)
    expect(proxies('11.0.0.1')).toBe(false)
    expect(proxies('192.0.2.7')).toBe(true)
    expect(proxies('192.0.2.8')).toBe(false)
    expect(proxies('2001:db8:1:ffff::9')).toBe(true)
    expect(proxies('2001:db8:2::9')).toBe(false)
  })

  it('refuses entries that are not addresses, with a Spanish message', () => {
    for (const bad of ['proxy.local', '10.0.0.0/33', '10.0.0.0/x', '::1/129', '1.2.3.4/8/9']) {
      expect(() => parseTrustedProxies(bad), bad).toThrow(/TRUSTED_PROXIES: «.+» no es/)
    }
  })
})

describe('normaliseIp', () => {
  it('drops ports and brackets, maps IPv4-in-IPv6 and rejects non-addresses', () => {
    expect(normaliseIp(' 203.0.113.9 ')).toBe('203.0.113.9')
    expect(normaliseIp('203.0.113.9:5000')).toBe('203.0.113.9')
    expect(normaliseIp('[2001:DB8::1]:443')).toBe('2001:db8::1')
    expect(normaliseIp('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(normaliseIp('unknown')).toBeNull()
    expect(normaliseIp('')).toBeNull()
  })
})

describe('resolveClientIp', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(resolveClientIp('198.51.100.4', '1.1.1.1', none)).toBe('198.51.100.4')
    expect(resolveClientIp('127.0.0.1', '1.1.1.1', none)).toBe('127.0.0.1')
    expect(resolveClientIp('198.51.100.4', '1.1.1.1', proxies)).toBe('198.51.100.4')
  })

  it('believes it from a trusted proxy', () => {
    expect(resolveClientIp('127.0.0.1', '203.0.113.5', loopback)).toBe('203.0.113.5')
    expect(resolveClientIp('::ffff:127.0.0.1', '203.0.113.5', loopback)).toBe('203.0.113.5')
    expect(resolveClientIp('::1', '2001:db8::5', loopback)).toBe('2001:db8::5')
  })

  it('takes the right-most address that is not a trusted proxy, not the client-written left', () => {
    // The client wrote 6.6.6.6; the edge proxy 10.0.0.2 appended the address it saw.
    expect(resolveClientIp('10.0.0.3', '6.6.6.6, 203.0.113.5, 10.0.0.2', proxies)).toBe(
      '203.0.113.5',
    )
    // Repeated headers are one list, in order.
    expect(resolveClientIp('127.0.0.1', ['6.6.6.6', '203.0.113.5'], proxies)).toBe('203.0.113.5')
  })

  it('stops at the proxy that passed on a malformed entry, and falls back to the peer', () => {
    expect(resolveClientIp('10.0.0.3', 'bogus, 10.0.0.2', proxies)).toBe('10.0.0.2')
    expect(resolveClientIp('10.0.0.3', 'bogus', proxies)).toBe('10.0.0.3')
    expect(resolveClientIp('10.0.0.3', undefined, proxies)).toBe('10.0.0.3')
    expect(resolveClientIp('10.0.0.3', '10.0.0.1, 10.0.0.2', proxies)).toBe('10.0.0.1')
    expect(resolveClientIp(undefined, '203.0.113.5', proxies)).toBe('desconocida')
  })
})

describe('the production server stamp (scripts/serve.mjs)', () => {
  let close: (() => Promise<void>) | undefined
  afterEach(async () => close?.())

  /** A real HTTP server that stamps each request as scripts/serve.mjs does and echoes clientIp(). */
  async function stampingServer(spec: string) {
    const stamp = clientIpStamper(spec)
    const server = createServer((req, res) => {
      stamp(req)
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value)
      }
      res.end(JSON.stringify({ header: req.headers[CLIENT_IP_HEADER], ip: clientIp(headers) }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    close = () => new Promise((resolve) => server.close(() => resolve()))
    return (server.address() as AddressInfo).port
  }

  const get = (port: number, headers: Record<string, string>) =>
    new Promise<{ header: string; ip: string }>((resolve, reject) => {
      const outgoing = request({ host: '127.0.0.1', port, headers, agent: false }, (res) => {
        let text = ''
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve(JSON.parse(text)))
      })
      outgoing.on('error', reject)
      outgoing.end()
    })

  it('replaces a client-sent client-IP header and ignores X-Forwarded-For without trust', async () => {
    const port = await stampingServer('')
    const reply = await get(port, { [CLIENT_IP_HEADER]: '6.6.6.6', 'X-Forwarded-For': '7.7.7.7' })
    expect(reply).toEqual({ header: '127.0.0.1', ip: '127.0.0.1' })
  })

  it('uses X-Forwarded-For when the peer is a trusted proxy', async () => {
    const port = await stampingServer('loopback')
    const reply = await get(port, { [CLIENT_IP_HEADER]: '6.6.6.6', 'X-Forwarded-For': '7.7.7.7' })
    expect(reply).toEqual({ header: '7.7.7.7', ip: '7.7.7.7' })
  })
})
