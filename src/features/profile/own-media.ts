import 'server-only'

import type { User } from '../../../payload-types'
import { getPayloadClient } from '@/lib/payload'

/**
 * Whether an uploaded image belongs to the member: forms only attach images the member uploaded,
 * never someone else's media id.
 */
export async function isOwnMedia(user: User, mediaId: number): Promise<boolean> {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: 'media',
    where: { and: [{ id: { equals: mediaId } }, { uploadedBy: { equals: user.id } }] },
    overrideAccess: false,
    user,
  })
  return totalDocs > 0
}
