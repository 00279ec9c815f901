import type { Metadata } from 'next'

import { SearchX } from '@/components/icons'
import { NotFoundMessage } from '@/components/ui/not-found-message'
import { t } from '@/i18n'

export const metadata: Metadata = { title: t.opportunities.detail.notFound }

/** An unknown, hidden or draft opportunity (answered with HTTP 404). */
export default function OpportunityNotFound() {
  const copy = t.opportunities.detail
  return (
    <NotFoundMessage
      icon={SearchX}
      title={copy.notFound}
      description={copy.notFoundHint}
      href="/oportunidades"
      action={copy.back}
    />
  )
}
