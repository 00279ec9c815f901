import * as t from '../i18n/es'
import { COMMENT_MAX } from './limits'
import * as z from './zod-mini'

// Text rules written once, with zod/mini: forms on public pages check with these schemas in the
// browser for ~4 kB gzip instead of zod's ~90 kB, and the server's schemas (validation.ts and the
// feature schemas) use the very same ones. Same limits, same Spanish messages.

/** A required text, trimmed first ("   " counts as empty), at most `max` characters. */
export type TextRule = { required: string; max: number; tooLong: string }

// A value of another type (an object, a number…) gets a Spanish message, not zod's English one.
const text = () => z.string({ error: t.fieldTypes.text })

/** A text rule as a schema: the trimmed text, or the rule's message for the first thing wrong. */
export const ruledText = (rule: TextRule) =>
  text().check(z.trim(), z.minLength(1, rule.required), z.maxLength(rule.max, rule.tooLong))

export type TextCheck = { ok: true; value: string } | { ok: false; message: string }

/** A one-field form's check: the schema's value, or the message of the first thing wrong. */
export function checkText(value: string, schema: z.ZodMiniType<string, string>): TextCheck {
  const parsed = schema.safeParse(value)
  if (parsed.success) return { ok: true, value: parsed.data }
  return { ok: false, message: parsed.error.issues[0]?.message ?? t.fieldTypes.text }
}

/** zod's own e-mail pattern (z.email()), pinned so a zod update cannot change who may sign up. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/

/** An e-mail address: trimmed and lower-cased, then checked. */
export const email = z.pipe(
  text().check(z.trim(), z.toLowerCase()),
  z.email({ pattern: EMAIL_PATTERN, error: t.validation.invalidEmail }),
)

/** A required e-mail address: `required` when empty, otherwise as `email`. */
export const requiredEmail = (required: string) =>
  z.pipe(text().check(z.trim(), z.minLength(1, required)), email)

/** Comments on articles and feed posts: not empty, at most COMMENT_MAX (500) characters. */
export const commentContent = ruledText({
  required: t.validation.commentRequired,
  max: COMMENT_MAX,
  tooLong: t.validation.commentMax,
})
