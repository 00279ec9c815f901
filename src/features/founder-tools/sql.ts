import type { Queryable } from '@/lib/db'
import type { TrackedEvent } from './events'

// The raw SQL of the founders' analytics: the tracker's batch insert and the panel's summary, all
// aggregated in PostgreSQL. Reads of the analytics are founder-only (collections/AnalyticsEvents).

/**
 * Stores a validated batch of tracked events (./events.ts) in one INSERT, in order, with the
 * member's id when signed in; a blogPostId that names no article is stored empty.
 *
 * A system write: collections/AnalyticsEvents/index.ts lets nobody create events (access/nobody.ts)
 * except this insert, behind the tracking endpoint's validation and rate limit
 * (./analytics-endpoints.ts). It returns nothing, so reads no rule applies to.
 */
export async function insertEvents(
  db: Queryable,
  events: TrackedEvent[],
  userAgent: string | null,
  userId: number | null,
): Promise<void> {
  await db.query(
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
      userId,
    ],
  )
}

/** The summary's raw rows: counts come back from PostgreSQL as strings (bigint). */
export type SummaryRows = {
  visits: { day: string; views: string }[]
  pages: { path: string; views: string }[]
  ctas: { name: string; clicks: string }[]
  counts: Record<string, string>
}

/**
 * The founders' panel in four statements: visits per day of the last `days` days (days counted in
 * `timeZone`, days without visits included), top pages and CTAs, and the site's totals.
 *
 * Applies no access rule itself and must stay behind access/isFounder.ts: analytics are read by
 * founders only (collections/AnalyticsEvents/index.ts), and the totals span private collections
 * (users, applications, reports). Its callers, the /summary endpoint there and the admin
 * dashboard (./admin-dashboard.tsx), check the founder role first.
 */
export async function summaryRows(
  db: Queryable,
  { timeZone, days }: { timeZone: string; days: number },
): Promise<SummaryRows> {
  const [visits, pages, ctas, counts] = await Promise.all([
    db.query<{ day: string; views: string }>(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(e.id) AS views
         FROM (
           SELECT g::date AS day
             FROM generate_series(
                    ((now() AT TIME ZONE $1)::date - ($2::int - 1))::timestamp,
                    (now() AT TIME ZONE $1)::date::timestamp,
                    interval '1 day'
                  ) AS g
         ) AS d
         LEFT JOIN analytics_events e
           ON e.event_type = 'page_view'
          AND e.created_at >= (d.day::timestamp AT TIME ZONE $1)
          AND e.created_at < ((d.day + 1)::timestamp AT TIME ZONE $1)
        GROUP BY d.day ORDER BY d.day`,
      [timeZone, days],
    ),
    db.query<{ path: string; views: string }>(
      `SELECT page_url AS path, count(*) AS views FROM analytics_events
        WHERE event_type = 'page_view' AND created_at >= now() - make_interval(days => $1)
          AND page_url IS NOT NULL
        GROUP BY page_url ORDER BY views DESC, path LIMIT 10`,
      [days],
    ),
    db.query<{ name: string; clicks: string }>(
      `SELECT element_name AS name, count(*) AS clicks FROM analytics_events
        WHERE event_type = 'cta_click' AND created_at >= now() - make_interval(days => $1)
          AND element_name IS NOT NULL
        GROUP BY element_name ORDER BY clicks DESC, name LIMIT 10`,
      [days],
    ),
    db.query<Record<string, string>>(
      `SELECT
         (SELECT count(*) FROM users WHERE created_at >= now() - interval '7 days') AS new_users,
         (SELECT count(*) FROM applications WHERE status = 'approved') AS approved,
         (SELECT count(*) FROM applications WHERE status = 'pending') AS pending,
         (SELECT count(*) FROM users) AS members,
         (SELECT count(*) FROM artists) + (SELECT count(*) FROM producers) AS listings,
         (SELECT count(*) FROM posts) AS posts,
         (SELECT count(*) FROM newsletter_subscribers WHERE status = 'confirmed') AS subscribers,
         (SELECT count(*) FROM reports WHERE status = 'open') AS open_reports`,
    ),
  ])
  return { visits: visits.rows, pages: pages.rows, ctas: ctas.rows, counts: counts.rows[0] ?? {} }
}
