import type { PublicFace } from './public-face'

// Plain JSON shapes the profile pages render: safe to cache and to pass to client components.

export type SocialLinks = {
  instagramUrl: string | null
  spotifyUrl: string | null
  youtubeUrl: string | null
  tiktokUrl: string | null
}

/** A profile page: the member's public face (its photo card-sized) and the rest of the profile. */
export type ProfileView = PublicFace &
  SocialLinks & {
    bio: string | null
    roles: string[]
    genres: string[]
    country: string | null
    postsCount: number
    followersCount: number
    followingCount: number
  }

export type PublicProfileView = ProfileView & { isFounder: boolean; featuredCount: number }

export type ProfilePost = {
  id: number
  content: string
  musicTitle: string | null
  imageUrl: string | null
  spotifyUrl: string | null
  youtubeUrl: string | null
  likesCount: number
  commentsCount: number
  createdAt: string
}

export type ApplicationStatus = 'pending' | 'approved' | 'denied'

/** How many of a member's posts their profile shows. */
export const PROFILE_POSTS_LIMIT = 30

/** Cache tag of one user's public profile page (profile, posts, featured listings). */
export const profileTag = (userId: number) => `profile:${userId}`
