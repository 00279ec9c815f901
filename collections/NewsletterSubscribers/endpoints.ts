import type { Endpoint, PayloadRequest } from 'payload'

import { HONEYPOT_FIELD, newsletterSchema } from '../../src/features/newsletter/schema'
import { t } from '../../src/i18n'
import { siteUrl } from '../../src/lib/env'
import { newsletterConfirmEmail, sendQuietly } from '../../src/lib/email/messages'
import { clientIp } from '../../src/lib/client-ip'
import { LIMITS, emailLimitKey, enforceLimit } from '../../src/lib/rate-limit'
import { hashToken, newToken } from '../../src/lib/tokens'
import { fieldErrors } from '../../src/lib/validation'
import { readBody, respond, respondError, respondThrown } from '../endpoints/respond'
import { unsubscribeToken } from './tokens'

const CONFIRM_FOR_MS = 48 * 60 * 60 * 1000
const copy = t.newsletter
// Every write here is the system's, after validation and rate limits (create access is nobody).
const system = { overrideAccess: true, depth: 0 } as const

export const unsubscribeUrl = (id: number) =>
  `${siteUrl}/newsletter/unsubscribe?id=${id}&token=${unsubscribeToken(id)}`

/**
 * RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to this address
 * straight from their interface, so it is the API endpoint (id and token in the query).
 */
const oneClickUrl = (id: number) =>
  `${siteUrl}/api/newsletter-subscribers/unsubscribe?id=${id}&token=${unsubscribeToken(id)}`

export const unsubscribeHeaders = (id: number) => ({
  'List-Unsubscribe': `<${oneClickUrl(id)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

/**
 * POST /api/newsletter-subscribers/subscribe { name, email }: double opt-in. Always the same
 * answer, so it never tells whether an address is subscribed; a confirmed subscriber gets nothing.
 */
const subscribe: Endpoint = {
  path: '/subscribe',
  method: 'post',
  handler: async (req) => {
    const { payload } = req
    try {
      await enforceLimit(payload, LIMITS.newsletterIp, clientIp(req.headers))
    } catch (error) {
      return respondThrown(req, error)
    }
    const body = await readBody(req)
    // A bot filled the hidden field: the same answer as everyone, and nothing stored or sent.
    if (typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD].trim()) {
      return respond(req, { message: copy.form.success })
    }
    const parsed = newsletterSchema.safeParse(body)
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error)
      return respondError(req, 400, errors.name ?? errors.email ?? copy.form.required, {
        fieldErrors: errors,
      })
    }
    const { name, email } = parsed.data
    try {
      await enforceLimit(payload, LIMITS.newsletterEmail, emailLimitKey(email))
    } catch (error) {
      return respondThrown(req, error)
    }

    const found = await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email } },
      select: { status: true },
      limit: 1,
      ...system,
    })
    const existing = found.docs[0]
    if (existing?.status !== 'confirmed') {
      const token = newToken()
      const data = {
        name,
        email,
        status: 'pending' as const,
        confirmTokenHash: hashToken(token),
        confirmTokenExpiresAt: new Date(Date.now() + CONFIRM_FOR_MS).toISOString(),
      }
      const subscriber = existing
        ? await payload.update({
            collection: 'newsletter-subscribers',
            id: existing.id,
            data,
            ...system,
          })
        : await payload.create({ collection: 'newsletter-subscribers', data, ...system })
      await sendQuietly(
        payload,
        email,
        {
          ...newsletterConfirmEmail(name, token, unsubscribeUrl(subscriber.id)),
          headers: unsubscribeHeaders(subscriber.id),
        },
        'confirmación de la newsletter',
      )
    }
    return respond(req, { message: copy.form.success })
  },
}

/** POST /api/newsletter-subscribers/confirm { token }: from the landing page, never a GET. */
const confirm: Endpoint = {
  path: '/confirm',
  method: 'post',
  handler: async (req) => {
    const token = await tokenOf(req)
    if (!token) return respondError(req, 400, copy.confirm.error)
    const found = await req.payload.find({
      collection: 'newsletter-subscribers',
      where: {
        and: [
          { confirmTokenHash: { equals: hashToken(token) } },
          { confirmTokenExpiresAt: { greater_than: new Date().toISOString() } },
        ],
      },
      select: { status: true },
      limit: 1,
      ...system,
    })
    const subscriber = found.docs[0]
    if (!subscriber) return respondError(req, 400, copy.confirm.error)
    await req.payload.update({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      data: {
        status: 'confirmed',
        confirmedAt: new Date().toISOString(),
        confirmTokenHash: null,
        confirmTokenExpiresAt: null,
      },
      ...system,
    })
    return respond(req, { message: copy.confirm.success })
  },
}

/**
 * POST /api/newsletter-subscribers/unsubscribe: one click, no sign-in. `{ id, token }` as JSON
 * from the landing page, or in the query from a mail client's one-click button (RFC 8058).
 */
const unsubscribe: Endpoint = {
  path: '/unsubscribe',
  method: 'post',
  handler: async (req) => {
    const body = await readBody(req)
    const query = req.searchParams
    // Only a number or its digits: Number(true) or Number([5]) would pass as an id.
    const raw = body.id ?? query?.get('id')
    const id =
      typeof raw === 'number' || (typeof raw === 'string' && /^\d+$/.test(raw)) ? Number(raw) : NaN
    const rawToken = body.token ?? query?.get('token')
    const token = typeof rawToken === 'string' ? rawToken : ''
    if (!Number.isInteger(id) || id <= 0 || token !== unsubscribeToken(id)) {
      return respondError(req, 400, copy.unsubscribe.error)
    }
    await req.payload.update({
      collection: 'newsletter-subscribers',
      where: { id: { equals: id } },
      data: { status: 'unsubscribed', confirmTokenHash: null, confirmTokenExpiresAt: null },
      ...system,
    })
    return respond(req, { message: copy.unsubscribe.success })
  },
}

async function tokenOf(req: PayloadRequest) {
  const token = (await readBody(req)).token
  return typeof token === 'string' && token ? token : null
}

export const newsletterEndpoints = [subscribe, confirm, unsubscribe]
