'use server'

import { revalidateTag } from 'next/cache'
import { cookies, headers } from 'next/headers'
import { APIError } from 'payload'

import { getSessionUser } from '@/features/auth/get-session-user'
import { profileTag } from '@/features/profile/profile-types'
import { t } from '@/i18n'
import { getPayloadClient } from '@/lib/payload'
import { clearPageCache } from '@/lib/page-cache'
import type { DeleteAccountResult } from './delete-account-state'

const copy = t.members.account

/**
 * Deletes the signed-in member's account after checking their current password. The users
 * collection's beforeDelete hook removes everything the account owns; then the session cookie goes.
 */
export async function deleteAccount(
  _previous: DeleteAccountResult | null,
  formData: FormData,
): Promise<DeleteAccountResult> {
  const user = await getSessionUser()
  if (!user) return { ok: false, fieldErrors: {}, message: copy.signedOut }

  const password = formData.get('password')
  if (typeof password !== 'string' || password.length === 0) {
    return {
      ok: false,
      fieldErrors: { password: copy.passwordRequired },
      message: copy.passwordRequired,
    }
  }

  const payload = await getPayloadClient()
  try {
    // The request headers carry the client's address for the per-IP sign-in limit.
    await payload.login({
      collection: 'users',
      data: { email: user.email, password },
      req: { headers: await headers() },
    })
  } catch (error) {
    if (error instanceof APIError && error.status === 429) {
      return { ok: false, fieldErrors: {}, message: t.rateLimit.tooMany }
    }
    // A wrong password (or a locked account after too many tries) is an expected answer.
    payload.logger.info({ userId: user.id }, 'Contraseña incorrecta al eliminar la cuenta')
    return { ok: false, fieldErrors: { password: copy.wrongPassword }, message: copy.wrongPassword }
  }

  try {
    await payload.delete({ collection: 'users', id: user.id, overrideAccess: false, user })
  } catch (error) {
    payload.logger.error({ err: error, userId: user.id }, 'No se pudo eliminar la cuenta')
    return { ok: false, fieldErrors: {}, message: copy.error }
  }

  ;(await cookies()).delete(`${payload.config.cookiePrefix}-token`)
  clearPageCache()
  revalidateTag(profileTag(user.id), 'max')
  return { ok: true }
}
