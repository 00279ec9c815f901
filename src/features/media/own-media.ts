import type { Payload } from 'payload'

import type { User } from '../../../payload-types'

/**
 * Whether the media row exists and was uploaded by this user: a member may attach only their own
 * uploads to an application, a profile or a listing (the collections enforce it too).
 */
export async function isOwnMedia(payload: Payload, user: User, id: number): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { and: [{ id: { equals: id } }, { uploadedBy: { equals: user.id } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    select: {},
    overrideAccess: false,
    user,
  })
  return docs.length === 1
}
