import type { Profile } from '../../../payload-types'
import { mediaUrl } from '@/features/profiles/media-url'
import { faceOf } from '@/features/profiles/public-face'
import * as t from '@/i18n/es'
import { ApiError, apiRequest } from '@/lib/api-client'
import type { BlogCommentView } from './blog-types'

// Comments of both kinds: on articles through Payload REST (docs/ARCHITECTURE.md, channel i),
// where collections/commentCollection.ts checks who may comment, the text, the rate limit and
// blocks, and tells the post's author; on feed posts through the fast endpoint that restates
// those rules (src/features/feed/feed-writes.ts). Both answer the saved comment as `doc`.

export type AddCommentResult =
  { ok: true; comment: BlogCommentView } | { ok: false; message: string; fieldError?: string }

type Author = BlogCommentView['author']

type SavedComment = { doc: { id: number; content: string; createdAt: string } }

/**
 * Adds the signed-in member's comment and answers it as the list shows it, written by `author`
 * (known to the page, or still being asked); a refusal answers the server's Spanish reason.
 */
export async function addComment(
  collection: 'blog-comments' | 'post-comments',
  postId: number,
  content: string,
  author: Author | Promise<Author>,
  fallback: string,
): Promise<AddCommentResult> {
  try {
    const [{ doc }, by] = await Promise.all([
      // A feed post's comment goes to its fast endpoint (src/features/feed/feed-writes.ts).
      collection === 'post-comments'
        ? apiRequest<SavedComment>('POST', `/api/posts/${postId}/comments`, { content })
        : apiRequest<SavedComment>('POST', `/api/${collection}?depth=0`, { post: postId, content }),
      author,
    ])
    return {
      ok: true,
      comment: { id: doc.id, content: doc.content, createdAt: doc.createdAt, author: by },
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return {
      ok: false,
      message: error.message || fallback,
      fieldError: error.fieldErrors.content,
    }
  }
}

/**
 * The signed-in member as their comments show them (name and photo from their profile, as
 * public-face.ts builds it on the server), for pages that do not know it: cached article pages.
 */
export async function ownCommentAuthor(userId: number): Promise<Author> {
  const query = new URLSearchParams({
    'where[user][equals]': String(userId),
    limit: '1',
    depth: '1',
    'select[displayName]': 'true',
    'select[firstName]': 'true',
    'select[lastName]': 'true',
    'select[avatar]': 'true',
  })
  const fallback = t.blogEngagement.comments.anonymous
  const profile = await apiRequest<{ docs: Partial<Profile>[] }>('GET', `/api/profiles?${query}`)
    .then((body) => body.docs[0] ?? null)
    // The comment is saved either way; without the profile it shows the anonymous name.
    .catch(() => null)
  const face = faceOf(userId, profile, mediaUrl(profile?.avatar, 'thumbnail'), fallback)
  return { userId, name: face.name, avatarUrl: face.avatarUrl }
}
