import type { ErrorEnvelope } from '@/lib/error-envelope'
import type { ContactInput } from '@/lib/validation'

export type ContactField = keyof ContactInput
export type ContactValues = Record<ContactField, string>
export type ContactFieldErrors = Partial<Record<ContactField, string>>

/**
 * What the contact action answers: a refusal in the error envelope, with each field's message and
 * `values`, what was typed, so nothing is lost.
 */
export type ContactResult =
  { ok: true; sentAt: number } | (ErrorEnvelope & { ok: false; values: ContactValues })

export const CONTACT_FIELDS = [
  'name',
  'email',
  'subject',
  'message',
] as const satisfies readonly ContactField[]

/** The four text fields of a submitted form (anything else is ignored). */
export const readContactForm = (formData: FormData): ContactValues => {
  const read = (field: ContactField) => {
    const value = formData.get(field)
    return typeof value === 'string' ? value : ''
  }
  return {
    name: read('name'),
    email: read('email'),
    subject: read('subject'),
    message: read('message'),
  }
}
