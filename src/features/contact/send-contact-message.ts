'use server'

import { headers } from 'next/headers'
import { APIError } from 'payload'

import { t } from '@/i18n'
import { getPayloadClient } from '@/lib/payload'
import { LIMITS, enforceLimit } from '@/lib/rate-limit'
import { contactSchema, fieldErrors } from '@/lib/validation'
import { readContactForm, type ContactResult } from './contact-state'

/**
 * Stores a contact message (the collection's hooks e-mail the team and rate-limit by address:
 * collections/hooks/limitContact.ts), after a signed-in member's own limit. Validates with the
 * same schema as the form; only this action is dynamic, the page stays static.
 */
export async function sendContactMessage(
  _previous: ContactResult | null,
  formData: FormData,
): Promise<ContactResult> {
  const values = readContactForm(formData)
  const parsed = contactSchema.safeParse(values)
  if (!parsed.success) {
    return {
      ok: false,
      fieldErrors: fieldErrors(parsed.error),
      message: t.contact.form.invalid,
      values,
    }
  }

  const payload = await getPayloadClient()
  try {
    const requestHeaders = await headers()
    // A signed-in member's own budget counts here; the message itself is written without the
    // session, so the collection's hook counts only the address (never the member twice).
    const { user } = await payload.auth({ headers: requestHeaders })
    if (user) await enforceLimit(payload, LIMITS.contactMember, String(user.id))
    await payload.create({
      collection: 'contact-messages',
      data: parsed.data,
      overrideAccess: false,
      // The request headers carry the client's address for the per-IP limit.
      req: { headers: requestHeaders },
    })
    return { ok: true, sentAt: Date.now() }
  } catch (error) {
    if (error instanceof APIError && error.status === 429) {
      return { ok: false, fieldErrors: {}, message: t.rateLimit.tooMany, values }
    }
    payload.logger.error({ err: error }, 'No se pudo guardar el mensaje de contacto')
    return { ok: false, fieldErrors: {}, message: t.contact.form.error, values }
  }
}
