import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Artist, Producer } from '../../../payload-types'
import { relationId } from '@/lib/relation-id'
import { MEDIA_POPULATE, mediaSrcSet, mediaUrl } from '@/features/profiles/media-url'
import { sqlPool } from '@/lib/db'
import { getPayloadClient } from '@/lib/payload'
import { SIMILAR_ARTISTS } from '@/lib/limits'
import type { ArtistPage, ArtistView, SimilarArtist } from './artist-types'
import { listingPath, listingTag, type ListingKind, type ListingRef } from './listing-path'
import { LISTING_TABLES, similarListings } from './sql'

type Listing = Artist | Producer

const CARD_SELECT = {
  name: true,
  displayName: true,
  role: true,
  genres: true,
  country: true,
  image: true,
  verified: true,
} as const

const PAGE_SELECT = {
  ...CARD_SELECT,
  bio: true,
  spotifyUrl: true,
  instagramUrl: true,
  youtubeUrl: true,
  listenUrl: true,
  user: true,
  isFounder: true,
  followersCount: true,
} as const

// Read as an anonymous visitor: the cached page never holds anything private.
const asVisitor = { overrideAccess: false, user: null, populate: MEDIA_POPULATE } as const

async function readListing({ kind, id }: ListingRef): Promise<Listing | null> {
  const payload = await getPayloadClient()
  const doc = await payload.findByID({
    collection: kind,
    id,
    // Depth 1 for the image; visitors cannot read users, so the owner stays an id.
    depth: 1,
    select: PAGE_SELECT,
    ...asVisitor,
    disableErrors: true,
  })
  return (doc as Listing | null) ?? null
}

/**
 * Up to SIMILAR_ARTISTS other listings, artists and producers together, ranked in SQL
 * (similarListings in ./sql.ts), then read as a visitor for their cards, in that order.
 */
async function readSimilar(kind: ListingKind, listing: Listing): Promise<SimilarArtist[]> {
  const payload = await getPayloadClient()
  const ranked = await similarListings(
    sqlPool(payload),
    {
      kind,
      id: listing.id,
      genres: listing.genres ?? [],
      role: listing.role,
      country: listing.country ?? null,
    },
    SIMILAR_ARTISTS,
  )
  const cards = new Map<string, SimilarArtist>()
  await Promise.all(
    LISTING_TABLES.map(async (collection) => {
      const ids = ranked.filter((row) => row.kind === collection).map((row) => row.id)
      if (ids.length === 0) return
      const { docs } = await payload.find({
        collection,
        where: { id: { in: ids } },
        limit: ids.length,
        pagination: false,
        depth: 1,
        select: CARD_SELECT,
        ...asVisitor,
      })
      for (const doc of docs as Listing[])
        cards.set(`${collection}:${doc.id}`, toCard(collection, doc))
    }),
  )
  return ranked.flatMap((row) => cards.get(`${row.kind}:${row.id}`) ?? [])
}

const displayName = (listing: Listing) => listing.displayName?.trim() || listing.name

function toCard(kind: ListingKind, listing: Listing): SimilarArtist {
  return {
    kind,
    id: listing.id,
    path: listingPath({ kind, id: listing.id }),
    name: displayName(listing),
    role: listing.role,
    genres: listing.genres ?? [],
    country: listing.country ?? null,
    imageUrl: mediaUrl(listing.image, 'card'),
    verified: Boolean(listing.verified),
  }
}

function toView(kind: ListingKind, listing: Listing): ArtistView {
  return {
    ...toCard(kind, listing),
    bio: listing.bio ?? null,
    heroUrl: mediaUrl(listing.image, 'hero'),
    heroSrcSet: mediaSrcSet(listing.image, ['card', 'medium', 'hero']),
    isFounder: Boolean(listing.isFounder),
    followersCount: listing.followersCount ?? null,
    userId: relationId(listing.user),
    spotifyUrl: listing.spotifyUrl ?? null,
    instagramUrl: listing.instagramUrl ?? null,
    youtubeUrl: listing.youtubeUrl ?? null,
    listenUrl: listing.listenUrl ?? null,
  }
}

async function readArtistPage(ref: ListingRef): Promise<ArtistPage | null> {
  const listing = await readListing(ref)
  if (!listing) return null
  return { artist: toView(ref.kind, listing), similar: await readSimilar(ref.kind, listing) }
}

/**
 * An artist or producer page's data, or null when there is none. Cached per listing (tag
 * listing:{kind}:{id}, and 'directory' for changes to any listing) and shared by the page and its
 * metadata within one request.
 */
export const getArtistPage = cache((kind: ListingKind, id: number): Promise<ArtistPage | null> =>
  unstable_cache(() => readArtistPage({ kind, id }), ['artist-page', kind, String(id)], {
    tags: [listingTag({ kind, id }), 'directory'],
    revalidate: 300,
  })(),
)
