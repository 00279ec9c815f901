import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Artist, Producer } from '../../../payload-types'
import { getPayloadClient } from '@/lib/payload'
import { listingPath } from './listing-path'
import { mediaUrl } from '@/features/profiles/media-url'

export type FeaturedArtist = {
  key: string
  href: string
  name: string
  role: string
  country: string | null
  genre: string | null
  /** The listing's own bio (empty → null): the founder slide's text. */
  bio: string | null
  imageUrl: string | null
  verified: boolean
  isFounder: boolean
  userId: number | null
}

const FEATURED_LIMIT = 12

/**
 * The carousel's listings: a featured founder artist alone when there is one, otherwise
 * the featured artists and producers, newest first. Cached with the directory's tag.
 */
export const getFeaturedArtists = unstable_cache(
  async (): Promise<FeaturedArtist[]> => {
    const payload = await getPayloadClient()
    const read = (collection: 'artists' | 'producers') =>
      payload.find({
        collection,
        where: { featured: { equals: true } },
        sort: '-createdAt',
        limit: FEATURED_LIMIT,
        depth: 1,
        select: {
          name: true,
          displayName: true,
          role: true,
          country: true,
          genres: true,
          bio: true,
          image: true,
          verified: true,
          isFounder: true,
          user: true,
          createdAt: true,
        },
        populate: { media: { url: true, sizes: true } },
        overrideAccess: false,
      })
    const [artists, producers] = await Promise.all([read('artists'), read('producers')])
    const all = [
      ...artists.docs.map((doc) => toFeatured(doc, 'artists')),
      ...producers.docs.map((doc) => toFeatured(doc, 'producers')),
    ]
    const founder = all.find((artist) => artist.isFounder)
    return founder ? [founder] : all.slice(0, FEATURED_LIMIT)
  },
  ['featured-artists'],
  { tags: ['directory'], revalidate: 3600 },
)

type Row = Pick<
  Artist | Producer,
  | 'id'
  | 'name'
  | 'displayName'
  | 'role'
  | 'country'
  | 'genres'
  | 'bio'
  | 'image'
  | 'verified'
  | 'isFounder'
  | 'user'
>

function toFeatured(doc: Row, kind: 'artists' | 'producers'): FeaturedArtist {
  return {
    key: `${kind}-${doc.id}`,
    href: listingPath({ kind, id: doc.id }),
    name: doc.displayName || doc.name,
    role: doc.role,
    country: doc.country ?? null,
    genre: doc.genres?.[0] ?? null,
    bio: doc.bio?.trim() || null,
    imageUrl: mediaUrl(doc.image, 'hero'),
    verified: Boolean(doc.verified),
    isFounder: Boolean(doc.isFounder),
    userId: typeof doc.user === 'object' && doc.user ? doc.user.id : (doc.user ?? null),
  }
}
