'use client'

import { REQUEST_TIMEOUT_MS } from './limits'

type PayloadErrorBody = {
  errors?: { message?: string; data?: { errors?: { path?: string; message?: string }[] } }[]
}

/**
 * A refused or failed call. `message` is the server's Spanish message when it sent one (4xx), or
 * '' so the screen shows its own text (5xx answers carry Payload's generic English one);
 * `fieldErrors` holds a validation error's message per field.
 */
export class RestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'RestError'
  }
}

async function failure(response: Response): Promise<RestError> {
  if (response.status >= 500) return new RestError('', response.status)
  const body = (await response.json().catch(() => null)) as PayloadErrorBody | null
  const first = body?.errors?.[0]
  const fieldErrors: Record<string, string> = {}
  for (const error of first?.data?.errors ?? []) {
    if (error.path && error.message) fieldErrors[error.path] ??= error.message
  }
  // A validation error's own message names the fields; the field messages say what is wrong.
  const message = Object.values(fieldErrors)[0] ?? first?.message ?? ''
  return new RestError(message, response.status, fieldErrors)
}

/**
 * A JSON call to the app's REST API with the visitor's session cookie, never from the HTTP cache.
 * Throws a RestError on any non-2xx answer or after REQUEST_TIMEOUT_MS, so SWR and the optimistic
 * controls can roll back.
 */
export async function restRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    cache: 'no-store',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  if (!response.ok) throw await failure(response)
  return (await response.json()) as T
}
