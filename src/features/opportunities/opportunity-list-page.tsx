import type { Metadata } from 'next'

import { Plus, SearchX } from '@/components/icons'

import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import * as t from '@/i18n/es'
import { spanishNumber } from '@/i18n/number'
import { OPEN_GRAPH_SITE } from '@/lib/open-graph'
import { MoreOpportunities } from './more-opportunities'
import { OpportunityCard } from './opportunity-card'
import { opportunityQuery, type OpportunityFilters } from './opportunity-filters'
import { OpportunityFiltersForm } from './opportunity-filters-form'
import { OPPORTUNITIES_PAGES_MAX } from './opportunity-rules'
import type { OpportunityPage } from './opportunity-types'

const copy = t.opportunities.list

/** The list's metadata, the same for every filter: the canonical address is the whole list. */
export const opportunityListMetadata: Metadata = {
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

/** /oportunidades: search and filters, the count, the cards and "Cargar más". */
export function OpportunityListPage({
  filters,
  page,
  signedIn,
}: {
  filters: OpportunityFilters
  page: OpportunityPage
  signedIn: boolean
}) {
  const total = spanishNumber(page.total)
  return (
    <Container className="py-10 sm:py-14">
      <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{copy.title}</h1>
          <p className="mt-3 max-w-2xl text-stone-700">{copy.description}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href="/oportunidades/nueva" data-cta="oportunidades-publicar">
            <Plus aria-hidden="true" className="size-4" />
            {copy.publish}
          </ButtonLink>
          <ButtonLink href="/oportunidades/mias" variant="secondary">
            {copy.mine}
          </ButtonLink>
          <ButtonLink href="/oportunidades/solicitudes" variant="secondary">
            {copy.myApplications}
          </ButtonLink>
        </div>
      </header>
      <div className="mt-8">
        <OpportunityFiltersForm filters={filters} />
      </div>
      {filters.sort === 'forYou' && !signedIn ? (
        <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {copy.forYouSignIn}
        </p>
      ) : null}
      <section aria-labelledby="oportunidades-resultados" className="mt-6">
        <h2 id="oportunidades-resultados" className="sr-only">
          {copy.results}
        </h2>
        <p role="status" className="text-sm font-semibold text-stone-700">
          {filters.q ? copy.countFor(total, page.total, filters.q) : copy.count(total, page.total)}
        </p>
        {page.cards.length === 0 ? (
          <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
            <SearchX aria-hidden="true" className="size-10 text-fuchsia-700" />
            <p className="mt-3 text-lg font-semibold text-stone-900">{copy.empty}</p>
            <p className="mt-1 text-stone-700">{copy.emptyHint}</p>
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.cards.map((card) => (
              <li key={card.id}>
                <OpportunityCard card={card} />
              </li>
            ))}
          </ul>
        )}
        {page.hasMore ? (
          <MoreOpportunities
            query={opportunityQuery(filters, 1)}
            pages={filters.pages}
            lastPage={OPPORTUNITIES_PAGES_MAX}
            copy={{
              loadMore: copy.loadMore,
              loadingMore: copy.loadingMore,
              loadError: copy.loadError,
            }}
          />
        ) : null}
      </section>
    </Container>
  )
}
