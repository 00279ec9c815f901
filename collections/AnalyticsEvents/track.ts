import type { Endpoint, PayloadRequest } from 'payload'

import { trackBatch, TRACK_PATH } from '../../src/features/analytics/events'
import { t } from '../../src/i18n'
import { clientIp, hit, LIMITS } from '../../src/lib/rate-limit'
import { hashToken } from '../../src/lib/tokens'
import { readBody, respond, respondError } from '../endpoints/respond'

type Pool = { query: (text: string, values: unknown[]) => Promise<unknown> }

/**
 * POST /api/analytics-events/track: a batch of page views, CTA clicks, popup interactions and
 * News+ reads from the tracker (navigator.sendBeacon). Stored in one INSERT, with the member's id
 * when signed in and never the IP address or a cookie. Tracking never bothers the visitor: a bad
 * or over-limit batch is dropped with a 4xx the tracker ignores.
 */
export const trackEndpoint: Endpoint = {
  path: TRACK_PATH.replace('/api/analytics-events', ''),
  method: 'post',
  handler: async (req: PayloadRequest) => {
    // The limiter keys on a hash: not even the rate-limit table keeps the address.
    const limit = await hit(req.payload, LIMITS.analytics, hashToken(clientIp(req.headers)))
    if (!limit.ok) return respondError(req, 429, t.analytics.tooManyEvents)
    const parsed = trackBatch.safeParse(await readBody(req))
    if (!parsed.success) return respondError(req, 400, t.analytics.invalidEvents)
    const { events } = parsed.data
    const userAgent = req.headers.get('user-agent')?.slice(0, 500) ?? null
    const { pool } = req.payload.db as unknown as { pool: Pool }
    await pool.query(
      `INSERT INTO analytics_events
         (event_type, page_url, element_name, blog_post_id, metadata, user_agent, user_id)
       SELECT e.type::enum_analytics_events_event_type, e.path, e.element, b.id, e.meta, $6, $7
         FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::jsonb[])
              WITH ORDINALITY AS e(type, path, element, post, meta, position)
         LEFT JOIN blog_posts b ON b.id = e.post
        ORDER BY e.position`,
      [
        events.map((event) => event.type),
        events.map((event) => event.path),
        events.map((event) => event.elementName ?? null),
        events.map((event) => event.blogPostId ?? null),
        events.map((event) => (event.metadata ? JSON.stringify(event.metadata) : null)),
        userAgent,
        req.user?.id ?? null,
      ],
    )
    return respond(req, { stored: events.length })
  },
}
