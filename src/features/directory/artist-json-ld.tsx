import { siteUrl } from '@/lib/env'
import { serializeJsonLd } from '@/lib/json-ld'
import { optionLabel } from '@/lib/options'
import type { ArtistView } from './artist-types'

const absolute = (url: string) => (url.startsWith('http') ? url : `${siteUrl}${url}`)

/** schema.org data of the page: a MusicGroup for artists, a Person for producers. */
export function artistJsonLd(artist: ArtistView) {
  const sameAs = [artist.spotifyUrl, artist.instagramUrl, artist.youtubeUrl].filter(
    (url): url is string => Boolean(url),
  )
  const image = artist.heroUrl ?? artist.imageUrl
  return {
    '@context': 'https://schema.org',
    '@type': artist.kind === 'artists' ? 'MusicGroup' : 'Person',
    name: artist.name,
    url: `${siteUrl}${artist.path}`,
    ...(artist.kind === 'artists'
      ? { genre: artist.genres.map(optionLabel) }
      : { jobTitle: optionLabel(artist.role), knowsAbout: artist.genres.map(optionLabel) }),
    ...(image ? { image: absolute(image) } : {}),
    ...(artist.bio ? { description: artist.bio } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  }
}

export function ArtistJsonLd({ artist }: { artist: ArtistView }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(artistJsonLd(artist)) }}
    />
  )
}
