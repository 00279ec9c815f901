import type { Metadata } from 'next'
import Link from 'next/link'

import { Container } from '@/components/ui/container'
import { accessDenied, memberPage } from '@/features/accounts/member-page'
import { ownPreferences } from '@/features/email-alerts/preferences-data'
import { PreferencesForm } from '@/features/email-alerts/preferences-form'
import { t } from '@/i18n'

const copy = t.emailAlerts.page

export const metadata: Metadata = { title: copy.metaTitle, robots: { index: false } }

// The member's e-mail alerts: per member, so rendered on every request and never cached.
export default async function EmailAlertsPage() {
  return memberPage(accessDenied, (user) => (
    <Container className="max-w-2xl space-y-6 py-8 sm:py-12">
      <Link href="/profile" className="text-sm font-semibold text-fuchsia-800 hover:underline">
        {copy.back}
      </Link>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{copy.title}</h1>
        <p className="mt-2 text-stone-700">{copy.intro}</p>
      </div>
      {user.emailConfirmed ? null : (
        <p className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          {copy.unconfirmed}
        </p>
      )}
      <PreferencesForm userId={user.id} initial={ownPreferences(user)} />
    </Container>
  ))
}
