import * as t from '@/i18n/es'
import { requiredEmail, ruledText } from '@/lib/text-rules'
import { NEWSLETTER_NAME_MAX } from './newsletter-limits'

// The sign-up's fields in zod/mini: the footer form checks with them in the browser (loaded on the
// first submit) and the endpoint's schema (schema.ts) is made of them.

const copy = t.newsletterForm

/** Both required (trimmed); the name at most 120 characters, then a valid e-mail. */
export const newsletterFields = {
  name: ruledText({ required: copy.required, max: NEWSLETTER_NAME_MAX, tooLong: copy.nameTooLong }),
  // Its own message: "Por favor ingresa un email válido".
  email: requiredEmail(copy.required),
}

/**
 * What the form says before sending: 'required' when a field is empty, 'nameTooLong' when the
 * name passes the limit, 'invalid' when the e-mail is not one, null when the server's schema
 * would accept it.
 */
export function newsletterProblem(input: { name: string; email: string }) {
  const issues = [
    newsletterFields.name.safeParse(input.name),
    newsletterFields.email.safeParse(input.email),
  ].flatMap((parsed) => (parsed.success ? [] : parsed.error.issues))
  if (issues.length === 0) return null
  if (issues.some((issue) => issue.message === copy.required)) return 'required'
  return issues.some((issue) => issue.message === copy.nameTooLong) ? 'nameTooLong' : 'invalid'
}
