import { generateExpiredPayloadCookie } from 'payload'

import { t } from '@/i18n'
import { defineEndpoint, json } from '@/lib/endpoint'
import { errorResponse } from '@/lib/error-envelope'
import { z } from '@/lib/zod'

const copy = t.members.account

/**
 * POST /api/users/delete-account { password }: deletes the signed-in member's account with their
 * current password, then signs them out (the answer expires the session cookie). The users
 * collection checks the password itself (hooks/accountChanges.ts; wrong guesses count as failed
 * sign-ins) and its beforeDelete hooks remove everything the account owns.
 */
export const deleteAccountEndpoint = defineEndpoint({
  path: '/delete-account',
  method: 'post',
  auth: 'member',
  refusals: { signedOut: copy.signedOut },
  sameSite: true,
  input: z.object({
    password: z.string({ error: copy.passwordRequired }).min(1, copy.passwordRequired),
  }),
  handler: async ({ req, user, input }) => {
    const { payload } = req
    try {
      await payload.delete({
        collection: 'users',
        id: user.id,
        overrideAccess: false,
        user,
        context: { currentPassword: input.password },
      })
    } catch (error) {
      // Read the status, not the class: the production build may hold two copies of APIError.
      if (Number((error as { status?: unknown }).status) !== 403) throw error
      // A wrong password is an expected answer.
      payload.logger.info({ userId: user.id }, 'Contraseña incorrecta al eliminar la cuenta')
      return errorResponse(403, copy.wrongPassword, { fields: { password: copy.wrongPassword } })
    }
    const cookie = generateExpiredPayloadCookie({
      collectionAuthConfig: payload.collections.users.config.auth,
      cookiePrefix: payload.config.cookiePrefix,
    })
    return json({ message: copy.deleted }, 200, { 'Set-Cookie': cookie })
  },
})
