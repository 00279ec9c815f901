import type { Metadata } from 'next'

import { getSessionUser } from '@/features/accounts/get-session-user'
import { SignInPrompt } from '@/features/accounts/sign-in-prompt'
import { MyApplications } from '@/features/opportunities/application-list'
import { getMyApplications } from '@/features/opportunities/opportunity-data'
import { t } from '@/i18n'

export const metadata: Metadata = {
  title: t.opportunities.myApplications.title,
  robots: { index: false },
}

// Per member: rendered on every request.
export default async function MyApplicationsPage() {
  const user = await getSessionUser()
  if (!user) {
    return (
      <SignInPrompt
        title={t.opportunities.myApplications.title}
        description={t.opportunities.myApplications.description}
      />
    )
  }
  return <MyApplications items={await getMyApplications(user)} />
}
