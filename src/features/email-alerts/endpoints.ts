import { t } from '@/i18n'
import { defineEndpoint, json, refuse } from '@/lib/endpoint'
import { z } from '@/lib/zod'
import { switchedOff } from './preferences'
import { ALERT_CATEGORIES } from './preferences-schema'
import { alertUnsubscribeToken } from './unsubscribe-links'

const copy = t.emailAlerts

/**
 * POST /api/users/email-alerts/unsubscribe: one click, no sign-in, one category off. `{ u, c,
 * token }` as JSON from the landing page (/profile/notificaciones/baja), or in the query from a
 * mail client's one-click button (RFC 8058), as the newsletter's.
 */
const unsubscribe = defineEndpoint({
  path: '/email-alerts/unsubscribe',
  method: 'post',
  auth: 'anyone',
  // The body's values first, the query's otherwise.
  inputFrom: 'both',
  input: z.object({
    // Only a number or its digits: Number(true) or Number([5]) would pass as an id.
    u: z
      .union([z.number(), z.string().regex(/^\d+$/)])
      .transform(Number)
      .pipe(z.number().int().positive().max(2_147_483_647)),
    c: z.enum(ALERT_CATEGORIES),
    token: z.string().max(200),
  }),
  invalid: copy.unsubscribe.error,
  handler: async ({ req, input: { u, c, token } }) => {
    if (token !== alertUnsubscribeToken(u, c)) return refuse(400, copy.unsubscribe.error)
    // As the system: the link is the member's word, and an account that is gone changes nothing.
    await req.payload.update({
      collection: 'users',
      where: { id: { equals: u } },
      data: { emailAlerts: switchedOff(c) },
      overrideAccess: true,
      depth: 0,
      req,
    })
    return json({ message: copy.unsubscribed(copy.categories[c]) })
  },
})

export const emailAlertEndpoints = [unsubscribe]
