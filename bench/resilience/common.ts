// Shared parts of the load and fault runs (`npm run bench:soak`, `npm run bench:faults`): one
// production build in .next-resilience/ (rebuilt only when a source changed), an embedded
// PostgreSQL under .soak-data/, app instances started with `next start`, members with tokens, and
// an HTTP client that records every answer by kind.
import type { ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { buildIsStale, buildSite } from '../../scripts/lib/build'
import { root } from '../../scripts/lib/paths'
import { MEMBER_LIMITS } from '../../src/lib/rate-limit'
import { startProductionServer, waitForUrl } from '../../scripts/lib/processes'

export const DIST_DIR = '.next-resilience'
export const workDir = path.join(root, '.soak-data')
export const resultsDir = path.join(root, 'bench', 'results')
export const PASSWORD = 'clave-soak-1'

/** `next build` into .next-resilience/ unless a build newer than every source is there. */
export async function ensureBuild(env: NodeJS.ProcessEnv, log: (line: string) => void) {
  // SKIP_BUILD=1 keeps any existing build (as `npm test` does), even if sources changed since.
  const exists = existsSync(path.join(root, DIST_DIR, 'BUILD_ID'))
  if (exists && (process.env.SKIP_BUILD === '1' || !buildIsStale(DIST_DIR))) {
    log(`Compilación reutilizada (${DIST_DIR}).`)
    return
  }
  log(`Compilando para producción en ${DIST_DIR}… (unos minutos)`)
  const code = await buildSite({ ...env, NEXT_DIST_DIR: DIST_DIR })
  if (code !== 0) throw new Error(`next build terminó con el código ${code}`)
}

/** The environment of an app instance on `port` (every instance shares the site URL). */
export function appEnv(databaseUrl: string, siteUrl: string, name: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: `tarima-${name}-secret`,
    SITE_URL: siteUrl,
    MEDIA_DIR: path.join(workDir, `${name}-media`),
    // Nothing listens there: mail (notifications) fails quietly, as the app allows.
    SMTP_URL: 'smtp://127.0.0.1:2599',
    // Each simulated member has its own X-Forwarded-For address, sent from 127.0.0.1.
    TRUSTED_PROXIES: 'loopback',
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
  }
}

export async function startApp(env: NodeJS.ProcessEnv, port: number, logFile: string) {
  const child = startProductionServer(port, { ...env, PORT: String(port) }, logFile)
  await waitForUrl(`http://localhost:${port}/`, 180_000)
  return child
}

/** Kills an instance's whole process group at once, as a crash would (no cleanup). */
export function killHard(child: ChildProcess) {
  if (child.pid) process.kill(-child.pid, 'SIGKILL')
}

/** Resident memory (MB) of a process and its descendants, from /proc. */
export function treeRssMb(pid: number): number {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      // Gone meanwhile.
    }
  }
  let kb = 0
  const visit = (id: number) => {
    try {
      const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))
      kb += Number(match?.[1] ?? 0)
    } catch {
      // Gone meanwhile.
    }
    for (const child of children.get(id) ?? []) visit(child)
  }
  visit(pid)
  return Math.round(kb / 1024)
}

// ── HTTP ────────────────────────────────────────────────────────────────────────────────────────

export type Member = { id: number; email: string; token: string; ip: string }

export type Answer = { status: number; body: unknown; ms: number }

type Stat = { count: number; statuses: Record<string, number>; times: number[] }

/** Every request by kind: status counts and latencies. */
export class Recorder {
  readonly kinds = new Map<string, Stat>()

  add(kind: string, status: number | 'network', ms: number) {
    let stat = this.kinds.get(kind)
    if (!stat) this.kinds.set(kind, (stat = { count: 0, statuses: {}, times: [] }))
    stat.count++
    stat.statuses[status] = (stat.statuses[status] ?? 0) + 1
    stat.times.push(ms)
  }

  summary() {
    const byKind: Record<string, object> = {}
    const errors: Record<string, number> = {}
    let requests = 0
    for (const [kind, stat] of [...this.kinds].sort()) {
      requests += stat.count
      const sorted = [...stat.times].sort((a, b) => a - b)
      const at = (q: number) =>
        Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0)
      byKind[kind] = {
        requests: stat.count,
        statuses: stat.statuses,
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
      }
      for (const [status, n] of Object.entries(stat.statuses)) {
        if (status === 'network' || Number(status) >= 400)
          errors[status] = (errors[status] ?? 0) + n
      }
    }
    return { requests, errors, byKind }
  }
}

export async function call(
  base: string,
  method: string,
  url: string,
  options: {
    member?: Member
    body?: unknown
    ip?: string
    recorder?: Recorder
    kind?: string
    timeoutMs?: number
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    'X-Forwarded-For': options.member?.ip ?? options.ip ?? '10.250.0.1',
  }
  if (options.member) headers.Authorization = `JWT ${options.member.token}`
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  const started = performance.now()
  let status: number | 'network' = 'network'
  let body: unknown = null
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    })
    status = response.status
    const text = await response.text()
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      body = null
    }
  } catch {
    status = 'network'
  }
  const ms = performance.now() - started
  if (options.recorder && options.kind) options.recorder.add(options.kind, status, ms)
  return { status: status === 'network' ? 0 : status, body, ms }
}

/**
 * `count` members created by the seeded founder, made two days old in the database (so the app's
 * usual hourly limits apply instead of a new account's), then signed in, each from its own address.
 */
export async function createMembers(
  base: string,
  databaseUrl: string,
  count: number,
  prefix: string,
): Promise<Member[]> {
  const founder = await call(base, 'POST', '/api/users/login', {
    body: { email: 'fundadora@tarima.app', password: 'tarima-demo' },
  })
  if (founder.status !== 200) throw new Error(`La fundadora no pudo entrar: ${founder.status}`)
  const founderToken = (founder.body as { token: string }).token
  const stamp = Date.now().toString(36)
  const emails: string[] = []
  for (let i = 0; i < count; i++) {
    const email = `${prefix}.${stamp}.${i}@carga.tarima.test`
    const reply = await fetch(`${base}/api/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${founderToken}` },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        firstName: 'Carga',
        lastName: `Miembro ${i}`,
        role: 'member',
      }),
    })
    if (reply.status !== 201)
      throw new Error(`No se pudo crear ${email}: ${reply.status} ${await reply.text()}`)
    emails.push(email)
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(
      `UPDATE users SET created_at = now() - interval '2 days' WHERE email = ANY($1)`,
      [emails],
    )
  } finally {
    await client.end()
  }
  const members: Member[] = []
  for (const [i, email] of emails.entries()) {
    const ip = `10.251.${Math.floor(i / 250)}.${(i % 250) + 1}`
    const reply = await call(base, 'POST', '/api/users/login', {
      body: { email, password: PASSWORD },
      ip,
    })
    if (reply.status !== 200) throw new Error(`${email} no pudo entrar: ${reply.status}`)
    const { token, user } = reply.body as { token: string; user: { id: number } }
    members.push({ id: user.id, email, token, ip })
  }
  return members
}

/** Public pages to browse: a few approved artists and published blog posts. */
export async function browseTargets(base: string) {
  const artists = await call(base, 'GET', '/api/artists?limit=20&depth=0&select[id]=true')
  const posts = await call(base, 'GET', '/api/blog-posts?limit=10&depth=0&select[slug]=true')
  const artistIds = ((artists.body as { docs?: { id: number }[] })?.docs ?? []).map((d) => d.id)
  const blogSlugs = ((posts.body as { docs?: { slug: string }[] })?.docs ?? []).map((d) => d.slug)
  if (!artistIds.length || !blogSlugs.length)
    throw new Error('La demo no tiene artistas o artículos')
  return { artistIds, blogSlugs }
}

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function option(name: string): string | undefined {
  const prefix = `--${name}=`
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length)
}

/**
 * Per-member writes left this run, under the app's usual hourly limits (src/lib/rate-limit.ts)
 * with a margin: the load must never meet the app's own 429s.
 */
export class Budget {
  private readonly used = new Map<string, number>()
  private readonly caps: Record<string, number>

  constructor(hours: number) {
    const share = (max: number) => Math.floor(max * 0.8 * Math.max(1, Math.ceil(hours)))
    this.caps = {
      posts: share(MEMBER_LIMITS.posts.usual),
      comments: share(MEMBER_LIMITS.comments.usual),
      likes: share(MEMBER_LIMITS.likes.usual),
      messages: share(MEMBER_LIMITS.messages.usual),
    }
  }

  /** Takes one write of `kind` for the member; false when its share is spent. */
  take(member: Member, kind: keyof typeof MEMBER_LIMITS): boolean {
    const key = `${kind}:${member.id}`
    const used = this.used.get(key) ?? 0
    if (used >= (this.caps[kind] ?? 0)) return false
    this.used.set(key, used + 1)
    return true
  }
}

export type LiveStream = {
  events: { type: string; [key: string]: unknown }[]
  lastId: () => string | null
  /** Resolves with the first event (seen or coming) that matches, or null after `ms`. */
  waitFor: (
    match: (event: { type: string; [key: string]: unknown }) => boolean,
    ms: number,
  ) => Promise<unknown>
  close: () => void
}

/** A member's Server-Sent Events stream (/api/live), read as a browser's EventSource would. */
export async function openLive(
  base: string,
  member: Member,
  lastEventId?: string | null,
): Promise<LiveStream> {
  const controller = new AbortController()
  const headers: Record<string, string> = {
    Accept: 'text/event-stream',
    Authorization: `JWT ${member.token}`,
  }
  if (lastEventId) headers['Last-Event-ID'] = lastEventId
  const response = await fetch(`${base}/api/live`, { headers, signal: controller.signal })
  if (response.status !== 200 || !response.body)
    throw new Error(`/api/live respondió ${response.status}`)
  const events: LiveStream['events'] = []
  let id: string | null = null
  const waiters = new Set<() => void>()
  void (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += value
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end).split('\n')
          buffer = buffer.slice(end + 2)
          const idLine = block.find((line) => line.startsWith('id: '))
          if (idLine) id = idLine.slice(4)
          const data = block
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
          if (data.length) events.push(JSON.parse(data.join('\n')))
          for (const wake of waiters) wake()
        }
      }
    } catch {
      // Closed, or the instance died.
    }
  })()
  return {
    events,
    lastId: () => id,
    close: () => controller.abort(),
    waitFor: (match, ms) =>
      new Promise((resolve) => {
        const check = () => {
          const found = events.find(match)
          if (!found) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve(found)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          resolve(null)
        }, ms)
        waiters.add(check)
        check()
      }),
  }
}
