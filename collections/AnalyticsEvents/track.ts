import { trackBatch, TRACK_PATH } from '../../src/features/founder-tools/events'
import { insertEvents } from '../../src/features/founder-tools/sql'
import { sqlPool } from '../../src/lib/db'
import { t } from '../../src/i18n'
import { defineEndpoint, json } from '../../src/lib/endpoint'
import { clientIp, LIMITS } from '../../src/lib/rate-limit'
import { notAVisit } from '../../src/lib/staff-visit'
import { hashToken } from '../../src/lib/tokens'

/**
 * POST /api/analytics-events/track: a batch of page views, CTA clicks, popup interactions and
 * News+ reads from the tracker (navigator.sendBeacon). Stored in one INSERT, with the member's id
 * when signed in and never the IP address or a cookie; staff's and previews' are dropped
 * (src/lib/staff-visit.ts). Tracking never bothers the visitor: a bad or over-limit batch is
 * dropped with a 4xx the tracker ignores.
 */
export const trackEndpoint = defineEndpoint({
  path: TRACK_PATH.replace('/api/analytics-events', ''),
  method: 'post',
  auth: 'anyone',
  limit: [
    {
      limit: LIMITS.analytics,
      // The limiter keys on a hash: not even the rate-limit table keeps the address.
      key: (req) => hashToken(clientIp(req.headers)),
      message: t.analytics.tooManyEvents,
    },
  ],
  input: trackBatch,
  invalid: t.analytics.invalidEvents,
  handler: async ({ req, input: { events } }) => {
    // Staff and previews are not visitors: their pages never reach the founders' figures.
    if (notAVisit(req.headers, req.user)) return json({ stored: 0 })
    const userAgent = req.headers.get('user-agent')?.slice(0, 500) ?? null
    await insertEvents(sqlPool(req.payload), events, userAgent, req.user?.id ?? null)
    return json({ stored: events.length })
  },
})
