import { z } from './zod'

import * as t from '../i18n/es'
import { CONTACT_MAX, PASSWORD_MIN, POST_MAX } from './limits'
import { commentContent, email } from './text-rules'
import { withScheme } from './urls'

// Shared zod pieces: the same rules run in the browser (forms) and on the server (actions, fields).
// The rules public pages check in the browser are zod/mini schemas in text-rules.ts, re-exported.
export { commentContent, email }

// A value of another type (an object, a number…) gets a Spanish message, not zod's English one.
const trimmed = () => z.string({ error: t.fieldTypes.text }).trim()

/** Required text: trimmed first, so "   " counts as empty. */
export const requiredText = (message: string) => trimmed().min(1, message)

/** An http(s) URL, completed with https:// when typed without it (withScheme), or empty (null). */
export const optionalUrl = trimmed()
  .transform(withScheme)
  .refine((value) => value === '' || isHttpUrl(value), t.validation.invalidUrl)
  .transform((value) => (value === '' ? null : value))

/** Phone characters only (digits, spaces, + - ( ) .), with 7 to 15 digits (E.164's longest). */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length
  return /^[\d\s+().-]+$/.test(value) && digits >= 7 && digits <= 15
}

/** A phone number (isPhone), or empty. */
export const optionalPhone = trimmed()
  .max(40, t.validation.tooLong)
  .refine((value) => value === '' || isPhone(value), t.validation.invalidPhone)

export const password = z
  .string({ error: t.fieldTypes.text })
  .min(PASSWORD_MIN, t.validation.passwordMin)

export const contactSchema = z.object({
  name: requiredText(t.validation.nameRequired).max(CONTACT_MAX.name, t.validation.tooLong),
  email: requiredText(t.validation.emailRequired).pipe(email),
  subject: requiredText(t.validation.subjectRequired).max(
    CONTACT_MAX.subject,
    t.validation.tooLong,
  ),
  message: requiredText(t.validation.messageRequired).max(
    CONTACT_MAX.message,
    t.validation.tooLong,
  ),
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

// Zod issues as { field: first message }: in a module without zod, for the browser's forms.
export { fieldErrors } from './field-errors'
