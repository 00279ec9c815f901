import type { Metadata } from 'next'

import { SearchX } from '@/components/icons'
import { NotFoundMessage } from '@/components/ui/not-found-message'
import { t } from '@/i18n'

export const metadata: Metadata = { title: t.artist.notFound }

/** An unknown or removed artist or producer (answered with HTTP 404). */
export default function ArtistNotFound() {
  const copy = t.artist
  return (
    <NotFoundMessage
      icon={SearchX}
      title={copy.notFound}
      description={copy.notFoundDescription}
      href="/artists"
      action={copy.backToDirectory}
    />
  )
}
