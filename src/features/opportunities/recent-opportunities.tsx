import { ArrowRight } from '@/components/icons'

import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { t } from '@/i18n'
import { OpportunityCard } from './opportunity-card'
import { getRecentOpportunities } from './opportunity-data'

const RECENT = 3

/** The home's "Oportunidades recientes": the newest open ones (cached, tag `opportunities`). */
export async function RecentOpportunities() {
  const cards = await getRecentOpportunities(RECENT)
  if (cards.length === 0) return null
  const copy = t.opportunities.home
  return (
    <section aria-labelledby="oportunidades-inicio" className="bg-white">
      <Container className="py-14 sm:py-20">
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="oportunidades-inicio" className="text-3xl font-extrabold tracking-tight">
              {copy.title}
            </h2>
            <p className="mt-3 max-w-2xl text-stone-700">{copy.description}</p>
          </div>
          <ButtonLink
            href="/oportunidades"
            variant="secondary"
            size="lg"
            data-cta="inicio-ver-oportunidades"
          >
            {copy.viewAll}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.id}>
              <OpportunityCard card={card} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
