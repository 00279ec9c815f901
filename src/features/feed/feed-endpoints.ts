import { answer, defineSqlRead, refusal, routeId } from '@/lib/sql-read'
import { z } from '@/lib/zod'

import { t } from '../../i18n'
import { FEED_PAGE_MAX, FEED_PAGE_SIZE, FEED_TABS } from './feed-types'
import { FeedCursorError, readFeed, readPostComments } from './read-feed'

const feedQuery = z.object({
  tab: z.enum(FEED_TABS).default('all'),
  cursor: z.string().min(1).max(200).nullable().default(null),
  limit: z.coerce.number().int().min(1).max(FEED_PAGE_MAX).default(FEED_PAGE_SIZE),
})

/**
 * GET /api/posts/feed?tab=all|following&cursor=…&limit=…: one page of the signed-in member's
 * feed, newest first, with each post's author, counts, image and the member's own like.
 */
export const feedRead = defineSqlRead({
  collection: 'posts',
  path: '/feed',
  auth: 'member',
  signedOut: t.feed.api.signIn,
  input: feedQuery,
  invalid: t.feed.api.badCursor,
  read: async ({ db, viewer, input }) => {
    try {
      return answer(await readFeed(db, viewer, input))
    } catch (error) {
      if (error instanceof FeedCursorError) return refusal(400, error.message)
      throw error
    }
  },
})

/** GET /api/posts/{id}/comments: a post's visible comments, oldest first, with their authors. */
export const postCommentsRead = defineSqlRead({
  collection: 'posts',
  path: '/:id/comments',
  auth: 'anyone',
  signedOut: t.feed.api.signIn,
  read: async ({ db, viewer, params }) => {
    const id = routeId(params.id)
    const comments = id ? await readPostComments(db, viewer, id) : null
    return comments ? answer({ comments }) : refusal(404, t.feed.api.notFound)
  },
})
