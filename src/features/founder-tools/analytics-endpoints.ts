import { t } from '@/i18n'
import { sqlPool } from '@/lib/db'
import { defineEndpoint, json } from '@/lib/endpoint'
import { clientIp, LIMITS } from '@/lib/rate-limit'
import { PRIVATE_READ } from '@/lib/sql-read'
import { notAVisit } from '@/lib/staff-visit'
import { hashToken } from '@/lib/tokens'
import { trackBatch, TRACK_PATH } from './events'
import { insertEvents } from './sql'
import { getAnalyticsSummary } from './summary'

// The endpoints of collections/AnalyticsEvents: the tracker's beacons in, the founders' panel out.

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

/**
 * GET /api/analytics-events/summary: the founders' panel (visits, top pages and CTAs, new members,
 * insights), aggregated in SQL. Visitors get the same 403 as members.
 */
export const summaryEndpoint = defineEndpoint({
  path: '/summary',
  method: 'get',
  auth: 'founder',
  refusals: { signedOut: t.common.accessDenied, signedOutStatus: 403 },
  handler: async ({ req }) =>
    json(await getAnalyticsSummary(req.payload), 200, { 'Cache-Control': PRIVATE_READ }),
})
