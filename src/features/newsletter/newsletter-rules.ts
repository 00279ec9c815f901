import * as t from '@/i18n/es'
import { requiredEmail, ruledText } from '@/lib/text-rules'

// The sign-up's fields in zod/mini: the footer form checks with them in the browser (loaded on the
// first submit) and the endpoint's schema (schema.ts) is made of them.

const copy = t.newsletterForm

/** Both required (trimmed); the name at most 120 characters, then a valid e-mail. */
export const newsletterFields = {
  name: ruledText({ required: copy.required, max: 120, tooLong: t.validation.tooLong }),
  // Its own message: "Por favor ingresa un email válido".
  email: requiredEmail(copy.required),
}

/**
 * What the form says before sending: 'required' when a field is empty, 'invalid' when the
 * server's schema would refuse it otherwise (not an e-mail, a name too long), null when it
 * would accept it.
 */
export function newsletterProblem(input: { name: string; email: string }) {
  const issues = [
    newsletterFields.name.safeParse(input.name),
    newsletterFields.email.safeParse(input.email),
  ].flatMap((parsed) => (parsed.success ? [] : parsed.error.issues))
  if (issues.length === 0) return null
  return issues.some((issue) => issue.message === copy.required) ? 'required' : 'invalid'
}
