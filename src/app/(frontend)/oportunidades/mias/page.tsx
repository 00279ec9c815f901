import type { Metadata } from 'next'

import { memberPage } from '@/features/accounts/member-page'
import { MyOpportunities } from '@/features/opportunities/my-opportunities'
import { getMyOpportunities } from '@/features/opportunities/opportunity-data'
import { t } from '@/i18n'

export const metadata: Metadata = { title: t.opportunities.mine.title, robots: { index: false } }

// Per member: rendered on every request.
export default async function MyOpportunitiesPage() {
  const signIn = {
    title: t.opportunities.mine.title,
    description: t.opportunities.form.signInRequired,
  }
  return memberPage(signIn, async (user) => (
    <MyOpportunities rows={await getMyOpportunities(user)} />
  ))
}
