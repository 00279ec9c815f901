import { createHmac } from 'node:crypto'

import { t } from '@/i18n'
import { payloadSecret, siteUrl } from '@/lib/env'
import type { AlertCategory } from './preferences-schema'

// The one-click unsubscribe of every alert e-mail, one link per member and category, made like the
// newsletter's (src/features/newsletter/unsubscribe-links.ts): a token derived from the secret,
// so nothing is stored and every future e-mail of that category carries the same link.

/** The token of a member's link for one category; another category's or member's never matches. */
export const alertUnsubscribeToken = (userId: number, category: AlertCategory) =>
  createHmac('sha256', payloadSecret())
    .update(`email-alert-unsubscribe:${userId}:${category}`)
    .digest('base64url')

const query = (userId: number, category: AlertCategory) =>
  `u=${userId}&c=${category}&token=${alertUnsubscribeToken(userId, category)}`

/** The page with the "Darme de baja" button (opening it changes nothing). */
export const alertUnsubscribeUrl = (userId: number, category: AlertCategory) =>
  `${siteUrl}/profile/notificaciones/baja?${query(userId, category)}`

/** Where a member changes every alert. */
export const preferencesUrl = `${siteUrl}/profile/notificaciones`

/**
 * RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to this address
 * straight from their interface, so it is the API endpoint itself (src/features/email-alerts/endpoints.ts).
 */
const oneClickUrl = (userId: number, category: AlertCategory) =>
  `${siteUrl}/api/users/email-alerts/unsubscribe?${query(userId, category)}`

/** The headers every alert e-mail of `category` to this member carries. */
export const unsubscribeHeaders = (userId: number, category: AlertCategory) => ({
  'List-Unsubscribe': `<${oneClickUrl(userId, category)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

/**
 * The small print every alert e-mail ends with (`footer` of compose in src/lib/email/messages.ts):
 * its category's unsubscribe page, then the page of all the member's alerts.
 */
export const unsubscribeFooter = (userId: number, category: AlertCategory) => [
  {
    text: t.emailAlerts.email.unsubscribe(t.emailAlerts.categories[category]),
    url: alertUnsubscribeUrl(userId, category),
  },
  { text: t.emailAlerts.email.preferences, url: preferencesUrl },
]
