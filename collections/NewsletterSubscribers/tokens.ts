import { createHmac } from 'node:crypto'

import { payloadSecret } from '../../src/lib/env'

/**
 * The unsubscribe token of a subscriber: derived from the secret and the id, so every future
 * newsletter can carry the same one-click link without storing it in clear.
 */
export const unsubscribeToken = (id: number) =>
  createHmac('sha256', payloadSecret()).update(`newsletter-unsubscribe:${id}`).digest('base64url')
