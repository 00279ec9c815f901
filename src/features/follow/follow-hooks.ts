import type { CollectionAfterDeleteHook } from 'payload'

import { listingTag } from '@/features/directory/listing-path'
import { profileTag } from '@/features/profiles/profile-types'
import { expireTags } from '@/lib/cache-expiry'
import { relationId } from '@/lib/relation-id'

/**
 * An unfollow (REST DELETE of a follow): the counts it changes are kept by database triggers,
 * which run no listing or profile hooks, so the cached pages that show them are expired here:
 * both members' public profiles and the followed member's artist and producer listings. A new
 * follow expires the same pages itself (./follow-writes.ts).
 */
export const expireFollowPagesAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const userId = relationId(doc.following)
  const followerId = relationId(doc.follower)
  if (userId == null || req.context?.seeding) return doc
  const tags: string[] = [profileTag(userId)]
  if (followerId != null) tags.push(profileTag(followerId))
  for (const kind of ['artists', 'producers'] as const) {
    const { docs } = await req.payload.find({
      collection: kind,
      where: { user: { equals: userId } },
      limit: 1,
      pagination: false,
      depth: 0,
      select: { name: true },
      overrideAccess: true,
      req,
    })
    for (const { id } of docs) tags.push(listingTag({ kind, id }))
  }
  expireTags(req, tags)
  return doc
}
