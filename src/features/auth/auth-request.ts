'use client'

import { mutate } from 'swr'

import { CURRENT_USER_KEY, type CurrentUser } from '@/features/site/use-current-user'
import { t } from '@/i18n'

/** What an auth endpoint answered, reduced to what the forms show. */
export type AuthReply = {
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

/** POSTs JSON to one of our endpoints (/api/...) with the session cookie; never throws. */
export async function postJson(path: string, data: unknown): Promise<AuthReply> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(data),
    })
  } catch (error) {
    console.error(`POST ${path} falló`, error)
    return { ok: false, status: 0, message: t.auth.errors.unexpected, fieldErrors: {} }
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
          ? t.auth.errors.unexpected
          : serverMessage || null,
    fieldErrors: body?.fieldErrors ?? {},
  }
}

/**
 * Asks who is signed in now (after a sign-in, sign-up or reset) and updates the top bar's copy.
 * Returns null when nobody is.
 */
export async function refreshCurrentUser(): Promise<CurrentUser | null> {
  try {
    const response = await fetch(CURRENT_USER_KEY, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    })
    const body = response.ok ? ((await response.json()) as { user: CurrentUser | null }) : null
    const user = body?.user ?? null
    await mutate(CURRENT_USER_KEY, user, { revalidate: false })
    return user
  } catch (error) {
    console.error('No se pudo comprobar la sesión', error)
    return null
  }
}
