import Link from 'next/link'

import { Container } from '@/components/ui/container'
import { SignInPrompt } from '@/features/accounts/sign-in-prompt'
import { getSessionUser } from '@/features/accounts/get-session-user'
import { t } from '@/i18n'
import { getOwnListing } from './listing-data'
import { ListingForm } from './listing-form'
import type { ListingKind } from './listing-schema'

/** /artist-settings and /producer-settings: the member's listing of one kind. */
export async function ListingSettingsPage({ kind }: { kind: ListingKind }) {
  const user = await getSessionUser()
  if (!user) {
    return (
      <SignInPrompt
        title={t.members.common.accessDenied}
        description={t.members.common.accessDeniedDescription}
      />
    )
  }
  const listing = await getOwnListing(user, kind)
  const copy = t.members.settings[kind]
  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      <Link href="/profile" className="text-sm font-semibold text-fuchsia-800 underline">
        {t.members.settings.backToProfile}
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{copy.title}</h1>
      <p className="mt-2 text-stone-600">{listing ? copy.introEdit : copy.introCreate}</p>
      <div className="mt-8 card p-5 shadow-sm sm:p-8">
        <ListingForm mode="settings" kind={kind} listing={listing} />
      </div>
    </Container>
  )
}
