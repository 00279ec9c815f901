'use client'

import {
  CURRENT_USER_KEY,
  setCurrentUser,
  type CurrentUser,
} from '@/features/site/use-current-user'

// POSTing JSON is shared with forms outside auth (newsletter, founder tools): see post-json.ts.
export { postJson, type JsonReply as AuthReply } from '@/lib/post-json'

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
    setCurrentUser(user)
    return user
  } catch (error) {
    console.error('No se pudo comprobar la sesión', error)
    return null
  }
}
