import type { Endpoint } from 'payload'

import { t } from '../../../src/i18n'
import { LIMITS, clientIp, enforceLimit } from '../../../src/lib/rate-limit'
import { hashToken } from '../../../src/lib/tokens'
import { confirmEmailChange } from '../emailChange'
import { sendWelcomeEmail } from '../emailConfirmation'
import { refuseCrossSite } from '../hooks/sameOrigin'
import { readBody, respond, respondError, respondThrown } from '../../endpoints/respond'

/**
 * POST /api/users/confirm-email { token }: confirms the address the welcome e-mail went to, or the
 * new address of an e-mail change (collections/Users/emailChange.ts). A POST from the landing
 * page, never a GET, so link scanners do not confirm on the member's behalf.
 */
export const confirmEmailEndpoint: Endpoint = {
  path: '/confirm-email',
  method: 'post',
  handler: async (req) => {
    const { payload } = req
    try {
      refuseCrossSite(req)
      await enforceLimit(payload, LIMITS.resetIp, clientIp(req.headers))
    } catch (error) {
      return respondThrown(req, error)
    }
    const token = (await readBody(req)).token
    if (typeof token !== 'string' || !token) return respondError(req, 400, t.emails.confirm.invalid)
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
      if (await confirmEmailChange(payload, token)) {
        return respond(req, { message: t.accountSafety.emailChange.confirmed })
      }
      return respondError(req, 400, t.emails.confirm.invalid)
    }
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { emailConfirmed: true, emailConfirmTokenHash: null, emailConfirmExpires: null },
      overrideAccess: true,
      depth: 0,
    })
    return respond(req, { message: t.emails.confirm.done })
  },
}

/** POST /api/users/resend-confirmation: a new welcome link for the signed-in member. */
export const resendConfirmationEndpoint: Endpoint = {
  path: '/resend-confirmation',
  method: 'post',
  handler: async (req) => {
    const { payload, user } = req
    if (!user) return respondError(req, 401, t.emails.exportData.signInRequired)
    try {
      refuseCrossSite(req)
      await enforceLimit(payload, LIMITS.resetEmail, `confirm:${user.id}`)
    } catch (error) {
      return respondThrown(req, error)
    }
    if (!user.emailConfirmed) await sendWelcomeEmail(payload, user)
    return respond(req, { message: t.emails.confirm.sent })
  },
}
