import { authorNotice } from '@/features/notifications/notify-author'
import { notifyAfterWrite } from '@/features/notifications/notify'
import { profileTag } from '@/features/profiles/profile-types'
import { refusal, routeId } from '@/lib/sql-read'
import { created, defineSqlWrite } from '@/lib/sql-write'
import { commentContent } from '@/lib/validation'
import { z } from '@/lib/zod'

import { t } from '../../i18n'
import { newPostSchema } from './post-schema'
import { insertPost, insertPostComment, insertPostLike } from './sql'

// The feed's member writes (src/lib/sql-write.ts): the only way members create posts, likes and
// comments (the collections' create access is closed); the rules are ./sql.ts's statements.

const postNotFound = () => refusal(404, t.feed.api.notFound)

/**
 * POST /api/posts/{id}/likes: likes a post the member may read; 201 with the like, or 200 with
 * the one they had. The author hears of it in the post's grouped notice.
 */
export const likeWrite = defineSqlWrite({
  collection: 'posts',
  path: '/:id/likes',
  signedOut: t.feed.like.signIn,
  limit: 'likes',
  input: z.object({}),
  write: async ({ db, viewer, params }) => {
    const postId = routeId(params.id)
    const like = postId ? await insertPostLike(db, viewer, postId) : null
    if (!postId || !like) return postNotFound()
    const doc = { id: like.id, user: viewer.id, post: postId }
    if (!like.created) return { status: 200, body: { doc } }
    await notifyAfterWrite(db, { recipient: like.author, sender: viewer.id }, like, (name) =>
      authorNotice({ kind: 'like', post: 'posts' }, postId, name),
    )
    return created({ doc })
  },
})

/** POST /api/posts/{id}/comments { content }: comments on a post the member may read. */
export const commentWrite = defineSqlWrite({
  collection: 'posts',
  path: '/:id/comments',
  signedOut: t.feed.comments.signIn,
  limit: 'comments',
  input: z.object({ content: commentContent }),
  write: async ({ db, viewer, input, params }) => {
    const postId = routeId(params.id)
    const saved = postId ? await insertPostComment(db, viewer, postId, input.content) : null
    if (!postId || !saved) return postNotFound()
    const { comment, author, senderName } = saved
    if (!comment) return refusal(403, t.blocks.refused)
    // A block refuses the comment (./sql.ts), so one saved stands between unblocked members.
    const read = { blocked: false, senderName }
    await notifyAfterWrite(db, { recipient: author, sender: viewer.id }, read, (name) =>
      authorNotice({ kind: 'comment', post: 'posts' }, postId, name),
    )
    return created({
      doc: {
        id: comment.id,
        post: postId,
        user: viewer.id,
        content: comment.content,
        createdAt: comment.created_at.toISOString(),
      },
    })
  },
})

/** POST /api/posts/feed { content, musicTitle, spotifyUrl, youtubeUrl, imageUrl, image }. */
export const postWrite = defineSqlWrite({
  collection: 'posts',
  path: '/feed',
  signedOut: t.feed.composer.signIn,
  limit: 'posts',
  input: newPostSchema,
  invalid: t.feed.composer.invalid,
  write: async ({ db, viewer, input }) => {
    const saved = await insertPost(db, viewer, input)
    if (!saved) return refusal(400, t.feed.composer.imageUnavailable)
    // The author's public profile lists their posts.
    return created(
      {
        doc: { id: saved.id, user: viewer.id, ...input, createdAt: saved.created_at.toISOString() },
      },
      [profileTag(viewer.id)],
    )
  },
})
