import type { ContactInput } from '@/lib/validation'

export type ContactField = keyof ContactInput
export type ContactValues = Record<ContactField, string>
export type ContactFieldErrors = Partial<Record<ContactField, string>>

/** What the contact action answers; `values` gives back what was typed so nothing is lost. */
export type ContactResult =
  | { ok: true; sentAt: number }
  | { ok: false; fieldErrors: ContactFieldErrors; message: string; values: ContactValues }

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
