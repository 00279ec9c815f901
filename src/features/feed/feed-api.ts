import { addComment } from '@/features/blog/comment-api'
import type { BlogCommentView } from '@/features/blog/blog-types'
import * as t from '@/i18n/es'
import { apiRequest } from '@/lib/api-client'
import type { FeedAuthor, FeedPage } from './feed-types'
import type { NewPost } from './post-schema'

// Browser calls of the feed: its endpoints for reads and for a new post (./feed-endpoints.ts,
// ./feed-writes.ts), Payload REST for deleting one (collections/Posts.ts checks who may).

export const fetchFeedPage = (url: string) => apiRequest<FeedPage>('GET', url)

export const fetchComments = (url: string) =>
  apiRequest<{ comments: BlogCommentView[] }>('GET', url).then((body) => body.comments)

type SavedPost = NewPost & { id: number; createdAt: string }

export const createPost = (post: NewPost) =>
  apiRequest<{ doc: SavedPost }>('POST', '/api/posts/feed', post).then((body) => body.doc)

export const deletePost = (id: number) =>
  apiRequest<unknown>('DELETE', `/api/posts/${id}`).then(() => undefined)

/** Adds a comment to a feed post as the signed-in member (`me` is shown as its author). */
export const addPostComment = (postId: number, content: string, me: FeedAuthor) =>
  addComment('post-comments', postId, content, me, t.feed.comments.error)
