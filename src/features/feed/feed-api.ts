import type { AddCommentResult } from '@/features/blog/add-blog-comment'
import type { CommentView } from '@/features/blog/blog-comments'
import { t } from '@/i18n'
import type { FeedAuthor, FeedPage } from './feed-types'

// Browser calls of the feed: Payload REST for writes (access, zod rules, limits and blocks are
// checked by the collections) and the feed endpoints for reads.

type PayloadErrorBody = {
  errors?: { message?: string; data?: { errors?: { path?: string; message?: string }[] } }[]
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message)
  }
}

async function failure(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as PayloadErrorBody | null
  const first = body?.errors?.[0]
  const fieldErrors: Record<string, string> = {}
  for (const error of first?.data?.errors ?? []) {
    if (error.path && error.message) fieldErrors[error.path] ??= error.message
  }
  // A validation error's own message names the fields; the field messages say what is wrong.
  const message = Object.values(fieldErrors)[0] ?? first?.message ?? ''
  return new ApiError(message, response.status, fieldErrors)
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    credentials: 'include',
    ...init,
    headers: { Accept: 'application/json', ...init.headers },
  })
  if (!response.ok) throw await failure(response)
  return (await response.json()) as T
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
})

export const fetchFeedPage = (url: string) => call<FeedPage>(url)

export const fetchComments = (url: string) =>
  call<{ comments: CommentView[] }>(url).then((body) => body.comments)

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
  call<{ doc: SavedPost }>('/api/posts?depth=0', json(post)).then((body) => body.doc)

export const deletePost = (id: number) =>
  call<unknown>(`/api/posts/${id}`, { method: 'DELETE' }).then(() => undefined)

/** Adds a comment to a feed post as the signed-in member (`me` is shown as its author). */
export async function addPostComment(
  postId: number,
  content: string,
  me: FeedAuthor,
): Promise<AddCommentResult> {
  try {
    const { doc } = await call<{ doc: { id: number; content: string; createdAt: string } }>(
      '/api/post-comments?depth=0',
      json({ post: postId, content }),
    )
    return {
      ok: true,
      comment: { id: doc.id, content: doc.content, createdAt: doc.createdAt, author: me },
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return {
      ok: false,
      message: error.message || t.feed.comments.error,
      fieldError: error.fieldErrors.content,
    }
  }
}
