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

/** The member's listing of this kind, or null (one per member and kind). */
export async function getOwnListing(user: User, kind: ListingKind): Promise<ListingView | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: kind,
    where: { user: { equals: user.id } },
    limit: 1,
    pagination: false,
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
    overrideAccess: false,
    user,
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

/** Only the id of the member's listing of this kind, for the actions. */
export async function findOwnListingId(user: User, kind: ListingKind): Promise<number | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: kind,
    where: { user: { equals: user.id } },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { name: true },
    overrideAccess: false,
    user,
  })
  return docs[0]?.id ?? null
}
