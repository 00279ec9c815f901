'use client'

import {
  CURRENT_USER_KEY,
  setCurrentUser,
  type CurrentUser,
} from '@/features/site/use-current-user'
import { ApiError, apiRequest } from '@/lib/api-client'

/**
 * Asks who is signed in now (after a sign-in, sign-up or reset) and updates the top bar's copy.
 * Returns null when nobody is.
 */
export async function refreshCurrentUser(): Promise<CurrentUser | null> {
  try {
    const body = await apiRequest<{ user: CurrentUser | null } | null>('GET', CURRENT_USER_KEY)
    const user = body?.user ?? null
    setCurrentUser(user)
    return user
  } catch (error) {
    // The server answered, without a user: nobody is signed in. No answer: nothing is known.
    if (error instanceof ApiError && error.status > 0) setCurrentUser(null)
    else console.error('No se pudo comprobar la sesión', error)
    return null
  }
}
