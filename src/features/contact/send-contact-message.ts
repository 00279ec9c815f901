'use server'

import { t } from '@/i18n'
import { defineAction } from '@/lib/action'
import { LIMITS } from '@/lib/rate-limit'
import { contactSchema } from '@/lib/validation'
import { readContactForm, type ContactResult } from './contact-state'

// The contact form works without JavaScript (a static page, useActionState): the one server
// action left (docs/ARCHITECTURE.md, channel iii).
const send = defineAction({
  auth: 'anyone',
  read: readContactForm,
  input: contactSchema,
  invalid: t.contact.form.invalid,
  // A signed-in member's own budget counts here; the message itself is written without the
  // session, so the collection's hook counts only the address (never the member twice).
  limit: [{ limit: LIMITS.contactMember, key: ({ user }) => (user ? String(user.id) : null) }],
  failure: t.contact.form.error,
  failureLog: 'No se pudo guardar el mensaje de contacto',
  handler: async ({ payload, input, headers }) => {
    await payload.create({
      collection: 'contact-messages',
      data: input,
      overrideAccess: false,
      // The request headers carry the client's address for the per-IP limit
      // (collections/hooks/limitContact.ts), which also e-mails the team.
      req: { headers },
    })
    return { sentAt: Date.now() }
  },
})

/**
 * Stores a contact message after the same checks as the form (the collection's hooks e-mail the
 * team and rate-limit by address). Only this action is dynamic, the page stays static.
 */
export async function sendContactMessage(
  previous: ContactResult | null,
  formData: FormData,
): Promise<ContactResult> {
  return send(previous, formData)
}
