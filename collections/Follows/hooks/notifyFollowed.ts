import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '../../../src/lib/relation-id'
import { t } from '../../../src/i18n'
import { notify, publicName } from '../../../src/features/notifications/notify'

const copy = t.artist.notification

/** Tells the followed member who started following them ("Nuevo seguidor"). */
export const notifyFollowed: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || req.context?.seeding) return doc
  const follower = relationId(doc.follower)
  const following = relationId(doc.following)
  if (follower == null || following == null) return doc
  await notify(req, {
    recipient: following,
    sender: follower,
    type: 'follow',
    title: copy.followTitle,
    message: copy.followMessage(await publicName(req, follower)),
  })
  return doc
}
