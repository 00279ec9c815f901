'use server'

import { revalidateTag } from 'next/cache'
import { cookies } from 'next/headers'

import { getSessionUser } from '@/features/auth/get-session-user'
import { profileTag } from '@/features/profile/profile-types'
import { t } from '@/i18n'
import { getPayloadClient } from '@/lib/payload'
import { clearPageCache } from '@/lib/page-cache'
import type { DeleteAccountResult } from './delete-account-state'

const copy = t.members.account

/** Deletes the signed-in member's account with their current password; then the cookie goes. */
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
    // The users collection checks the password itself (collections/Users/hooks/accountChanges.ts),
    // on this path as on REST; then its beforeDelete hooks remove everything the account owns.
    await payload.delete({
      collection: 'users',
      id: user.id,
      overrideAccess: false,
      user,
      context: { currentPassword: password },
    })
  } catch (error) {
    // Read the status, not the class: the production build may hold two copies of APIError.
    const status = Number((error as { status?: unknown }).status) || 500
    if (status === 429) return { ok: false, fieldErrors: {}, message: t.rateLimit.tooMany }
    if (status === 403) {
      // A wrong password is an expected answer.
      payload.logger.info({ userId: user.id }, 'Contraseña incorrecta al eliminar la cuenta')
      return {
        ok: false,
        fieldErrors: { password: copy.wrongPassword },
        message: copy.wrongPassword,
      }
    }
    payload.logger.error({ err: error, userId: user.id }, 'No se pudo eliminar la cuenta')
    return { ok: false, fieldErrors: {}, message: copy.error }
  }

  ;(await cookies()).delete(`${payload.config.cookiePrefix}-token`)
  clearPageCache()
  revalidateTag(profileTag(user.id), 'max')
  return { ok: true }
}
