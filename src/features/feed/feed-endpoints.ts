import { defineEndpoint, json, refuse } from '@/lib/endpoint'
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
export const feedEndpoint = defineEndpoint({
  path: '/feed',
  method: 'get',
  auth: 'member',
  refusals: { signedOut: t.feed.api.signIn },
  input: feedQuery,
  invalid: t.feed.api.badCursor,
  handler: async ({ req, user, input }) => {
    try {
      const page = await readFeed(req.payload, user, input)
      return json(page, 200, { 'Cache-Control': 'private, no-store' })
    } catch (error) {
      if (error instanceof FeedCursorError) return refuse(400, error.message)
      throw error
    }
  },
})

/** GET /api/posts/{id}/comments: a post's visible comments, oldest first, with their authors. */
export const postCommentsEndpoint = defineEndpoint({
  path: '/:id/comments',
  method: 'get',
  auth: 'anyone',
  handler: async ({ req, user, params }) => {
    const id = Number(params.id)
    if (!Number.isSafeInteger(id) || id < 1) return refuse(404, t.feed.api.notFound)
    const comments = await readPostComments(req.payload, user, id)
    if (!comments) return refuse(404, t.feed.api.notFound)
    return json({ comments }, 200, { 'Cache-Control': 'private, no-store' })
  },
})
