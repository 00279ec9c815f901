'use client'

import { useEffect, useSyncExternalStore } from 'react'

/** The public bits of the signed-in user that the shell needs. */
export type CurrentUser = { id: number; firstName?: string | null; role?: string | null }

type MeResponse = { user: CurrentUser | null; exp?: number }

/** A session with less than this left is renewed, so active members never get signed out. */
const REFRESH_WITHIN_MS = 24 * 60 * 60 * 1000
/** Coming back to the tab asks again (signed out elsewhere?), at most this often. */
const FOCUS_THROTTLE_MS = 5_000

/** Payload's endpoint that says who is signed in. */
export const CURRENT_USER_KEY = '/api/users/me'

// Who is signed in, shared by every component of the tab: asked once, kept across client-side
// navigations, asked again when the tab comes back into view or the network returns. A small
// store of our own, not a data-fetching library: every page's header reads it.
/** Undefined until the first answer, null when nobody is signed in. */
let user: CurrentUser | null | undefined
let pending: Promise<CurrentUser | null> | null = null
let lastAsked = 0
// Bumped when a caller sets the user: an answer to an older request must not overwrite it.
let version = 0
const listeners = new Set<() => void>()

/**
 * Sets the user and tells every component. When someone signs in or out (not on the first answer,
 * nor on news from another tab), the tab's other tabs are told to ask the server too.
 */
function publish(next: CurrentUser | null, announce = true) {
  const before = user
  user = next
  for (const listener of listeners) listener()
  if (announce && before !== undefined && (before?.id ?? null) !== (next?.id ?? null)) {
    sessionChannel()?.postMessage('session-changed')
  }
}

// The tabs of one browser share the session cookie: signing out in one must not leave "Mi Perfil"
// in the others. The message carries nothing to trust: each tab asks the server again.
let channel: BroadcastChannel | null | undefined

function sessionChannel() {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('tarima-sesion')
    channel?.addEventListener('message', () => void reloadCurrentUser(false))
  }
  return channel
}

// The API client (with its error texts) is imported when the first question goes out, not with
// the page: every page's header asks, and its ~1 kB gzip counts against each page's own JS.
const api = () => import('@/lib/api-client')

async function fetchMe(): Promise<CurrentUser | null> {
  const { apiRequest } = await api()
  const body = await apiRequest<MeResponse>('GET', CURRENT_USER_KEY)
  if (body.user && body.exp && body.exp * 1000 - Date.now() < REFRESH_WITHIN_MS) {
    await refreshSession()
  }
  return body.user ?? null
}

/** Asks Payload for a fresh session cookie; a failure leaves the current one as it is. */
async function refreshSession() {
  try {
    const { apiRequest } = await api()
    await apiRequest('POST', '/api/users/refresh-token')
  } catch (error) {
    console.error('No se pudo renovar la sesión', error)
  }
}

/**
 * Asks the server who is signed in now and tells every component; one request at a time. A
 * failure counts as signed out (the header then offers "Acceder"). Resolves with the user.
 * `announce` false: the question came from another tab, which already told the rest.
 */
export function reloadCurrentUser(announce = true): Promise<CurrentUser | null> {
  if (pending) return pending
  lastAsked = Date.now()
  const asked = version
  pending = fetchMe()
    .catch((error: unknown) => {
      console.error('No se pudo comprobar la sesión', error)
      return null
    })
    .then((answer) => {
      pending = null
      if (asked !== version) return user ?? null
      publish(answer, announce)
      return answer
    })
  return pending
}

/** Tells every component who is signed in, when the caller already knows (after signing in). */
export function setCurrentUser(next: CurrentUser | null) {
  version++
  publish(next)
}

function revalidateOnReturn() {
  if (document.visibilityState === 'hidden') return
  if (Date.now() - lastAsked < FOCUS_THROTTLE_MS) return
  void reloadCurrentUser()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  sessionChannel()
  if (listeners.size === 1) {
    window.addEventListener('focus', revalidateOnReturn)
    document.addEventListener('visibilitychange', revalidateOnReturn)
    window.addEventListener('online', revalidateOnReturn)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      window.removeEventListener('focus', revalidateOnReturn)
      document.removeEventListener('visibilitychange', revalidateOnReturn)
      window.removeEventListener('online', revalidateOnReturn)
    }
  }
}

const getSnapshot = () => user
const getServerSnapshot = () => undefined

/**
 * Who is signed in, asked from Payload's REST endpoint so that cached pages never read the
 * session on the server. `user` is undefined while loading and null when signed out; `mutate`
 * asks again and resolves with the answer.
 */
export function useCurrentUser() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)

  useEffect(() => {
    if (user === undefined && !pending) void reloadCurrentUser()
  }, [])

  return { user: current, isLoading: current === undefined, mutate: reloadCurrentUser }
}
