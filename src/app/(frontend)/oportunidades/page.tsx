import type { Metadata } from 'next'

import { getSessionUser } from '@/features/accounts/get-session-user'
import { getOpportunityList } from '@/features/opportunities/opportunity-data'
import { parseOpportunityFilters } from '@/features/opportunities/opportunity-filters'
import { OpportunityListPage } from '@/features/opportunities/opportunity-list-page'
import { t } from '@/i18n'
import { OPEN_GRAPH_SITE } from '@/lib/open-graph'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = {
  title: t.opportunities.meta.listTitle,
  description: t.opportunities.meta.listDescription,
  alternates: {
    canonical: '/oportunidades',
    types: { 'application/rss+xml': '/oportunidades/rss.xml' },
  },
  openGraph: {
    ...OPEN_GRAPH_SITE,
    title: t.opportunities.meta.listTitle,
    description: t.opportunities.meta.listDescription,
    url: '/oportunidades',
  },
}

/**
 * The list of open opportunities: filters from the address. A visitor's list without free text
 * is read from the data cache (tag `opportunities`); a member's follows their blocks and taste.
 */
export default async function OpportunitiesPage({ searchParams }: Props) {
  const filters = parseOpportunityFilters(await searchParams)
  const viewer = await getSessionUser()
  const page = await getOpportunityList(filters, viewer)
  return <OpportunityListPage filters={filters} page={page} signedIn={Boolean(viewer)} />
}
