import { generatePayloadCookie } from 'payload'

import { signUpSchema } from './schemas'
import { t } from '@/i18n'
import { accountExistsEmail } from '@/lib/email/messages'
import { queueEmail } from '@/lib/email/outbox'
import { defineEndpoint, json } from '@/lib/endpoint'
import { LIMITS } from '@/lib/rate-limit'
import { sendWelcomeEmail } from './email-confirmation'

/**
 * POST /api/users/signup: the only way to open an account (REST POST /api/users is founders-only).
 * Valid input always gets the same answer, so it never tells whether an e-mail has an account:
 * a new account is created and signed in (session cookie) and gets the welcome e-mail; the owner
 * of an existing account gets a notice instead and nobody is signed in.
 */
export const signUpEndpoint = defineEndpoint({
  path: '/signup',
  method: 'post',
  auth: 'anyone',
  // A cross-site sign-up would leave the visitor signed in to an account someone else made.
  sameSite: true,
  limit: [
    // Every attempt counts against the address, valid or not; a valid one against its e-mail too.
    { limit: LIMITS.signUpIp },
    { limit: LIMITS.signUpEmail, inputKey: (input) => input.email },
  ],
  input: signUpSchema,
  invalid: t.emails.signUp.invalid,
  handler: async ({ req, input }) => {
    const { payload } = req

    const done = { message: t.emails.signUp.done }
    const existing = await payload.find({
      collection: 'users',
      where: { email: { equals: input.email } },
      select: { firstName: true },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (existing.docs[0]) {
      await queueEmail(payload, {
        to: input.email,
        ...accountExistsEmail(existing.docs[0].firstName ?? ''),
        what: 'cuenta existente',
      })
      return json(done)
    }

    let user
    try {
      user = await payload.create({
        collection: 'users',
        // The role field is founders-only: whatever is sent, a new account is a member.
        data: { ...input, role: 'member' },
        overrideAccess: false,
        // The users collection's create access lets only this endpoint (and founders) in.
        context: { signUp: true },
        depth: 0,
      })
    } catch (error) {
      // Two sign-ups with one e-mail at the same moment: the unique index decides, same answer.
      const status = (error as { status?: number }).status
      if (status === 400) return json(done)
      throw error
    }

    const { token } = await payload.login({
      collection: 'users',
      data: { email: input.email, password: input.password },
      req,
    })
    // The created doc is read as the anonymous caller, so its e-mail field is hidden: use the input.
    await sendWelcomeEmail(payload, { ...user, email: input.email })
    const cookie = generatePayloadCookie({
      collectionAuthConfig: payload.collections.users.config.auth,
      cookiePrefix: payload.config.cookiePrefix,
      token: token ?? '',
    })
    return json(done, 200, { 'Set-Cookie': cookie })
  },
})
