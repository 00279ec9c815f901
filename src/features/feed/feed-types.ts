import type { PublicFace } from '@/features/profiles/public-face'

// What the feed endpoint answers and the feed's client components render: plain JSON.

export const FEED_TABS = ['all', 'following'] as const
export type FeedTab = (typeof FEED_TABS)[number]

/** Posts per page of the feed (first page and every "load more"). */
export const FEED_PAGE_SIZE = 10
/** The most a client may ask for in one page. */
export const FEED_PAGE_MAX = 50
/** Comments shown under a post (oldest first). */
export const POST_COMMENTS_LIMIT = 200

/** A post's or comment's author: their public face, without the badge the feed does not show. */
export type FeedAuthor = Pick<PublicFace, 'userId' | 'name' | 'avatarUrl'>

export type FeedPost = {
  id: number
  content: string
  musicTitle: string | null
  spotifyUrl: string | null
  youtubeUrl: string | null
  imageUrl: string | null
  likesCount: number
  commentsCount: number
  createdAt: string
  author: FeedAuthor
  /** The viewer's own like row on this post (needed to remove it), or null. */
  likeId: number | null
}

export type FeedPage = { posts: FeedPost[]; nextCursor: string | null }

/** The feed's API address for one page of one tab. */
export const feedUrl = (tab: FeedTab, cursor: string | null, limit = FEED_PAGE_SIZE) => {
  const query = new URLSearchParams({ tab, limit: String(limit) })
  if (cursor) query.set('cursor', cursor)
  return `/api/posts/feed?${query}`
}

export const postCommentsUrl = (postId: number) => `/api/posts/${postId}/comments`
