import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'

import { ArrowLeft, PartyPopper } from '@/components/icons'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { getSessionUser } from '@/features/accounts/get-session-user'
import { getOwnApplication } from '@/features/accounts/get-own-application'
import { JoinForm } from '@/features/accounts/join-form'
import { authPath } from '@/features/accounts/return-path'
import { t } from '@/i18n'

const copy = t.join

export const metadata: Metadata = { title: copy.metaTitle, description: copy.metaDescription }

// Member page: reads the session (dynamic); visitors are sent to sign in first, and back here.
export default async function JoinPage() {
  const user = await getSessionUser()
  if (!user) redirect(authPath('signin', '/join'))
  const application = await getOwnApplication(user)

  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      <Link
        href="/"
        className="inline-flex items-center gap-2 text-sm font-semibold text-stone-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {copy.back}
      </Link>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:text-4xl">{copy.title}</h1>
      <p className="mt-3 mb-8 text-lg text-stone-600">{copy.intro}</p>
      {application.status === 'approved' ? (
        <section
          aria-labelledby="aplicacion-aprobada"
          className="rounded-2xl border border-emerald-200 bg-white p-6 text-center shadow-sm sm:p-10"
        >
          <PartyPopper aria-hidden="true" className="mx-auto size-12 text-emerald-700" />
          <h2 id="aplicacion-aprobada" className="mt-4 text-2xl font-bold tracking-tight">
            {copy.approvedTitle}
          </h2>
          <p className="mt-3 text-stone-600">{copy.approved}</p>
          <ButtonLink href="/profile" className="mt-8">
            {copy.goProfile}
          </ButtonLink>
        </section>
      ) : (
        <JoinForm
          initialValues={application.values}
          savedPhoto={application.photo}
          status={application.status}
        />
      )}
    </Container>
  )
}
