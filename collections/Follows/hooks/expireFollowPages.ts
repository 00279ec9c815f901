import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { relationId } from '../../../src/lib/relation-id'
import { profileTag } from '../../../src/features/profiles/profile-types'
import { expireTags } from '../../../src/lib/cache-expiry'

/**
 * Follower and following counts are kept by database triggers, which run no listing or
 * profile hooks: expire the cached pages that show them here — both members' public profiles and
 * the followed member's artist and producer listings.
 */
async function expireFollowPages(
  req: PayloadRequest,
  follow: { follower?: unknown; following?: unknown },
) {
  const userId = relationId(follow.following)
  const followerId = relationId(follow.follower)
  if (userId == null || req.context?.seeding) return
  const tags: string[] = [profileTag(userId)]
  if (followerId != null) tags.push(profileTag(followerId))
  for (const collection of ['artists', 'producers'] as const) {
    const { docs } = await req.payload.find({
      collection,
      where: { user: { equals: userId } },
      limit: 1,
      pagination: false,
      depth: 0,
      select: { name: true },
      overrideAccess: true,
      req,
    })
    for (const doc of docs) tags.push(`listing:${collection}:${doc.id}`)
  }
  expireTags(req, tags)
}

export const expireFollowPagesAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await expireFollowPages(req, doc)
  return doc
}

export const expireFollowPagesAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await expireFollowPages(req, doc)
  return doc
}
