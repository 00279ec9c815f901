import type { Metadata } from 'next'

import { memberPage } from '@/features/accounts/member-page'
import { MyApplications } from '@/features/opportunities/application-list'
import { getMyApplications } from '@/features/opportunities/opportunity-data'
import { t } from '@/i18n'

export const metadata: Metadata = {
  title: t.opportunities.myApplications.title,
  robots: { index: false },
}

// Per member: rendered on every request.
export default async function MyApplicationsPage() {
  return memberPage(t.opportunities.myApplications, async (user) => (
    <MyApplications items={await getMyApplications(user)} />
  ))
}
