import { listingTag, type ListingRef } from '@/features/directory/listing-path'
import { notifyAfterWrite } from '@/features/notifications/notify'
import { profileTag } from '@/features/profiles/profile-types'
import { refusal, routeId } from '@/lib/sql-read'
import { created, defineSqlWrite } from '@/lib/sql-write'
import { z } from '@/lib/zod'

import { t } from '../../i18n'
import { insertFollow } from './sql'

const copy = t.artist.notification

/**
 * POST /api/users/{id}/followers: the member follows that member (src/lib/sql-write.ts), the one
 * way members create follows: not oneself, not across a block (./sql.ts), within the hourly
 * budget; 201 with the follow, or 200 with the one they had. The followed member is told once an hour at most, and both members' public profiles
 * and the followed member's listings, which show the counts, are expired.
 */
export const followWrite = defineSqlWrite({
  collection: 'users',
  path: '/:id/followers',
  signedOut: t.feed.api.signIn,
  limit: 'follows',
  input: z.object({}),
  write: async ({ db, viewer, params }) => {
    const userId = routeId(params.id)
    if (!userId) return refusal(404, t.blocks.userNotFound)
    if (userId === viewer.id) return refusal(400, t.blocks.self)
    const follow = await insertFollow(db, viewer, userId)
    if (follow.outcome === 'missing') return refusal(404, t.blocks.userNotFound)
    if (follow.outcome === 'blocked') return refusal(403, t.blocks.refused)
    const doc = { id: follow.id, follower: viewer.id, following: userId }
    if (!follow.created) return { status: 200, body: { doc } }
    // A block refuses the follow (./sql.ts), so one saved stands between unblocked members.
    const read = { blocked: false, senderName: follow.senderName }
    await notifyAfterWrite(db, { recipient: userId, sender: viewer.id }, read, (name) => ({
      type: 'follow',
      title: copy.followTitle,
      message: copy.followMessage(name),
    }))
    const listings = follow.listings as ListingRef[]
    return created({ doc }, [
      profileTag(userId),
      profileTag(viewer.id),
      ...listings.map(listingTag),
    ])
  },
})
