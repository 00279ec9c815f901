// The browser's one request helper (src/lib/api-client.ts): how it reads the error envelope of
// every channel into a Spanish message, and what it says when no answer comes.
import { afterEach, describe, expect, it, vi } from 'vitest'

import { t } from '@/i18n'
import { ApiError, apiReply, apiRequest } from '@/lib/api-client'

const answer = (status: number, body: unknown) =>
  vi.fn(async () =>
    typeof body === 'string' ? new Response(body, { status }) : Response.json(body, { status }),
  )

const failureOf = async (request: Promise<unknown>) => {
  const error = await request.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('apiRequest', () => {
  it('sends JSON with the session cookie, never from the cache, and resolves with the answer', async () => {
    const fetch = answer(201, { doc: { id: 7 } })
    vi.stubGlobal('fetch', fetch)
    await expect(apiRequest('POST', '/api/posts', { content: 'Hola' })).resolves.toEqual({
      doc: { id: 7 },
    })
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(path).toBe('/api/posts')
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      body: '{"content":"Hola"}',
    })
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' })
    expect(init.signal).toBeInstanceOf(AbortSignal)
  })

  it('sends FormData as it is (uploads) and reads an empty answer as null', async () => {
    const fetch = answer(200, '')
    vi.stubGlobal('fetch', fetch)
    const form = new FormData()
    await expect(apiRequest('POST', '/api/media', form)).resolves.toBeNull()
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(init.body).toBe(form)
    expect(init.headers).not.toHaveProperty('Content-Type')
  })

  it('reads a refused document: the first field’s message, and every field', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        errors: [
          {
            name: 'ValidationError',
            message: 'El siguiente campo es inválido: Contenido',
            data: { errors: [{ path: 'content', message: 'El contenido es requerido' }] },
          },
        ],
      }),
    )
    const error = await failureOf(apiRequest('POST', '/api/posts', {}))
    expect(error.status).toBe(400)
    expect(error.message).toBe('El contenido es requerido')
    expect(error.fieldErrors).toEqual({ content: 'El contenido es requerido' })
  })

  it('reads a custom endpoint’s refusal: its message, and its fields', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        errors: [{ message: 'Revisa los campos marcados.' }],
        fieldErrors: { email: 'Por favor ingresa un email válido' },
      }),
    )
    const error = await failureOf(apiRequest('POST', '/api/users/signup', {}))
    expect(error.message).toBe('Revisa los campos marcados.')
    expect(error.fieldErrors).toEqual({ email: 'Por favor ingresa un email válido' })
  })

  it('says "too many" for a 429 without a message of its own', async () => {
    vi.stubGlobal('fetch', answer(429, 'Too Many Requests'))
    const error = await failureOf(apiRequest('POST', '/api/reports', {}))
    expect(error.message).toBe(t.rateLimit.tooMany)
  })

  it('keeps a server failure’s text out of sight: the screen shows its own', async () => {
    vi.stubGlobal('fetch', answer(500, { errors: [{ message: 'Something went wrong.' }] }))
    const error = await failureOf(apiRequest('GET', '/api/posts/feed'))
    expect(error.status).toBe(500)
    expect(error.message).toBe('')
  })

  it('says in Spanish that no answer came: offline, or too slow', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const offline = await failureOf(apiRequest('GET', '/api/notifications/list'))
    expect(offline).toMatchObject({ status: 0, message: t.requests.offline })

    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_path: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    )
    const slow = await failureOf(apiRequest('GET', '/api/posts/feed', undefined, { timeoutMs: 20 }))
    expect(slow).toMatchObject({ status: 0, message: t.requests.timeout })
  })
})

describe('apiReply', () => {
  it('never throws: the server’s message on success, something to show on failure', async () => {
    vi.stubGlobal('fetch', answer(200, { message: '¡Listo! Tu email está confirmado.' }))
    await expect(
      apiReply('POST', '/api/users/confirm-email', { token: 'x' }),
    ).resolves.toMatchObject({
      ok: true,
      status: 200,
      message: '¡Listo! Tu email está confirmado.',
    })

    vi.stubGlobal('fetch', answer(503, { errors: [{ message: t.serverErrors.busy }] }))
    await expect(apiReply('POST', '/api/newsletter-subscribers/subscribe', {})).resolves.toEqual({
      ok: false,
      status: 503,
      data: null,
      message: t.requests.unexpected,
      fieldErrors: {},
    })
  })
})
