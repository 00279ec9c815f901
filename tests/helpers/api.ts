import { randomInt } from 'node:crypto'
import http from 'node:http'

// REST helpers for integration tests: real HTTP against the server that `npm test` started.
// Not BASE_URL: Vitest maps Vite's BASE_URL ("/") onto process.env.
export const BASE_URL = process.env.TEST_BASE_URL || 'http://localhost:3100'

/**
 * The server rate-limits sign-in, sign-up and other writes per client IP, read from
 * X-Forwarded-For as behind the production proxy. Each call comes from a made-up address unless a
 * test sets one, so no test spends another's budget.
 */
const clientIpHeader = (given: Record<string, string | number> = {}): Record<string, string> =>
  Object.keys(given).some((name) => name.toLowerCase() === 'x-forwarded-for')
    ? {}
    : { 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` }

export type Session = { token: string; id: number; email: string }
export type Reply<T = Record<string, unknown>> = { status: number; body: T }

type Options = {
  token?: string
  body?: unknown
  form?: FormData
  headers?: Record<string, string>
  /** Every call gives up after this long (30 s by default), so no test waits forever. */
  timeoutMs?: number
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON replies
export async function api<T = Record<string, any>>(
  method: string,
  path: string,
  options: Options = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {
    ...clientIpHeader(options.headers),
    ...options.headers,
  }
  if (options.token) headers.Authorization = `JWT ${options.token}`
  let body: BodyInit | undefined
  if (options.form) body = options.form
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // Not JSON (an HTML page or a file): keep the text.
  }
  return { status: response.status, body: parsed as T }
}

/**
 * POSTs a form on a connection of its own that closes afterwards: the server may answer an
 * oversized upload before reading it all, and that connection must not be reused.
 */
export async function postOnce(path: string, form: FormData, token?: string): Promise<Reply> {
  const request = new Request(`${BASE_URL}${path}`, { method: 'POST', body: form })
  const body = Buffer.from(await request.arrayBuffer())
  const headers: Record<string, string | number> = {
    ...clientIpHeader(),
    'Content-Type': request.headers.get('content-type') ?? '',
    'Content-Length': body.length,
  }
  if (token) headers.Authorization = `JWT ${token}`
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${BASE_URL}${path}`,
      { method: 'POST', headers, agent: false },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null })
        })
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

let counter = 0
/** A unique e-mail per call, so tests never depend on each other's data. */
export const uniqueEmail = (prefix = 'miembro') =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@pruebas.tarima.test`

export async function login(email: string, password: string): Promise<Session> {
  const { status, body } = await api('POST', '/api/users/login', { body: { email, password } })
  if (status !== 200) throw new Error(`login ${email}: ${status} ${JSON.stringify(body)}`)
  return { token: body.token, id: body.user.id, email }
}

/** Signs up a new member through the public sign-up endpoint and signs in. */
export async function signUp(fields: Record<string, unknown> = {}): Promise<Session> {
  const email = (fields.email as string) ?? uniqueEmail()
  const password = 'clave-segura-1'
  const { status, body } = await api('POST', '/api/users/signup', {
    body: { firstName: 'Prueba', lastName: 'Miembro', password, ...fields, email },
  })
  if (status !== 200) throw new Error(`sign-up ${email}: ${status} ${JSON.stringify(body)}`)
  return login(email, password)
}

let founderSession: Promise<Session> | undefined
/** The seeded founder (scripts/seed/accounts.ts), signed in once per test file. */
export const founderLogin = () => (founderSession ??= login('fundadora@tarima.app', 'tarima-demo'))

/** A user with a given role, created by the founder (only founders hand out roles). */
export async function userWithRole(role: 'editor' | 'founder' | 'member'): Promise<Session> {
  const founder = await founderLogin()
  const email = uniqueEmail(role)
  const password = 'clave-segura-1'
  const { status, body } = await api('POST', '/api/users', {
    token: founder.token,
    body: { email, password, firstName: 'Prueba', lastName: role, role },
  })
  if (status !== 201) throw new Error(`create ${role}: ${status} ${JSON.stringify(body)}`)
  return login(email, password)
}

/** A small valid PNG (1x1) as bytes. */
export const tinyPng = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  )

export function imageForm(
  bytes: Buffer,
  name: string,
  type: string,
  alt = 'Imagen de prueba',
): FormData {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  form.append('_payload', JSON.stringify({ alt }))
  return form
}

/**
 * Polls until `check` holds, or fails naming `what` (work of the jobs queue, which runs every
 * 2 s; caches that expire within a minute).
 */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`Nunca ocurrió: ${what}`)
}
