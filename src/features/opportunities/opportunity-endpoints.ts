import { defineEndpoint, json } from '@/lib/endpoint'
import { parseOpportunityFilters } from './opportunity-filters'
import { listOpportunities } from './opportunity-list'

/**
 * GET /api/opportunities/search?…&pagina=N: the cards of page N of the list, for "Cargar más"
 * (the same address parameters as /oportunidades). A member's answer leaves out blocked members
 * and follows their taste, so it is never stored by a shared cache.
 */
export const opportunitySearchEndpoint = defineEndpoint({
  path: '/search',
  method: 'get',
  auth: 'anyone',
  handler: async ({ req, user }) => {
    const filters = parseOpportunityFilters(new URLSearchParams(req.searchParams))
    const page = await listOpportunities(req.payload, filters, user, {
      from: filters.pages,
      to: filters.pages,
    })
    return json(page, 200, { 'Cache-Control': 'private, no-store' })
  },
})
