'use server'

import { updateTag } from 'next/cache'
import { APIError } from 'payload'

import type { BlogComment } from '../../../payload-types'
import { getSessionUser } from '@/features/auth/get-session-user'
import { t } from '@/i18n'
import { getPayloadClient } from '@/lib/payload'
import { commentContent } from '@/lib/validation'
import { commentAuthor, toCommentView } from './blog-data'
import { blogPostTag } from './blog-tags'
import type { BlogCommentView } from './blog-types'

export type AddCommentResult =
  { ok: true; comment: BlogCommentView } | { ok: false; message: string; fieldError?: string }

/**
 * Adds the signed-in member's comment to a published article. Only this action reads the
 * session; the article page itself stays cached. The collection refuses drafts and hidden posts.
 */
export async function addBlogComment(postId: number, content: string): Promise<AddCommentResult> {
  const user = await getSessionUser()
  if (!user) return { ok: false, message: t.blog.comments.signIn }

  const parsed = commentContent.safeParse(content)
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? t.blog.comments.error
    return { ok: false, message, fieldError: message }
  }
  if (!Number.isSafeInteger(postId) || postId < 1) {
    return { ok: false, message: t.blog.comments.error }
  }

  const payload = await getPayloadClient()
  try {
    const doc = (await payload.create({
      collection: 'blog-comments',
      data: { post: postId, user: user.id, content: parsed.data },
      depth: 0,
      overrideAccess: false,
      user,
    })) as BlogComment
    await showOnNextVisit(postId)
    return { ok: true, comment: toCommentView(doc, await commentAuthor(user)) }
  } catch (error) {
    if (error instanceof APIError && error.status === 429) {
      return { ok: false, message: t.rateLimit.tooMany }
    }
    payload.logger.error(
      { err: error, postId, userId: user.id },
      'No se pudo guardar el comentario',
    )
    return { ok: false, message: t.blog.comments.error }
  }
}

/**
 * The collection hook expires the article's page in the background (the next visit may still get
 * the old copy); the author reloading right away must see the comment, so expire it now.
 */
async function showOnNextVisit(postId: number) {
  const payload = await getPayloadClient()
  const post = await payload.findByID({
    collection: 'blog-posts',
    id: postId,
    depth: 0,
    select: { slug: true },
    overrideAccess: false,
    disableErrors: true,
  })
  if (post?.slug) updateTag(blogPostTag(post.slug))
}
