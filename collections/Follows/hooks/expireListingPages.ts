import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { relationId } from '../../../fields/relationId'
import { expireTags } from '../../hooks/revalidateTags'

/**
 * The follower count of a listing is recounted in SQL (keepCountTrue), which runs no listing
 * hooks: expire the cached pages of the followed member's artist and producer listings here.
 */
async function expireFollowedListings(req: PayloadRequest, userId: number | null) {
  if (userId == null || req.context?.seeding) return
  const tags: string[] = []
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

export const expireListingPagesAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await expireFollowedListings(req, relationId(doc.following))
  return doc
}

export const expireListingPagesAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await expireFollowedListings(req, relationId(doc.following))
  return doc
}
