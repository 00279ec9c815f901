import { createHmac } from 'node:crypto'

import { payloadSecret, siteUrl } from '@/lib/env'

// The unsubscribe links every newsletter e-mail carries (the sign-up's confirmation too).
// `issue`: the issue the link came in, so its report counts the unsubscribes that followed it
// (src/features/newsletter/sending.ts).

/**
 * The unsubscribe token of a subscriber: derived from the secret and the id, so every future
 * newsletter can carry the same one-click link without storing it in clear.
 */
export const unsubscribeToken = (id: number) =>
  createHmac('sha256', payloadSecret()).update(`newsletter-unsubscribe:${id}`).digest('base64url')

const query = (id: number, issue?: number) =>
  `id=${id}&token=${unsubscribeToken(id)}${issue ? `&issue=${issue}` : ''}`

/** The page with the "Darme de baja" button. */
export const unsubscribeUrl = (id: number, issue?: number) =>
  `${siteUrl}/newsletter/unsubscribe?${query(id, issue)}`

/**
 * RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to this address
 * straight from their interface, so it is the API endpoint (id and token in the query).
 */
const oneClickUrl = (id: number, issue?: number) =>
  `${siteUrl}/api/newsletter-subscribers/unsubscribe?${query(id, issue)}`

export const unsubscribeHeaders = (id: number, issue?: number) => ({
  'List-Unsubscribe': `<${oneClickUrl(id, issue)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})
