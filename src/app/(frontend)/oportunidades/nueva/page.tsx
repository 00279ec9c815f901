import type { Metadata } from 'next'

import { Container } from '@/components/ui/container'
import { memberPage } from '@/features/accounts/member-page'
import { OpportunityForm } from '@/features/opportunities/opportunity-form'
import { t } from '@/i18n'

export const metadata: Metadata = { title: t.opportunities.form.newTitle, robots: { index: false } }

const copy = t.opportunities.form

// Per member: rendered on every request.
export default async function NewOpportunityPage() {
  return memberPage({ title: copy.newTitle, description: copy.signInRequired }, (user) => (
    <Container className="max-w-3xl py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight">{copy.newTitle}</h1>
      <p className="mt-2 text-stone-700">{copy.newDescription}</p>
      <div className="mt-8">
        {user.emailConfirmed ? (
          <OpportunityForm />
        ) : (
          <p
            role="status"
            className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
          >
            {t.opportunities.errors.confirmEmail}
          </p>
        )}
      </div>
    </Container>
  ))
}
