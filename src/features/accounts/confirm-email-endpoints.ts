import { t } from '@/i18n'
import { defineEndpoint, json, refuse } from '@/lib/endpoint'
import { LIMITS } from '@/lib/rate-limit'
import { hashToken } from '@/lib/tokens'
import { z } from '@/lib/zod'
import { confirmEmailChange } from './email-change'
import { sessionOf } from './sessions'
import { sendWelcomeEmail } from './email-confirmation'

/**
 * POST /api/users/confirm-email { token }: confirms the address the welcome e-mail went to, or the
 * new address of an e-mail change (./email-change.ts). A POST from the landing
 * page, never a GET, so link scanners do not confirm on the member's behalf.
 */
export const confirmEmailEndpoint = defineEndpoint({
  path: '/confirm-email',
  method: 'post',
  auth: 'anyone',
  sameSite: true,
  limit: [{ limit: LIMITS.resetIp }],
  input: z.object({ token: z.string().min(1) }),
  invalid: t.emails.confirm.invalid,
  handler: async ({ req, user: viewer, input: { token } }) => {
    const { payload } = req
    const found = await payload.find({
      collection: 'users',
      where: {
        and: [
          { emailConfirmTokenHash: { equals: hashToken(token) } },
          { emailConfirmExpires: { greater_than: new Date().toISOString() } },
        ],
      },
      select: { emailConfirmed: true },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const user = found.docs[0]
    if (!user) {
      const confirmer = viewer ? { userId: viewer.id, sid: sessionOf(req) } : null
      if (await confirmEmailChange(payload, token, confirmer)) {
        return json({ message: t.accountSafety.emailChange.confirmed })
      }
      return refuse(400, t.emails.confirm.invalid)
    }
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { emailConfirmed: true, emailConfirmTokenHash: null, emailConfirmExpires: null },
      overrideAccess: true,
      depth: 0,
    })
    return json({ message: t.emails.confirm.done })
  },
})

/** POST /api/users/resend-confirmation: a new welcome link for the signed-in member. */
export const resendConfirmationEndpoint = defineEndpoint({
  path: '/resend-confirmation',
  method: 'post',
  auth: 'member',
  refusals: { signedOut: t.emails.exportData.signInRequired },
  sameSite: true,
  limit: [{ limit: LIMITS.resetEmail, key: (_req, user) => `confirm:${user?.id}` }],
  handler: async ({ req, user }) => {
    if (!user.emailConfirmed) await sendWelcomeEmail(req.payload, user)
    return json({ message: t.emails.confirm.sent })
  },
})
