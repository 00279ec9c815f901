import type { Metadata } from 'next'

import { Container } from '@/components/ui/container'
import { NotFoundInHtml } from '@/components/ui/not-found-in-html'
import { getArtistPage } from '@/features/directory/artist-data'
import { ArtistHero } from '@/features/directory/artist-hero'
import { ArtistJsonLd } from '@/features/directory/artist-json-ld'
import { ArtistPlayers } from '@/features/directory/artist-players'
import { parseListingParam } from '@/features/directory/listing-path'
import { SimilarArtists } from '@/features/directory/similar-artists'
import { t } from '@/i18n'
import { OPEN_GRAPH_SITE, SHARING_IMAGE } from '@/lib/open-graph'
import { optionLabel } from '@/lib/options'
import ArtistNotFound from './not-found'

type Props = { params: Promise<{ id: string }> }

// Public and the same for everybody: rendered on first visit, cached and expired by tag when the
// listing or its follower count changes. Follow, favourite and message state is asked in the browser.
export const revalidate = 300
export const generateStaticParams = async (): Promise<{ id: string }[]> => []

async function load(param: string) {
  const ref = parseListingParam(param)
  return ref ? getArtistPage(ref.kind, ref.id) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load((await params).id)
  if (!page) return { title: t.artist.notFound }
  const { artist } = page
  const description = artist.bio || t.artist.metaDescription(artist.name, optionLabel(artist.role))
  const image = artist.heroUrl ?? artist.imageUrl
  return {
    title: artist.name,
    description,
    alternates: { canonical: artist.path },
    openGraph: {
      type: 'profile',
      ...OPEN_GRAPH_SITE,
      title: artist.name,
      description,
      url: artist.path,
      images: [image ? { url: image, alt: t.artist.imageAlt(artist.name) } : SHARING_IMAGE],
    },
  }
}

export default async function ArtistPage({ params }: Props) {
  const page = await load((await params).id)
  if (!page) {
    return (
      <NotFoundInHtml>
        <ArtistNotFound />
      </NotFoundInHtml>
    )
  }
  return (
    <Container className="space-y-12 py-8 sm:py-12">
      <ArtistJsonLd artist={page.artist} />
      <ArtistHero artist={page.artist} />
      <ArtistPlayers artist={page.artist} />
      <SimilarArtists artists={page.similar} />
    </Container>
  )
}
