import type { Metadata } from 'next'
import { SearchX } from 'lucide-react'

import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { t } from '@/i18n'

export const metadata: Metadata = { title: t.artist.notFound }

/** An unknown or removed artist or producer (answered with HTTP 404). */
export default function ArtistNotFound() {
  const copy = t.artist
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <SearchX aria-hidden="true" className="size-12 text-fuchsia-700" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{copy.notFound}</h1>
      <p className="mt-4 max-w-md text-lg text-stone-600">{copy.notFoundDescription}</p>
      <ButtonLink href="/artists" size="lg" className="mt-10">
        {copy.backToDirectory}
      </ButtonLink>
    </Container>
  )
}
