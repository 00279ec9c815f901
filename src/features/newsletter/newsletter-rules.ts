import * as t from '@/i18n/es'
import { checkText, isEmail, type TextRule } from '@/lib/text-rules'

// The sign-up's rules without zod: the footer form checks with these in the browser and the
// server's schema (schema.ts) is built from them (SPEC.md section 5).

const copy = t.newsletterForm

export { HONEYPOT_FIELD } from './honeypot'

/** Both fields are required (trimmed); the name has a length limit, the e-mail its pattern. */
export const newsletterRules = {
  required: copy.required,
  name: { required: copy.required, max: 120, tooLong: t.validation.tooLong } satisfies TextRule,
}

/**
 * What the form says before sending: 'required' when a field is empty, 'invalid' when the
 * server's schema would refuse it otherwise (not an e-mail, a name too long), null when it
 * would accept it.
 */
export function newsletterProblem(input: { name: string; email: string }) {
  if (!input.name.trim() || !input.email.trim()) return 'required'
  return checkText(input.name, newsletterRules.name).ok && isEmail(input.email) ? null : 'invalid'
}
