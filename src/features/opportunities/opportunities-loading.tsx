import { Container } from '@/components/ui/container'
import { t } from '@/i18n'

/**
 * While a member's own list loads ("Mis oportunidades", "Mis solicitudes": their routes' loading
 * files). Not for the public list: a route's loading file wraps its page in a boundary that a
 * page served from the cache would ship unresolved, and without JavaScript a visitor would see
 * only this.
 */
export function OpportunitiesLoading() {
  return (
    <Container className="py-14">
      <p role="status" className="text-stone-700">
        {t.opportunities.list.loading}
      </p>
      <div aria-hidden="true" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="h-56 animate-pulse rounded-2xl bg-stone-200" />
        ))}
      </div>
    </Container>
  )
}
