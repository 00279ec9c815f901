import type { Metadata } from 'next'

import { getSessionUser } from '@/features/accounts/get-session-user'
import { SignInPrompt } from '@/features/accounts/sign-in-prompt'
import { MyOpportunities } from '@/features/opportunities/my-opportunities'
import { getMyOpportunities } from '@/features/opportunities/opportunity-data'
import { t } from '@/i18n'

export const metadata: Metadata = { title: t.opportunities.mine.title, robots: { index: false } }

// Per member: rendered on every request.
export default async function MyOpportunitiesPage() {
  const user = await getSessionUser()
  if (!user) {
    return (
      <SignInPrompt
        title={t.opportunities.mine.title}
        description={t.opportunities.form.signInRequired}
      />
    )
  }
  return <MyOpportunities rows={await getMyOpportunities(user)} />
}
