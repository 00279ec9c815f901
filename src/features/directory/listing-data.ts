import 'server-only'

import type { Artist, User } from '../../../payload-types'
import { MEDIA_POPULATE, mediaUrl } from '@/features/profiles/media-url'
import { getPayloadClient } from '@/lib/payload'
import type { ListingKind } from './listing-schema'

/** A member's own listing as its settings form shows it. */
export type ListingView = {
  id: number
  name: string
  role: string
  country: string | null
  genres: string[]
  bio: string | null
  spotifyUrl: string | null
  instagramUrl: string | null
  youtubeUrl: string | null
  imageUrl: string | null
}

/** The query of the member's listing of this kind (one per member and kind), with their rights. */
const ownListingQuery = (user: User, kind: ListingKind) => ({
  collection: kind,
  where: { user: { equals: user.id } },
  limit: 1,
  pagination: false,
  overrideAccess: false,
  user,
})

/** The member's listing of this kind, or null (one per member and kind). */
export async function getOwnListing(user: User, kind: ListingKind): Promise<ListingView | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    ...ownListingQuery(user, kind),
    depth: 1,
    select: {
      name: true,
      role: true,
      country: true,
      genres: true,
      bio: true,
      spotifyUrl: true,
      instagramUrl: true,
      youtubeUrl: true,
      image: true,
    },
    populate: MEDIA_POPULATE,
  })
  // Artists and producers share one set of fields.
  const listing = docs[0] as Artist | undefined
  if (!listing) return null
  return {
    id: listing.id,
    name: listing.name,
    role: listing.role,
    country: listing.country ?? null,
    genres: listing.genres ?? [],
    bio: listing.bio ?? null,
    spotifyUrl: listing.spotifyUrl ?? null,
    instagramUrl: listing.instagramUrl ?? null,
    youtubeUrl: listing.youtubeUrl ?? null,
    imageUrl: mediaUrl(listing.image, 'card'),
  }
}

/**
 * Only the id of the member's listing of this kind, or null: for the actions, the add pages and
 * the profile's way to the listing.
 */
export async function findOwnListingId(user: User, kind: ListingKind): Promise<number | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    ...ownListingQuery(user, kind),
    depth: 0,
    select: { name: true },
  })
  return docs[0]?.id ?? null
}
