import { z } from '@/lib/zod'

import { email, requiredText, ruledText } from '@/lib/validation'
import { newsletterRules } from './newsletter-rules'

export { HONEYPOT_FIELD } from './newsletter-rules'

/** The footer form: both fields required (trimmed), then a valid e-mail (SPEC.md section 5). */
export const newsletterSchema = z.object({
  name: ruledText(newsletterRules.name),
  // The e-mail rule's message is SPEC's "Por favor ingresa un email válido".
  email: requiredText(newsletterRules.required).pipe(email),
})
export type NewsletterInput = z.input<typeof newsletterSchema>
