import type { Payload } from 'payload'

/** What the founders' panel and the admin dashboard show: all aggregated in SQL. */
export type AnalyticsSummary = {
  /** One entry per day of the last 30 (oldest first), days without visits included. */
  visits: { day: string; views: number }[]
  topPages: { path: string; views: number }[]
  topCtas: { name: string; clicks: number }[]
  newUsersLast7Days: number
  insights: {
    approvedApplications: number
    pendingApplications: number
    members: number
    listings: number
    posts: number
    confirmedSubscribers: number
    openReports: number
  }
}

type Pool = {
  query: <R>(text: string, values?: unknown[]) => Promise<{ rows: R[] }>
}

// Days are counted in Puerto Rico's time, where the team and most visitors are.
const TIME_ZONE = 'America/Puerto_Rico'
const DAYS = 30

export async function getAnalyticsSummary(payload: Payload): Promise<AnalyticsSummary> {
  const { pool } = payload.db as unknown as { pool: Pool }
  const [visits, pages, ctas, counts] = await Promise.all([
    pool.query<{ day: string; views: string }>(
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
      [TIME_ZONE, DAYS],
    ),
    pool.query<{ path: string; views: string }>(
      `SELECT page_url AS path, count(*) AS views FROM analytics_events
        WHERE event_type = 'page_view' AND created_at >= now() - make_interval(days => $1)
          AND page_url IS NOT NULL
        GROUP BY page_url ORDER BY views DESC, path LIMIT 10`,
      [DAYS],
    ),
    pool.query<{ name: string; clicks: string }>(
      `SELECT element_name AS name, count(*) AS clicks FROM analytics_events
        WHERE event_type = 'cta_click' AND created_at >= now() - make_interval(days => $1)
          AND element_name IS NOT NULL
        GROUP BY element_name ORDER BY clicks DESC, name LIMIT 10`,
      [DAYS],
    ),
    pool.query<Record<string, string>>(
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
  const count = counts.rows[0] ?? {}
  const n = (value: string | undefined) => Number(value ?? 0)
  return {
    visits: visits.rows.map((row) => ({ day: row.day, views: n(row.views) })),
    topPages: pages.rows.map((row) => ({ path: row.path, views: n(row.views) })),
    topCtas: ctas.rows.map((row) => ({ name: row.name, clicks: n(row.clicks) })),
    newUsersLast7Days: n(count.new_users),
    insights: {
      approvedApplications: n(count.approved),
      pendingApplications: n(count.pending),
      members: n(count.members),
      listings: n(count.listings),
      posts: n(count.posts),
      confirmedSubscribers: n(count.subscribers),
      openReports: n(count.open_reports),
    },
  }
}
