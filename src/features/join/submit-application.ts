'use server'

import { getSessionUser } from '@/features/auth/get-session-user'
import { t } from '@/i18n'
import { getPayloadClient } from '@/lib/payload'
import { failure, type ApplicationResult } from './application-result'
import { applicationSchema, type ApplicationInput } from './application-schema'
import { applicationFieldErrors } from './application-errors'
import { saveApplication } from './save-application'

/** /join: creates or replaces the member's application. The photo is already uploaded. */
export async function submitApplication(input: ApplicationInput): Promise<ApplicationResult> {
  const user = await getSessionUser()
  if (!user) return failure('session', t.auth.errors.sessionRequired)
  const parsed = applicationSchema.safeParse(input)
  if (!parsed.success) {
    return failure('invalid', t.auth.errors.invalid, applicationFieldErrors(parsed.error))
  }
  return saveApplication(await getPayloadClient(), user, parsed.data)
}
