import type { ApplicationFieldErrors } from './application-schema'

/** What saving an application answers (for /join and the onboarding wizard). */
export type ApplicationResult =
  | { ok: true }
  | {
      ok: false
      /** 'approved': the member's application was already approved and cannot be replaced. */
      reason: 'invalid' | 'session' | 'approved' | 'error'
      message: string
      fieldErrors: ApplicationFieldErrors
    }

export const failure = (
  reason: Exclude<ApplicationResult, { ok: true }>['reason'],
  message: string,
  fieldErrors: ApplicationFieldErrors = {},
): ApplicationResult => ({ ok: false, reason, message, fieldErrors })
