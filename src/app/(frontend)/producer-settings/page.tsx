import type { Metadata } from 'next'

import { ListingSettingsPage } from '@/features/directory/listing-settings-page'
import { OwnListingLink } from '@/features/profiles/own-listing-link'
import { t } from '@/i18n'

export const metadata: Metadata = { title: t.members.settings.producers.metaTitle }

// A member page: it reads the session, so it is rendered per request.
export default function ProducerSettingsPage() {
  return (
    <>
      <ListingSettingsPage kind="producers" />
      <OwnListingLink kind="producers" />
    </>
  )
}
