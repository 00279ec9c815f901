import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Container } from '@/components/ui/container'
import { memberPage } from '@/features/accounts/member-page'
import { getOwnOpportunity } from '@/features/opportunities/opportunity-data'
import { OpportunityForm } from '@/features/opportunities/opportunity-form'
import { t } from '@/i18n'

export const metadata: Metadata = {
  title: t.opportunities.form.editTitle,
  robots: { index: false },
}

type Props = { params: Promise<{ id: string }> }
const copy = t.opportunities.form

// The poster's form, until the first application.
export default async function EditOpportunityPage({ params }: Props) {
  return memberPage({ title: copy.editTitle, description: copy.signInRequired }, async (user) => {
    const own = await getOwnOpportunity(user, (await params).id)
    if (!own) notFound()
    return (
      <Container className="max-w-3xl py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight">{copy.editTitle}</h1>
        <div className="mt-8">
          {Number(own.doc.applicationsCount ?? 0) > 0 ? (
            <p
              role="status"
              className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
            >
              {copy.locked}
            </p>
          ) : (
            <OpportunityForm doc={own.doc} imageUrl={own.imageUrl} />
          )}
        </div>
      </Container>
    )
  })
}
