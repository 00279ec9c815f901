import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { Container } from '@/components/ui/container'
import { getSessionUser } from '@/features/accounts/get-session-user'
import { findOwnApplication } from '@/features/accounts/save-application'
import { OnboardingWizard } from '@/features/accounts/onboarding-wizard'
import { t } from '@/i18n'
import { getPayloadClient } from '@/lib/payload'

const copy = t.onboarding

export const metadata: Metadata = { title: copy.metaTitle, description: copy.metaDescription }

/**
 * Visitors create their account in step 1; a member without an application (just signed up on
 * /auth) starts from their account; a member who already applied has nothing to do here.
 */
export default async function OnboardingPage() {
  const user = await getSessionUser()
  if (user && (await findOwnApplication(await getPayloadClient(), user))) redirect('/')
  const account = user
    ? { firstName: user.firstName, lastName: user.lastName, email: user.email }
    : null

  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{copy.title}</h1>
      <p className="mt-3 mb-8 text-lg text-stone-600">{copy.intro}</p>
      <OnboardingWizard account={account} />
    </Container>
  )
}
