import { notFound } from 'next/navigation'

import { getOpportunityList } from '@/features/opportunities/opportunity-data'
import { filtersOfListKey } from '@/features/opportunities/opportunity-list-key'
import {
  OpportunityListPage,
  opportunityListMetadata,
} from '@/features/opportunities/opportunity-list-page'

type Props = { params: Promise<{ key: string }> }

// A visitor's `/oportunidades?…` lands here through src/proxy.ts, one cached page per common list
// (src/features/opportunities/opportunity-list-key.ts): rendered on first visit, expired by tag
// `opportunities` when one is published, changed or closed; the minute lets passed deadlines go.
export const revalidate = 60
export const generateStaticParams = async (): Promise<{ key: string }[]> => []

export const metadata = opportunityListMetadata

/** A cached list of open opportunities, the same for every visitor. */
export default async function CachedOpportunitiesPage({ params }: Props) {
  const filters = filtersOfListKey((await params).key)
  if (!filters) notFound()
  const page = await getOpportunityList(filters, null)
  return <OpportunityListPage filters={filters} page={page} signedIn={false} />
}
