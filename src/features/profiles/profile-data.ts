import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Post, Profile, User } from '../../../payload-types'
import { findOwnListingId } from '@/features/directory/listing-data'
import type { ListingRef } from '@/features/directory/listing-path'
import { getPayloadClient } from '@/lib/payload'
import { MEDIA_POPULATE, mediaUrl } from './media-url'
import { faceOf } from './public-face'
import {
  PROFILE_POSTS_LIMIT,
  profileTag,
  type ApplicationStatus,
  type ProfilePost,
  type ProfileView,
  type PublicProfileView,
} from './profile-types'

const PROFILE_SELECT = {
  user: true,
  displayName: true,
  firstName: true,
  lastName: true,
  avatar: true,
  bio: true,
  roles: true,
  genres: true,
  country: true,
  instagramUrl: true,
  spotifyUrl: true,
  youtubeUrl: true,
  tiktokUrl: true,
  verified: true,
  followersCount: true,
  followingCount: true,
  postsCount: true,
} as const

const POST_SELECT = {
  content: true,
  musicTitle: true,
  image: true,
  imageUrl: true,
  spotifyUrl: true,
  youtubeUrl: true,
  likesCount: true,
  commentsCount: true,
  createdAt: true,
} as const

type Viewer = User | null

async function findProfile(userId: number, viewer: Viewer): Promise<Profile | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'profiles',
    where: { user: { equals: userId } },
    limit: 1,
    depth: 1,
    select: PROFILE_SELECT,
    populate: MEDIA_POPULATE,
    overrideAccess: false,
    user: viewer,
  })
  return (docs[0] as Profile | undefined) ?? null
}

async function findPosts(userId: number, viewer: Viewer): Promise<ProfilePost[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: { user: { equals: userId } },
    sort: '-createdAt',
    limit: PROFILE_POSTS_LIMIT,
    pagination: false,
    depth: 1,
    select: POST_SELECT,
    populate: MEDIA_POPULATE,
    overrideAccess: false,
    user: viewer,
  })
  return (docs as Post[]).map(toPost)
}

/** The signed-in member's own profile page: profile, posts, application status and listings. */
export const getOwnProfilePage = cache(async (user: User) => {
  const payload = await getPayloadClient()
  const asMember = { overrideAccess: false, user } as const
  const [profile, posts, applications, artists, producers] = await Promise.all([
    findProfile(user.id, user),
    findPosts(user.id, user),
    payload.find({
      collection: 'applications',
      where: { user: { equals: user.id } },
      limit: 1,
      pagination: false,
      depth: 0,
      select: { status: true },
      ...asMember,
    }),
    findOwnListingId(user, 'artists'),
    findOwnListingId(user, 'producers'),
  ])
  const status = (applications.docs[0]?.status ?? null) as ApplicationStatus | null
  const listings: ListingRef[] = [
    ...(artists ? [{ kind: 'artists' as const, id: artists }] : []),
    ...(producers ? [{ kind: 'producers' as const, id: producers }] : []),
  ]
  return {
    profile: toProfileView(profile, user),
    posts,
    // A pending or denied application shows until the member has a listing; an approved one
    // stays, with the way to their listing (never the join form again).
    applicationStatus: status === 'approved' || listings.length === 0 ? status : null,
    listings,
  }
})

/**
 * A user's public profile, or null when there is none. Cached per user (tag profile:{id}); it
 * reads as an anonymous visitor, so it never holds anything private.
 */
export const getPublicProfile = cache((userId: number): Promise<PublicProfileView | null> =>
  unstable_cache(() => readPublicProfile(userId), ['public-profile', String(userId)], {
    tags: [profileTag(userId)],
    revalidate: 60,
  })(),
)

/** The posts a public profile shows, cached with the profile. */
export const getPublicPosts = cache((userId: number): Promise<ProfilePost[]> =>
  unstable_cache(() => findPosts(userId, null), ['public-posts', String(userId)], {
    tags: [profileTag(userId)],
    revalidate: 60,
  })(),
)

async function readPublicProfile(userId: number): Promise<PublicProfileView | null> {
  const profile = await findProfile(userId, null)
  if (!profile) return null
  const payload = await getPayloadClient()
  const featured = { user: { equals: userId }, featured: { equals: true } }
  const [owner, artists, producers] = await Promise.all([
    // A user's role is private: read only that field, with the system's access, and keep a boolean.
    payload.findByID({
      collection: 'users',
      id: userId,
      depth: 0,
      select: { role: true },
      overrideAccess: true,
      disableErrors: true,
    }),
    payload.count({ collection: 'artists', where: featured, overrideAccess: false }),
    payload.count({ collection: 'producers', where: featured, overrideAccess: false }),
  ])
  return {
    ...toProfileView(profile, null),
    isFounder: owner?.role === 'founder',
    featuredCount: artists.totalDocs + producers.totalDocs,
  }
}

function toProfileView(profile: Profile | null, user: User | null): ProfileView {
  const userId = typeof profile?.user === 'object' ? profile.user.id : (profile?.user ?? user?.id)
  // On their own page a member without a profile name still sees their account's name.
  const accountName = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim()
  return {
    ...faceOf(userId ?? 0, profile, mediaUrl(profile?.avatar, 'card'), accountName),
    bio: profile?.bio ?? null,
    roles: profile?.roles ?? [],
    genres: profile?.genres ?? [],
    country: profile?.country ?? null,
    instagramUrl: profile?.instagramUrl ?? null,
    spotifyUrl: profile?.spotifyUrl ?? null,
    youtubeUrl: profile?.youtubeUrl ?? null,
    tiktokUrl: profile?.tiktokUrl ?? null,
    postsCount: profile?.postsCount ?? 0,
    followersCount: profile?.followersCount ?? 0,
    followingCount: profile?.followingCount ?? 0,
  }
}

function toPost(post: Post): ProfilePost {
  return {
    id: post.id,
    content: post.content,
    musicTitle: post.musicTitle ?? null,
    imageUrl: mediaUrl(post.image, 'card') ?? post.imageUrl ?? null,
    spotifyUrl: post.spotifyUrl ?? null,
    youtubeUrl: post.youtubeUrl ?? null,
    likesCount: post.likesCount ?? 0,
    commentsCount: post.commentsCount ?? 0,
    createdAt: post.createdAt,
  }
}
