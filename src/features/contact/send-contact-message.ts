'use server'

import { headers } from 'next/headers'
import { APIError } from 'payload'

import { t } from '@/i18n'
import { getPayloadClient } from '@/lib/payload'
import { contactSchema, fieldErrors } from '@/lib/validation'
import { readContactForm, type ContactResult } from './contact-state'

/**
 * Stores a contact message (the collection's hooks rate-limit by IP and e-mail the team).
 * Validates with the same schema as the form; only this action is dynamic, the page stays static.
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
    await payload.create({
      collection: 'contact-messages',
      data: parsed.data,
      overrideAccess: false,
      // The request headers carry the client's address for the per-IP limit.
      req: { headers: await headers() },
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
