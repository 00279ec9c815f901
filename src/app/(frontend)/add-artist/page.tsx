import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { Container } from '@/components/ui/container'
import { memberPage } from '@/features/accounts/member-page'
import { findOwnListingId } from '@/features/directory/listing-data'
import { ListingForm } from '@/features/directory/listing-form'
import { t } from '@/i18n'

export const metadata: Metadata = { title: t.members.addArtist.metaTitle }

const signIn = {
  title: t.members.common.signInRequired,
  description: t.members.common.signInToCreateArtist,
}

// A member page: it reads the session, so it is rendered per request.
export default async function AddArtistPage() {
  return memberPage(signIn, async (user) => {
    // A member owns one artist listing: the settings page edits it.
    if ((await findOwnListingId(user, 'artists')) !== null) redirect('/artist-settings')

    const copy = t.members.addArtist
    return (
      <Container className="max-w-3xl py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{copy.title}</h1>
        <p className="mt-2 text-stone-600">{copy.intro}</p>
        <div className="mt-8 card p-5 shadow-sm sm:p-8">
          <ListingForm mode="create" kind="artists" />
        </div>
      </Container>
    )
  })
}
