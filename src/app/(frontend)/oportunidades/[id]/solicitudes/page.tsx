import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getSessionUser } from '@/features/accounts/get-session-user'
import { SignInPrompt } from '@/features/accounts/sign-in-prompt'
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
  const user = await getSessionUser()
  if (!user) {
    return (
      <SignInPrompt
        title={t.opportunities.mine.title}
        description={t.opportunities.form.signInRequired}
      />
    )
  }
  const id = (await params).id
  const review = /^[1-9]\d{0,9}$/.test(id) ? await getApplicantsOf(user, Number(id)) : null
  if (!review) notFound()
  return <ApplicantsReview opportunity={review.opportunity} items={review.items} />
}
