import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@/lib/relation-id'
import { t } from '../../i18n'
import { notify, publicName, rethrowIfRolledBack } from './notify'

const copy = t.notifications.sources

type Source = {
  /** What happened to the post: a like or a comment. */
  kind: 'like' | 'comment'
  /** The collection of the post the new row points at (its `post` field). */
  post: 'posts' | 'blog-posts'
}

/**
 * Tells an article's author that someone liked or commented on it (the REST creates of
 * blog-likes and blog-comments; a feed post's author hears from src/features/feed/feed-writes.ts).
 * Never for one's own article, never between members who blocked each other (notify() checks),
 * never while seeding.
 */
export const notifyAuthor =
  (kind: Source['kind']): CollectionAfterChangeHook =>
  async ({ doc, operation, req }) => {
    if (operation !== 'create' || req.context?.seeding) return doc
    const actor = relationId(doc.user)
    const postId = relationId(doc.post)
    if (actor == null || postId == null) return doc
    const hadTransaction = Boolean(req.transactionID)
    try {
      const target = await req.payload.findByID({
        collection: 'blog-posts',
        id: postId,
        depth: 0,
        select: { author: true, title: true },
        overrideAccess: true,
        disableErrors: true,
        req,
      })
      const recipient = relationId(target?.author)
      if (!target || recipient == null || recipient === actor) return doc
      const name = await publicName(req, actor)
      await notify(req, {
        recipient,
        sender: actor,
        ...authorNotice({ kind, post: 'blog-posts' }, postId, name, target.title ?? ''),
      })
    } catch (error) {
      req.payload.logger.error(
        { err: error, postId, actor, kind },
        'No se pudo avisar al autor del artículo',
      )
      rethrowIfRolledBack(req, hadTransaction, error)
    }
    return doc
  }

/**
 * What the author of post `postId` is told when `name` likes or comments on it: likes of one post
 * share one unread notice, "A Ana y 3 personas más les gusta…". `title` is an article's.
 */
export function authorNotice({ kind, post }: Source, postId: number, name: string, title = '') {
  return {
    type: kind,
    title: messages[post][kind].title,
    message: messages[post][kind].message(name, title),
    group:
      kind === 'like'
        ? {
            key: `${post}:${postId}`,
            message: (others: number | string) => likesOf[post](copy.likers(name, others), title),
          }
        : undefined,
  }
}

const likesOf = {
  posts: (likers: string) => copy.postLikes(likers),
  'blog-posts': copy.blogLikes,
} as const

const messages = {
  posts: {
    like: { title: copy.postLikeTitle, message: (name: string) => copy.postLike(name) },
    comment: { title: copy.postCommentTitle, message: (name: string) => copy.postComment(name) },
  },
  'blog-posts': {
    like: { title: copy.blogLikeTitle, message: copy.blogLike },
    comment: { title: copy.blogCommentTitle, message: copy.blogComment },
  },
} as const
