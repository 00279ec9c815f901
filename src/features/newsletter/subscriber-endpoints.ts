import { t } from '@/i18n'
import { newsletterConfirmEmail } from '@/lib/email/messages'
import { queueEmail } from '@/lib/email/outbox'
import { sqlPool } from '@/lib/db'
import { defineEndpoint, json, refuse } from '@/lib/endpoint'
import { LIMITS, emailLimitKey } from '@/lib/rate-limit'
import { hashToken, newToken } from '@/lib/tokens'
import { z } from '@/lib/zod'
import { unsubscribeHeaders, unsubscribeToken, unsubscribeUrl } from './unsubscribe-links'
import { HONEYPOT_FIELD, newsletterSchema } from './schema'
import { countUnsubscribe } from './sql'

const CONFIRM_FOR_MS = 48 * 60 * 60 * 1000
const copy = t.newsletter
// Every write here is the system's, after validation and rate limits (create access is nobody).
const system = { overrideAccess: true, depth: 0 } as const

// A bot's fields are replaced by valid stand-ins before they are checked, so a bot never learns
// from a 400 what to fix; its request is then answered like anyone's and nothing is kept.
const BOT_STAND_IN = { name: 'bot', email: 'bot@example.com' }

const humanSignUp = z.intersection(
  newsletterSchema,
  z.object({ [HONEYPOT_FIELD]: z.unknown().optional() }),
)

/**
 * POST /api/newsletter-subscribers/subscribe { name, email }: double opt-in. Always the same
 * answer, so it never tells whether an address is subscribed; a confirmed subscriber gets nothing.
 */
const subscribe = defineEndpoint({
  path: '/subscribe',
  method: 'post',
  auth: 'anyone',
  input: z.preprocess(
    (raw) => (isBot(raw) ? { ...BOT_STAND_IN, [HONEYPOT_FIELD]: 'bot' } : raw),
    humanSignUp,
  ),
  limit: [
    { limit: LIMITS.newsletterIp },
    // Per mailbox; a bot's sign-up spends nobody's budget.
    {
      limit: LIMITS.newsletterEmail,
      inputKey: (input) => (isBot(input) ? null : emailLimitKey(input.email)),
    },
  ],
  handler: async ({ req, input }) => {
    const { payload } = req
    // A bot: the same answer as everyone, and nothing stored or sent.
    if (isBot(input)) return json({ message: copy.form.success })
    const { name, email } = input
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
      await queueEmail(payload, {
        to: email,
        ...newsletterConfirmEmail(name, token, unsubscribeUrl(subscriber.id)),
        headers: unsubscribeHeaders(subscriber.id),
        what: 'confirmación de la newsletter',
      })
    }
    return json({ message: copy.form.success })
  },
})

const isBot = (input: unknown): boolean => {
  if (!input || typeof input !== 'object') return false
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD]
  return typeof value === 'string' && value.trim() !== ''
}

/** POST /api/newsletter-subscribers/confirm { token }: from the landing page, never a GET. */
const confirm = defineEndpoint({
  path: '/confirm',
  method: 'post',
  auth: 'anyone',
  input: z.object({ token: z.string().min(1) }),
  invalid: copy.confirm.error,
  handler: async ({ req, input: { token } }) => {
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
    if (!subscriber) return refuse(400, copy.confirm.error)
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
    return json({ message: copy.confirm.success })
  },
})

/**
 * POST /api/newsletter-subscribers/unsubscribe: one click, no sign-in. `{ id, token }` as JSON
 * from the landing page, or in the query from a mail client's one-click button (RFC 8058).
 */
const unsubscribe = defineEndpoint({
  path: '/unsubscribe',
  method: 'post',
  auth: 'anyone',
  // The body's values first, the query's otherwise.
  inputFrom: 'both',
  input: z.object({
    // Only a number or its digits: Number(true) or Number([5]) would pass as an id.
    id: z
      .union([z.number(), z.string().regex(/^\d+$/)])
      .transform(Number)
      .pipe(z.number().int().positive()),
    token: z.string(),
    // The issue whose link it was (newsletter e-mails): its report counts the unsubscribe.
    // A mangled one is ignored: the unsubscribe itself must never fail for it.
    issue: z
      .union([z.number(), z.string().regex(/^\d+$/)])
      .transform(Number)
      .pipe(z.number().int().positive().max(2_147_483_647))
      .optional()
      .catch(undefined),
  }),
  invalid: copy.unsubscribe.error,
  handler: async ({ req, input: { id, token, issue } }) => {
    if (token !== unsubscribeToken(id)) return refuse(400, copy.unsubscribe.error)
    const { docs } = await req.payload.update({
      collection: 'newsletter-subscribers',
      where: { and: [{ id: { equals: id } }, { status: { not_equals: 'unsubscribed' } }] },
      data: { status: 'unsubscribed', confirmTokenHash: null, confirmTokenExpiresAt: null },
      ...system,
    })
    // Counted once, for the issue they received (a made-up issue number matches no row).
    if (docs.length && issue) await countUnsubscribe(sqlPool(req.payload), issue, id)
    return json({ message: copy.unsubscribe.success })
  },
})

export const newsletterEndpoints = [subscribe, confirm, unsubscribe]
