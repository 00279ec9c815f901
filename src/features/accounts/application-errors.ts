import type { z } from 'zod'

import { fieldErrors } from '@/lib/validation'
import type { ApplicationFieldErrors } from './application-schema'

/** Zod issues keyed by their top-level field ("roles.0" → "roles"), first message wins. */
export const applicationFieldErrors = (error: z.ZodError): ApplicationFieldErrors => {
  const found: ApplicationFieldErrors = {}
  for (const [path, message] of Object.entries(fieldErrors(error))) {
    const field = path.split('.')[0] as keyof ApplicationFieldErrors
    found[field] ??= message
  }
  return found
}
