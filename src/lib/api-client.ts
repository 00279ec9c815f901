import * as t from '@/i18n/es'

import type { ErrorEnvelope } from './error-envelope'
import { REQUEST_TIMEOUT_MS } from './limits'

// The browser's one way to call our API (docs/ARCHITECTURE.md): Payload REST, the custom
// endpoints and the JSON route handlers alike. Beacons (analytics, article views) and the live
// EventSource are the only other calls.

/**
 * A call that did not succeed. `message` is what to show: the server's Spanish reason for a
 * refusal (4xx; for a refused document, its first field's message), the catalogue's text when no
 * answer came (offline, timeout: status 0), and '' for a server failure (5xx), whose answer is
 * not for people: the screen then shows its own text. `fieldErrors` holds a message per field.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export type ApiOptions = {
  /** How long to wait for the answer; REQUEST_TIMEOUT_MS unless given (uploads wait longer). */
  timeoutMs?: number
}

/**
 * A call to our API with the visitor's session cookie, never from the HTTP cache. `body` is sent
 * as JSON, or as it is when it is FormData (uploads). Resolves with the JSON answer; throws an
 * ApiError on any non-2xx answer, when the connection fails or after REQUEST_TIMEOUT_MS, so SWR
 * and the optimistic controls can roll back.
 */
export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  options?: ApiOptions,
): Promise<T> {
  return (await call<T>(method, path, body, options)).data
}

async function call<T>(
  method: string,
  path: string,
  body: unknown,
  options: ApiOptions = {},
): Promise<{ status: number; data: T }> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS)
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: {
        Accept: 'application/json',
        ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal: timeout,
    })
  } catch (error) {
    console.error(`${method} ${path} falló`, error)
    throw new ApiError(timeout.aborted ? t.requests.timeout : t.requests.offline, 0)
  }
  if (!response.ok) throw await readFailure(response)
  return { status: response.status, data: (await readJson(response)) as T }
}

/** What a form needs from a call: never throws, `message` is always something to show. */
export type ApiReply<T> =
  | {
      ok: true
      status: number
      data: T
      message: string | null
      fieldErrors: Record<string, string>
    }
  | { ok: false; status: number; data: null; message: string; fieldErrors: Record<string, string> }

/**
 * apiRequest for forms: the answer as a reply instead of a throw. On success `message` is the
 * server's own (`{ message }`) if it sent one; on failure the error's, or t.requests.unexpected.
 */
export async function apiReply<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiReply<T>> {
  try {
    const { status, data } = await call<T>(method, path, body)
    const message = (data as { message?: unknown } | null)?.message
    return {
      ok: true,
      status,
      data,
      message: typeof message === 'string' ? message : null,
      fieldErrors: {},
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return {
      ok: false,
      status: error.status,
      data: null,
      message: error.message || t.requests.unexpected,
      fieldErrors: error.fieldErrors,
    }
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}

/** The ApiError of a non-2xx answer, read from the error envelope (src/lib/error-envelope.ts). */
export async function readFailure(response: Response): Promise<ApiError> {
  if (response.status >= 500) return new ApiError('', response.status)
  const body = (await readJson(response)) as ErrorEnvelope | null
  const first = body?.errors?.[0]
  const fieldErrors: Record<string, string> = {}
  for (const problem of first?.data?.errors ?? []) {
    if (problem.path && problem.message) fieldErrors[problem.path] ??= problem.message
  }
  for (const [field, message] of Object.entries(body?.fieldErrors ?? {})) {
    fieldErrors[field] ??= message
  }
  // A refused document's own message only names its fields; their messages say what is wrong.
  const message =
    first?.data?.errors?.find((problem) => problem.message)?.message ||
    first?.message ||
    (response.status === 429 ? t.rateLimit.tooMany : '')
  return new ApiError(message, response.status, fieldErrors)
}
