import { addComment } from '@/features/blog/comment-api'
import type { BlogCommentView } from '@/features/blog/blog-types'
import * as t from '@/i18n/es'
import { apiRequest } from '@/lib/api-client'
import type { FeedAuthor, FeedPage } from './feed-types'

// Browser calls of the feed: Payload REST for writes (access, zod rules, limits and blocks are
// checked by the collections) and the feed endpoints for reads.

export const fetchFeedPage = (url: string) => apiRequest<FeedPage>('GET', url)

export const fetchComments = (url: string) =>
  apiRequest<{ comments: BlogCommentView[] }>('GET', url).then((body) => body.comments)

export type NewPost = {
  content: string
  musicTitle: string | null
  spotifyUrl: string | null
  youtubeUrl: string | null
  imageUrl: string | null
  image: number | null
}

type SavedPost = NewPost & { id: number; createdAt: string }

export const createPost = (post: NewPost) =>
  apiRequest<{ doc: SavedPost }>('POST', '/api/posts?depth=0', post).then((body) => body.doc)

export const deletePost = (id: number) =>
  apiRequest<unknown>('DELETE', `/api/posts/${id}`).then(() => undefined)

/** Adds a comment to a feed post as the signed-in member (`me` is shown as its author). */
export const addPostComment = (postId: number, content: string, me: FeedAuthor) =>
  addComment('post-comments', postId, content, me, t.feed.comments.error)
