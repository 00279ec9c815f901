'use client'

import useSWR from 'swr'

/** The public bits of the signed-in user that the shell needs. */
export type CurrentUser = { id: number; firstName?: string | null; role?: string | null }

type MeResponse = { user: CurrentUser | null; exp?: number }

/** A session with less than this left is renewed, so active members never get signed out. */
const REFRESH_WITHIN_MS = 24 * 60 * 60 * 1000

/** SWR key shared by every component that asks who is signed in. */
export const CURRENT_USER_KEY = '/api/users/me'

async function fetchMe(url: string): Promise<CurrentUser | null> {
  const response = await fetch(url, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`GET ${url} respondió ${response.status}`)
  const body = (await response.json()) as MeResponse
  if (body.user && body.exp && body.exp * 1000 - Date.now() < REFRESH_WITHIN_MS) {
    await refreshSession()
  }
  return body.user ?? null
}

/** Asks Payload for a fresh session cookie; a failure leaves the current one as it is. */
async function refreshSession() {
  try {
    await fetch('/api/users/refresh-token', { method: 'POST', credentials: 'include' })
  } catch (error) {
    console.error('No se pudo renovar la sesión', error)
  }
}

/**
 * Who is signed in, asked from Payload's REST endpoint so that cached pages never read the
 * session on the server. `user` is undefined while loading and null when signed out.
 */
export function useCurrentUser() {
  const { data, error, isLoading, mutate } = useSWR(CURRENT_USER_KEY, fetchMe, {
    shouldRetryOnError: false,
  })
  return { user: error ? null : data, isLoading: isLoading && !error, mutate }
}
