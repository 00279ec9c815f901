'use client'

import * as t from '@/i18n/es'

import { REQUEST_TIMEOUT_MS } from './limits'

/** What one of our endpoints answered, reduced to what the forms show. */
export type JsonReply = {
  ok: boolean
  status: number
  /** The server's Spanish message: `message` on success, the first error otherwise. */
  message: string | null
  fieldErrors: Record<string, string>
}

type Body = {
  message?: string
  errors?: { message?: string }[]
  fieldErrors?: Record<string, string>
} | null

/** POSTs JSON to one of our endpoints (/api/...) with the session cookie; never throws, never hangs. */
export async function postJson(path: string, data: unknown): Promise<JsonReply> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(data),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  } catch (error) {
    console.error(`POST ${path} falló`, error)
    return { ok: false, status: 0, message: t.requests.unexpected, fieldErrors: {} }
  }
  const body = (await response.json().catch(() => null)) as Body
  const serverMessage = response.ok ? body?.message : body?.errors?.[0]?.message
  return {
    ok: response.ok,
    status: response.status,
    message:
      response.status === 429
        ? serverMessage || t.rateLimit.tooMany
        : response.status >= 500
          ? t.requests.unexpected
          : serverMessage || null,
    fieldErrors: body?.fieldErrors ?? {},
  }
}
