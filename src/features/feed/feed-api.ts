import type { AddCommentResult } from '@/features/blog/add-blog-comment'
import type { CommentView } from '@/features/blog/blog-comments'
import * as t from '@/i18n/es'
import { RestError, restRequest } from '@/lib/rest-request'
import type { FeedAuthor, FeedPage } from './feed-types'

// Browser calls of the feed: Payload REST for writes (access, zod rules, limits and blocks are
// checked by the collections) and the feed endpoints for reads.

export const fetchFeedPage = (url: string) => restRequest<FeedPage>('GET', url)

export const fetchComments = (url: string) =>
  restRequest<{ comments: CommentView[] }>('GET', url).then((body) => body.comments)

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
  restRequest<{ doc: SavedPost }>('POST', '/api/posts?depth=0', post).then((body) => body.doc)

export const deletePost = (id: number) =>
  restRequest<unknown>('DELETE', `/api/posts/${id}`).then(() => undefined)

/** Adds a comment to a feed post as the signed-in member (`me` is shown as its author). */
export async function addPostComment(
  postId: number,
  content: string,
  me: FeedAuthor,
): Promise<AddCommentResult> {
  try {
    const { doc } = await restRequest<{ doc: { id: number; content: string; createdAt: string } }>(
      'POST',
      '/api/post-comments?depth=0',
      { post: postId, content },
    )
    return {
      ok: true,
      comment: { id: doc.id, content: doc.content, createdAt: doc.createdAt, author: me },
    }
  } catch (error) {
    if (!(error instanceof RestError)) throw error
    return {
      ok: false,
      message: error.message || t.feed.comments.error,
      fieldError: error.fieldErrors.content,
    }
  }
}
