'use client'

import { useEffect, useRef, useState, type ComponentType, type MouseEvent } from 'react'

import { buttonClasses } from '@/components/ui/button'
import type { OpportunityCard as Card } from './opportunity-types'

const loadCards = () => import('./more-opportunity-cards')

/** The list's query string with page `page` (the list's own parameters, in their order). */
function withPage(query: string, page: number): string {
  const params = new URLSearchParams(query)
  params.set('pagina', String(page))
  return `?${params}`
}

/**
 * "Cargar más": a link to the list with one page more, which is what it opens without
 * JavaScript. With it, the next page (GET /api/opportunities/search) is added in place, the
 * address updated (?pagina=N) so the link shared shows as many, and focus moves to the first new
 * card's link. The cards' code loads with the first use (more-opportunity-cards.tsx).
 */
export function MoreOpportunities({
  query,
  pages,
  lastPage,
  copy,
}: {
  query: string
  pages: number
  /** The most pages the list shows (OPPORTUNITIES_PAGES_MAX). */
  lastPage: number
  /**
   * Its texts, from the page: read here from the catalogue, they would bring the whole
   * opportunities area (~3 kB gzip) into the list's JavaScript.
   */
  copy: { loadMore: string; loadingMore: string; loadError: string }
}) {
  const [cards, setCards] = useState<Card[]>([])
  const [Cards, setCardsView] = useState<ComponentType<{ cards: Card[] }> | null>(null)
  const [page, setPage] = useState(pages)
  const [done, setDone] = useState(pages >= lastPage)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const list = useRef<HTMLUListElement>(null)
  /** The index of the first card just added: it takes the focus once drawn. */
  const focusFrom = useRef<number | null>(null)
  const next = page + 1

  useEffect(() => {
    if (focusFrom.current === null) return
    list.current?.querySelectorAll<HTMLAnchorElement>('h3 a')[focusFrom.current]?.focus()
    focusFrom.current = null
  }, [cards])

  async function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window follows the link as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    event.preventDefault()
    if (loading) return
    setLoading(true)
    setError('')
    try {
      const loaded = await loadCards()
      const result = await loaded.fetchOpportunityPage(withPage(query, next))
      focusFrom.current = cards.length
      setCardsView(() => loaded.OpportunityCards)
      setCards((shown) => [...shown, ...result.cards])
      setPage(next)
      setDone(!result.hasMore || next >= lastPage)
      window.history.replaceState(null, '', `/oportunidades${withPage(query, next)}`)
    } catch {
      setError(copy.loadError)
    } finally {
      setLoading(false)
    }
  }

  return (
    <>
      {cards.length && Cards ? (
        <ul ref={list} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Cards cards={cards} />
        </ul>
      ) : null}
      <div className="mt-8 flex flex-col items-center gap-2">
        {done ? null : (
          <a
            href={`/oportunidades${withPage(query, next)}`}
            onClick={loadMore}
            onPointerEnter={() => void loadCards()}
            onFocus={() => void loadCards()}
            aria-disabled={loading || undefined}
            className={buttonClasses({
              variant: 'secondary',
              size: 'lg',
              className: loading ? 'opacity-60' : undefined,
            })}
          >
            {loading ? copy.loadingMore : copy.loadMore}
          </a>
        )}
        <p role="status" aria-live="polite" className="text-sm font-medium text-red-700">
          {error}
        </p>
      </div>
    </>
  )
}
