'use client'

import { apiRequest } from '@/lib/api-client'
import { OpportunityCard } from './opportunity-card'
import type { OpportunityCard as Card, OpportunityPage } from './opportunity-types'

/** A page of the list (GET /api/opportunities/search?…&pagina=N). */
export const fetchOpportunityPage = (query: string) =>
  apiRequest<OpportunityPage>('GET', `/api/opportunities/search${query}`)

/**
 * The cards "Cargar más" adds in place (more-opportunities.tsx), drawn as the server draws them.
 * This module and its request load with the first use, so the list's own code stays small.
 */
export function OpportunityCards({ cards }: { cards: Card[] }) {
  return cards.map((card) => (
    <li key={card.id}>
      <OpportunityCard card={card} />
    </li>
  ))
}
