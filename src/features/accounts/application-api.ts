import * as t from '@/i18n/es'
import { ApiError, apiRequest } from '@/lib/api-client'
import { failure, type ApplicationResult } from './application-result'
import type { ApplicationFieldErrors, ApplicationInput } from './application-schema'

/**
 * Sends the join application (`submit`, /join) or the onboarding wizard's last step
 * (`onboarding`) to its endpoint (application-endpoints.ts) and reads the answer back as the
 * forms use it: the reason of a refusal and each field's message.
 */
export async function sendApplication(
  step: 'submit' | 'onboarding',
  input: ApplicationInput,
): Promise<ApplicationResult> {
  try {
    await apiRequest('POST', `/api/applications/${step}`, input)
    return { ok: true }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const reason =
      error.status === 401
        ? 'session'
        : error.status === 409
          ? 'approved'
          : error.status === 400
            ? 'invalid'
            : 'error'
    return failure(reason, error.message || t.join.error, byField(error.fieldErrors))
  }
}

/** Messages keyed by their top-level field ("roles.0" → "roles"), first message wins. */
function byField(errors: Record<string, string>): ApplicationFieldErrors {
  const found: Record<string, string> = {}
  for (const [path, message] of Object.entries(errors)) found[path.split('.')[0]] ??= message
  return found as ApplicationFieldErrors
}
