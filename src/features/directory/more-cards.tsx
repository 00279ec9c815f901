'use client'

import { apiRequest } from '@/lib/api-client'
import type { DirectoryView } from './filters'
import type { DirectoryCard, DirectoryResult } from './get-directory'
import { ProfessionalCard } from './professional-card'

/** The cards of the directory for a query string of `/artists?…` (GET /artists/cards). */
export const fetchCards = (query: string) =>
  apiRequest<DirectoryResult>('GET', `/artists/cards${query}`)

/**
 * The cards "Cargar Más Profesionales" adds in place on the home page (directory-shell.tsx): the
 * same items as the server's. This module and its request load with the first use, so the home's
 * own code stays small.
 */
export default function MoreCards({
  cards,
  view,
}: {
  cards: DirectoryCard[]
  view: DirectoryView
}) {
  return cards.map((card) => (
    <li key={`${card.kind}-${card.id}`}>
      <ProfessionalCard card={card} view={view} />
    </li>
  ))
}
