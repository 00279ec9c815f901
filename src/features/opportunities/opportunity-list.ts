import type { Queryable } from '@/lib/db'
import type { OpportunityFilters } from './opportunity-filters'
import { OPPORTUNITIES_PAGE_SIZE } from './opportunity-rules'
import type { OpportunityPage } from './opportunity-types'
import { searchOpportunities, tasteOf, type Reader } from './sql'

/**
 * Pages `from`…`to` (from 1) of the list for a reader: visitors and members alike, with the
 * member's blocks left out and, for "Para ti", ranked by their taste. The page loader and
 * GET /api/opportunities/search (opportunity-endpoints.ts) both read through here.
 */
export async function listOpportunities(
  db: Queryable,
  filters: OpportunityFilters,
  reader: Reader | null,
  { from, to }: { from: number; to: number },
): Promise<OpportunityPage> {
  const taste = reader && filters.sort === 'forYou' ? await tasteOf(db, reader.id) : null
  const offset = (from - 1) * OPPORTUNITIES_PAGE_SIZE
  const limit = (to - from + 1) * OPPORTUNITIES_PAGE_SIZE
  const { cards, total } = await searchOpportunities(db, { filters, reader, taste, offset, limit })
  return { cards, total, hasMore: offset + cards.length < total }
}
