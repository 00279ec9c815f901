import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { memberPage } from '@/features/accounts/member-page'
import { ApplicantsReview } from '@/features/opportunities/application-list'
import { getApplicantsOf } from '@/features/opportunities/opportunity-data'
import { t } from '@/i18n'

export const metadata: Metadata = {
  title: t.opportunities.mine.applicants,
  robots: { index: false },
}

type Props = { params: Promise<{ id: string }> }

// The poster's review: per member, rendered on every request.
export default async function ApplicantsPage({ params }: Props) {
  const signIn = {
    title: t.opportunities.mine.title,
    description: t.opportunities.form.signInRequired,
  }
  return memberPage(signIn, async (user) => {
    const id = (await params).id
    const review = /^[1-9]\d{0,9}$/.test(id) ? await getApplicantsOf(user, Number(id)) : null
    if (!review) notFound()
    return <ApplicantsReview opportunity={review.opportunity} items={review.items} />
  })
}
