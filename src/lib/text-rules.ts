import * as t from '../i18n/es'
import { COMMENT_MAX } from './limits'

// Text rules without zod. The server's zod schemas (validation.ts and the feature schemas) are
// built from these, and forms on public pages check with them in the browser, so those pages do
// not ship zod (about 90 kB of JavaScript) for a few checks. Same limits, same Spanish messages.

/** A required text, trimmed first ("   " counts as empty), at most `max` characters. */
export type TextRule = { required: string; max: number; tooLong: string }

export type TextCheck = { ok: true; value: string } | { ok: false; message: string }

/** The trimmed text, or the rule's message for the first thing wrong with it. */
export function checkText(value: string, rule: TextRule): TextCheck {
  const trimmed = value.trim()
  if (trimmed.length === 0) return { ok: false, message: rule.required }
  if (trimmed.length > rule.max) return { ok: false, message: rule.tooLong }
  return { ok: true, value: trimmed }
}

/** zod's own e-mail pattern (z.email()); the schema is given this one, so both accept the same. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/

/** An e-mail address as the schema reads it: trimmed and lower-cased. */
export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim().toLowerCase())

/** Comments on articles and feed posts (SPEC: not empty, at most 500 characters). */
export const commentRule: TextRule = {
  required: t.validation.commentRequired,
  max: COMMENT_MAX,
  tooLong: t.validation.commentMax,
}
