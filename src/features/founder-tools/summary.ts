import type { Payload } from 'payload'

import { opportunityFigures } from '@/features/opportunities/sql'
import { sqlPool } from '@/lib/db'
import { summaryRows } from './sql'

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
    /** Opportunities (issue 39), over the last DAYS days. */
    opportunitiesPublished: number
    opportunityApplications: number
    opportunityAccepted: number
  }
}

// Days are counted in Puerto Rico's time, where the team and most visitors are.
const TIME_ZONE = 'America/Puerto_Rico'
const DAYS = 30

/** The founders' figures (./sql.ts); callers check the founder role first. */
export async function getAnalyticsSummary(payload: Payload): Promise<AnalyticsSummary> {
  const [{ visits, pages, ctas, counts }, opportunities] = await Promise.all([
    summaryRows(sqlPool(payload), { timeZone: TIME_ZONE, days: DAYS }),
    opportunityFigures(sqlPool(payload), DAYS),
  ])
  const n = (value: string | undefined) => Number(value ?? 0)
  return {
    visits: visits.map((row) => ({ day: row.day, views: n(row.views) })),
    topPages: pages.map((row) => ({ path: row.path, views: n(row.views) })),
    topCtas: ctas.map((row) => ({ name: row.name, clicks: n(row.clicks) })),
    newUsersLast7Days: n(counts.new_users),
    insights: {
      approvedApplications: n(counts.approved),
      pendingApplications: n(counts.pending),
      members: n(counts.members),
      listings: n(counts.listings),
      posts: n(counts.posts),
      confirmedSubscribers: n(counts.subscribers),
      openReports: n(counts.open_reports),
      opportunitiesPublished: opportunities.published,
      opportunityApplications: opportunities.applications,
      opportunityAccepted: opportunities.accepted,
    },
  }
}
