// PostgreSQL away: under a running server (a TCP proxy in front of the test database is closed and
// its connections cut), and at a server's start (its DATABASE_URL points where nothing listens).
// Every write answers 503 "El servicio no está disponible…" with Retry-After, never a 500, and the
// running server answers normally again once the database is back, without a restart.
import type { ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startProductionServer, stopServer, waitForUrl } from '../../scripts/lib/processes'
import { signUp, type Session } from '../helpers/api'

const base = Number(process.env.TEST_PORT || 3100)
const UNAVAILABLE = 'El servicio no está disponible, inténtalo en unos segundos.'

/** A TCP proxy to PostgreSQL that can be cut (listener closed, open connections dropped). */
function pgProxy(target: URL) {
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  const open = (port: number) =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
      })
      server.listen(port, '127.0.0.1', () => resolve((server!.address() as net.AddressInfo).port))
    })
  return {
    open,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        const listening = server
        server = null
        if (listening) listening.close(() => resolve())
        else resolve()
      }),
  }
}

/** The test database's URL with another port. */
const databaseAt = (port: number) => {
  const url = new URL(process.env.DATABASE_URL!)
  url.hostname = '127.0.0.1'
  url.port = String(port)
  return url.toString()
}

function serverEnv(port: number, databaseUrl: string): NodeJS.ProcessEnv {
  return { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl }
}

const logOf = (name: string) =>
  path.join(process.env.MEDIA_DIR ?? '/tmp', '..', 'test-results', `server-${name}.log`)

async function write(origin: string, member: Session, n: number) {
  const headers = {
    'Content-Type': 'application/json',
    Authorization: `JWT ${member.token}`,
    'X-Forwarded-For': `10.77.${n % 250}.${(n >> 8) % 250}`,
  }
  const requests: [string, string, unknown][] = [
    // A fast route (before Next), a REST create, a REST update and a custom endpoint.
    ['POST', '/api/posts/feed', { content: `Con la base caída ${n}` }],
    ['POST', '/api/contact-messages', contact(n)],
    ['PATCH', `/api/users/${member.id}`, { firstName: `Nombre ${n}` }],
    ['POST', '/api/users/forgot-password', { email: member.email }],
  ]
  return Promise.all(
    requests.map(async ([method, route, body]) => {
      const response = await fetch(`${origin}${route}`, {
        method,
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(40_000),
      })
      return {
        route,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: await response.text(),
      }
    }),
  )
}

const contact = (n: number) => ({
  name: 'Prueba',
  email: `caida${n}@tarima.test`,
  subject: 'Sin base de datos',
  message: 'Hola',
})

describe('PostgreSQL away', () => {
  const servers: ChildProcess[] = []
  let member: Session

  beforeAll(async () => {
    member = await signUp()
  })

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server)))
  })

  it('while a server runs: writes answer 503 with Retry-After, and it heals without a restart', async () => {
    const proxy = pgProxy(new URL(process.env.DATABASE_URL!))
    const proxyPort = await proxy.open(0)
    const port = base + 7
    const origin = `http://localhost:${port}`
    servers.push(startProductionServer(port, serverEnv(port, databaseAt(proxyPort)), logOf('cut')))
    await waitForUrl(`${origin}/`)
    const before = await write(origin, member, 1)
    expect(before.map((answer) => answer.status)).not.toContain(503)

    await proxy.cut()
    for (const answer of await write(origin, member, 2)) {
      expect(answer.status, `${answer.route}: ${answer.body}`).toBe(503)
      expect(answer.retryAfter, answer.route).toMatch(/^\d+$/)
      expect(JSON.parse(answer.body).errors[0].message, answer.route).toBe(UNAVAILABLE)
    }

    await proxy.open(proxyPort)
    const deadline = Date.now() + 30_000
    let after = await write(origin, member, 3)
    while (after.some((answer) => answer.status >= 500) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      after = await write(origin, member, 4)
    }
    expect(after.map((answer) => answer.status)).not.toContain(503)
    expect(after.map((answer) => answer.status)).not.toContain(500)
    await proxy.cut()
  }, 180_000)

  it('at a server start: writes answer 503 with Retry-After, never 500', async () => {
    const closed = net.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const deadPort = (closed.address() as net.AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const port = base + 8
    const origin = `http://localhost:${port}`
    servers.push(startProductionServer(port, serverEnv(port, databaseAt(deadPort)), logOf('down')))
    await waitForUrl(`${origin}/robots.txt`)
    for (const answer of await write(origin, member, 5)) {
      expect(answer.status, `${answer.route}: ${answer.body}`).toBe(503)
      expect(answer.retryAfter, answer.route).toMatch(/^\d+$/)
      expect(JSON.parse(answer.body).errors[0].message, answer.route).toBe(UNAVAILABLE)
    }
  }, 180_000)
})
