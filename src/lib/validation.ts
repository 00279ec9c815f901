import { z } from './zod'

import * as t from '../i18n/es'
import { PASSWORD_MIN, POST_MAX } from './limits'
import { commentContent, email } from './text-rules'

// Shared zod pieces: the same rules run in the browser (forms) and on the server (actions, fields).
// The rules public pages check in the browser are zod/mini schemas in text-rules.ts, re-exported.
export { commentContent, email }

// A value of another type (an object, a number…) gets a Spanish message, not zod's English one.
const trimmed = () => z.string({ error: t.fieldTypes.text }).trim()

/** Required text: trimmed first, so "   " counts as empty. */
export const requiredText = (message: string) => trimmed().min(1, message)

/** An http(s) URL, or empty (stored as null). */
export const optionalUrl = trimmed()
  .refine((value) => value === '' || isHttpUrl(value), t.validation.invalidUrl)
  .transform((value) => (value === '' ? null : value))

export const password = z
  .string({ error: t.fieldTypes.text })
  .min(PASSWORD_MIN, t.validation.passwordMin)

export const contactSchema = z.object({
  name: requiredText(t.validation.nameRequired).max(120, t.validation.tooLong),
  email: requiredText(t.validation.emailRequired).pipe(email),
  subject: requiredText(t.validation.subjectRequired).max(200, t.validation.tooLong),
  message: requiredText(t.validation.messageRequired).max(5000, t.validation.tooLong),
})
export type ContactInput = z.input<typeof contactSchema>

export const postContent = requiredText(t.validation.contentRequired).max(
  POST_MAX,
  t.validation.postMax,
)

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/** Zod issues as { field: first message }, for forms and server-action results. */
export const fieldErrors = (error: z.core.$ZodError): Record<string, string> => {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    errors[key] ??= issue.message
  }
  return errors
}
