import { z } from '@/lib/zod'

import { t } from '@/i18n'
import { email, requiredText } from '@/lib/validation'

const copy = t.newsletter.form

/** The hidden field that only bots fill in. */
export const HONEYPOT_FIELD = 'website'

/** The footer form: both fields required (trimmed), then a valid e-mail (SPEC.md section 5). */
export const newsletterSchema = z.object({
  name: requiredText(copy.required).max(120, t.validation.tooLong),
  // The e-mail rule's message is SPEC's "Por favor ingresa un email válido".
  email: requiredText(copy.required).pipe(email),
})
export type NewsletterInput = z.input<typeof newsletterSchema>
