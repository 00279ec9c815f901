import type { Payload } from 'payload'

import { hasRole } from '../../../access/hasRole'
import { t } from '@/i18n'
import { getAnalyticsSummary } from './summary'
import { AnalyticsOverview } from './visits-chart'

type Props = { payload: Payload; user?: { role?: string | null } | null }

/**
 * The founders' analytics at the top of the Payload admin dashboard (admin.components
 * .beforeDashboard): the same figures as the Admin panel, read in SQL on the server.
 */
export async function AnalyticsDashboard({ payload, user }: Props) {
  if (!hasRole(user, 'founder')) return null
  const summary = await getAnalyticsSummary(payload)
  return (
    <section style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 style={{ marginBottom: 'var(--base)' }}>{t.analytics.dashboardTitle}</h2>
      <AnalyticsOverview summary={summary} />
    </section>
  )
}
