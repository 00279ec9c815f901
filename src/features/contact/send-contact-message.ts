'use server'

import { headers as requestHeaders } from 'next/headers'

import { t } from '@/i18n'
import { SPANISH } from '@/lib/endpoint'
import { errorEnvelope } from '@/lib/error-envelope'
import { getPayloadClient } from '@/lib/payload'
import { hit, LIMITS, TooManyRequests } from '@/lib/rate-limit'
import { contactSchema, fieldErrors } from '@/lib/validation'
import { z } from '@/lib/zod'
import { readContactForm, type ContactResult, type ContactValues } from './contact-state'

// The contact form works without JavaScript (a static page, useActionState): the one server
// action (docs/ARCHITECTURE.md, channel iii). It refuses as a custom endpoint does, in the same
// envelope, and gives back what was typed so a page rendered again loses nothing.

const refusal = (message: string, values: ContactValues, fields?: Record<string, string>) => ({
  ok: false as const,
  ...errorEnvelope(message, fields),
  values,
})

/**
 * Stores a contact message after the same checks as the form (the collection's hooks e-mail the
 * team and rate-limit by address). Only this action is dynamic, the page stays static.
 */
export async function sendContactMessage(
  _previous: ContactResult | null,
  formData: FormData,
): Promise<ContactResult> {
  const values = readContactForm(formData)
  const parsed = z.safeParse(contactSchema, values, SPANISH)
  if (!parsed.success) {
    return refusal(t.contact.form.invalid, values, fieldErrors(parsed.error))
  }
  const headers = new Headers(await requestHeaders())
  const payload = await getPayloadClient()
  try {
    // A signed-in member's own budget counts here; the message itself is written without the
    // session, so the collection's hook counts only the address (never the member twice).
    const { user } = await payload.auth({ headers })
    if (user?.collection === 'users') {
      const result = await hit(payload, LIMITS.contactMember, String(user.id))
      if (!result.ok) throw new TooManyRequests(result.retryAfter)
    }
    await payload.create({
      collection: 'contact-messages',
      data: parsed.data,
      overrideAccess: false,
      // The request headers carry the client's address for the per-IP limit
      // (collections/hooks/limitContact.ts), which also e-mails the team.
      req: { headers },
    })
    return { ok: true, sentAt: Date.now() }
  } catch (error) {
    // A refusal on the way (a limit, the collection's hook) answers its own message.
    const { status, message } = error as { status?: number; message?: string }
    if (status && status >= 400 && status < 500 && message) return refusal(message, values)
    payload.logger.error({ err: error }, 'No se pudo guardar el mensaje de contacto')
    return refusal(t.contact.form.error, values)
  }
}
