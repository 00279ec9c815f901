'use server'

import { getSessionUser } from '@/features/auth/get-session-user'
import { failure, type ApplicationResult } from '@/features/join/application-result'
import {
  onboardingApplicationSchema,
  type ApplicationInput,
} from '@/features/join/application-schema'
import { applicationFieldErrors } from '@/features/join/application-errors'
import { saveApplication } from '@/features/join/save-application'
import { t } from '@/i18n'
import { getPayloadClient } from '@/lib/payload'

/**
 * The wizard's last step, once the account exists and the photo is uploaded: the application
 * (pending) and the public profile (bio, roles, genres, country, links, avatar, artist name).
 * Safe to repeat after a partial failure: the application is one per member.
 */
export async function completeOnboarding(input: ApplicationInput): Promise<ApplicationResult> {
  const user = await getSessionUser()
  if (!user) return failure('session', t.auth.errors.sessionRequired)
  // The application's e-mail is the account's: it cannot be typed in the wizard once signed in.
  const parsed = onboardingApplicationSchema.safeParse({ ...input, email: user.email })
  if (!parsed.success) {
    return failure('invalid', t.auth.errors.invalid, applicationFieldErrors(parsed.error))
  }
  return saveApplication(await getPayloadClient(), user, parsed.data, { fillProfile: true })
}
