import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { relationId } from '../../../fields/relationId'
import { t } from '../../../src/i18n'

const copy = t.artist.notification

/** The name a member shows: their profile's display name, else their first and last name. */
async function publicName(req: PayloadRequest, userId: number): Promise<string> {
  const { docs } = await req.payload.find({
    collection: 'profiles',
    where: { user: { equals: userId } },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { displayName: true },
    overrideAccess: true,
    req,
  })
  const displayName = docs[0]?.displayName?.trim()
  if (displayName) return displayName
  const user = await req.payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    select: { firstName: true, lastName: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim() || copy.someone
}

/**
 * Tells the followed member who started following them ("Nuevo seguidor"). A system write in the
 * follow's transaction; a failure is logged and never undoes the follow. Seeding skips it.
 */
export const notifyFollowed: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || req.context?.seeding) return doc
  const follower = relationId(doc.follower)
  const following = relationId(doc.following)
  if (follower == null || following == null) return doc
  try {
    await req.payload.create({
      collection: 'notifications',
      data: {
        recipient: following,
        sender: follower,
        type: 'follow',
        title: copy.followTitle,
        message: copy.followMessage(await publicName(req, follower)),
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
  } catch (error) {
    req.payload.logger.error(
      { err: error, follower, following },
      'No se pudo crear la notificación de nuevo seguidor',
    )
  }
  return doc
}
