import { answer, defineSqlRead } from '@/lib/sql-read'
import { z } from '@/lib/zod'

import { t } from '../../i18n'
import { parseOpportunityFilters } from './opportunity-filters'
import { listOpportunities } from './opportunity-list'

/**
 * GET /api/opportunities/search?…&pagina=N: the cards of page N of the list, for "Cargar más"
 * (the same address parameters as /oportunidades). A member's answer leaves out blocked members
 * and follows their taste, so it is never stored by a shared cache. A fast read
 * (src/lib/sql-read.ts), like the feed: a member's "Para ti" is answered at the feed's cost.
 */
export const opportunitySearchRead = defineSqlRead({
  collection: 'opportunities',
  path: '/search',
  auth: 'anyone',
  signedOut: t.opportunities.apply.signIn,
  // Unknown or malformed parameters read as "no filter", as on the page's address.
  input: z.record(z.string(), z.string()),
  read: async ({ db, viewer, input }) => {
    const filters = parseOpportunityFilters(new URLSearchParams(input))
    const page = { from: filters.pages, to: filters.pages }
    return answer(await listOpportunities(db, filters, viewer, page))
  },
})
