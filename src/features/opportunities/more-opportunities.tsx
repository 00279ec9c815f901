'use client'

import { useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import * as t from '@/i18n/es'
import { apiRequest } from '@/lib/api-client'
import { OpportunityCard } from './opportunity-card'
import { opportunityQuery, parseOpportunityFilters } from './opportunity-filters'
import type { OpportunityCard as Card, OpportunityPage } from './opportunity-types'

const copy = t.opportunities.list

/**
 * "Cargar más": the next page of the same list (GET /api/opportunities/search) added in place,
 * the address updated (?pagina=N) so the link shared shows as many; focus moves to the first new
 * card's link.
 */
export function MoreOpportunities({ query, pages }: { query: string; pages: number }) {
  const [cards, setCards] = useState<Card[]>([])
  const [page, setPage] = useState(pages)
  const [done, setDone] = useState(false)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const list = useRef<HTMLUListElement>(null)

  async function loadMore() {
    setLoading(true)
    setError('')
    const filters = parseOpportunityFilters(new URLSearchParams(query))
    const next = page + 1
    try {
      // From page 2 on the query always has ?pagina=.
      const result = await apiRequest<OpportunityPage>(
        'GET',
        `/api/opportunities/search${opportunityQuery(filters, next)}`,
      )
      const before = cards.length
      setCards((shown) => [...shown, ...result.cards])
      setPage(next)
      setDone(!result.hasMore)
      window.history.replaceState(null, '', `/oportunidades${opportunityQuery(filters, next)}`)
      requestAnimationFrame(() => {
        list.current?.querySelectorAll<HTMLAnchorElement>('h3 a')[before]?.focus()
      })
    } catch {
      setError(copy.loadError)
    } finally {
      setLoading(false)
    }
  }

  return (
    <>
      {cards.length ? (
        <ul ref={list} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.id}>
              <OpportunityCard card={card} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-8 flex flex-col items-center gap-2">
        {done ? null : (
          <Button variant="secondary" size="lg" onClick={loadMore} disabled={loading}>
            {loading ? copy.loadingMore : copy.loadMore}
          </Button>
        )}
        <p role="status" aria-live="polite" className="text-sm font-medium text-red-700">
          {error}
        </p>
      </div>
    </>
  )
}
