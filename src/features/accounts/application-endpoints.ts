import { t } from '@/i18n'
import { defineEndpoint, json } from '@/lib/endpoint'
import { errorResponse } from '@/lib/error-envelope'
import type { ApplicationResult } from './application-result'
import { applicationSchema, onboardingApplicationSchema } from './application-schema'
import { saveApplication } from './save-application'

// The join application is not one row (the onboarding also fills the profile) and answers why it
// was refused, so it has its own endpoints (docs/ARCHITECTURE.md, channel ii), mounted on the
// applications collection (collections/Applications/index.ts).

const member = {
  auth: 'member',
  // The onboarding one also writes the profile: only from the site itself, as account writes.
  sameSite: true,
  refusals: { signedOut: t.auth.errors.sessionRequired },
  invalid: t.auth.errors.invalid,
} as const

/** A refusal of saveApplication as an answer: 400 with the fields, 409 once approved, 500. */
function answer(result: ApplicationResult) {
  if (result.ok) return json({ ok: true })
  const status = result.reason === 'invalid' ? 400 : result.reason === 'approved' ? 409 : 500
  return errorResponse(status, result.message, { fields: result.fieldErrors })
}

/** POST /api/applications/submit: /join creates or replaces the member's application. */
export const submitApplicationEndpoint = defineEndpoint({
  ...member,
  path: '/submit',
  method: 'post',
  input: applicationSchema,
  handler: async ({ req, user, input }) => answer(await saveApplication(req.payload, user, input)),
})

/**
 * POST /api/applications/onboarding: the wizard's last step, once the account exists and the photo
 * is uploaded: the application and the public profile. The e-mail is the account's own. Safe to
 * repeat after a partial failure: the application is one per member.
 */
export const onboardingEndpoint = defineEndpoint({
  ...member,
  path: '/onboarding',
  method: 'post',
  input: onboardingApplicationSchema.omit({ email: true }),
  handler: async ({ req, user, input }) =>
    answer(
      await saveApplication(
        req.payload,
        user,
        { ...input, email: user.email },
        { fillProfile: true },
      ),
    ),
})
