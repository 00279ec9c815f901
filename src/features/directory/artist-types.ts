import type { ListingKind } from './listing-path'

/** What the artist page shows of a listing (an artist or a producer). */
export type ArtistView = {
  kind: ListingKind
  id: number
  path: string
  name: string
  role: string
  genres: string[]
  country: string | null
  bio: string | null
  imageUrl: string | null
  heroUrl: string | null
  /** The photo's card, medium and hero sizes as an <img srcset>, when it has two of them. */
  heroSrcSet: string | null
  verified: boolean
  isFounder: boolean
  followersCount: number | null
  /** The member who owns the listing: follow and message go to them. */
  userId: number | null
  spotifyUrl: string | null
  instagramUrl: string | null
  youtubeUrl: string | null
  listenUrl: string | null
}

/** A similar artist's card. */
export type SimilarArtist = Pick<
  ArtistView,
  'kind' | 'id' | 'path' | 'name' | 'role' | 'genres' | 'country' | 'imageUrl' | 'verified'
>

export type ArtistPage = { artist: ArtistView; similar: SimilarArtist[] }
