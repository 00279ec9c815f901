import { getSessionUser } from '@/features/accounts/get-session-user'
import { getOpportunityList } from '@/features/opportunities/opportunity-data'
import { parseOpportunityFilters } from '@/features/opportunities/opportunity-filters'
import {
  OpportunityListPage,
  opportunityListMetadata,
} from '@/features/opportunities/opportunity-list-page'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata = opportunityListMetadata

/**
 * The list of open opportunities as a member sees it (their blocks, "Para ti"), or a visitor's
 * search: filters from the address. A visitor's common list is the cached page
 * `/oportunidades/vista/{key}` instead (src/proxy.ts).
 */
export default async function OpportunitiesPage({ searchParams }: Props) {
  const filters = parseOpportunityFilters(await searchParams)
  const viewer = await getSessionUser()
  const page = await getOpportunityList(filters, viewer)
  return <OpportunityListPage filters={filters} page={page} signedIn={Boolean(viewer)} />
}
