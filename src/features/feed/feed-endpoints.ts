import type { Endpoint, PayloadRequest } from 'payload'
import { z } from '@/lib/zod'

import type { User } from '../../../payload-types'
import { respond, respondError } from '../../../collections/endpoints/respond'
import { t } from '../../i18n'
import { FEED_PAGE_MAX, FEED_PAGE_SIZE, FEED_TABS } from './feed-types'
import { FeedCursorError, readFeed, readPostComments } from './read-feed'

const feedQuery = z.object({
  tab: z.enum(FEED_TABS).default('all'),
  cursor: z.string().min(1).max(200).nullable().default(null),
  limit: z.coerce.number().int().min(1).max(FEED_PAGE_MAX).default(FEED_PAGE_SIZE),
})

const param = (req: PayloadRequest, name: string) => req.searchParams.get(name) ?? undefined

/**
 * GET /api/posts/feed?tab=all|following&cursor=…&limit=…: one page of the signed-in member's
 * feed, newest first, with each post's author, counts, image and the member's own like.
 */
export const feedEndpoint: Endpoint = {
  path: '/feed',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return respondError(req, 401, t.feed.api.signIn)
    const parsed = feedQuery.safeParse({
      tab: param(req, 'tab'),
      cursor: param(req, 'cursor') ?? null,
      limit: param(req, 'limit'),
    })
    if (!parsed.success) return respondError(req, 400, t.feed.api.badCursor)
    try {
      const page = await readFeed(req.payload, req.user as User, parsed.data)
      return respond(req, page, 200, { 'Cache-Control': 'private, no-store' })
    } catch (error) {
      if (error instanceof FeedCursorError) return respondError(req, 400, error.message)
      throw error
    }
  },
}

/** GET /api/posts/{id}/comments: a post's visible comments, oldest first, with their authors. */
export const postCommentsEndpoint: Endpoint = {
  path: '/:id/comments',
  method: 'get',
  handler: async (req) => {
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id < 1) return respondError(req, 404, t.feed.api.notFound)
    const comments = await readPostComments(req.payload, (req.user as User | null) ?? null, id)
    if (!comments) return respondError(req, 404, t.feed.api.notFound)
    return respond(req, { comments }, 200, { 'Cache-Control': 'private, no-store' })
  },
}
