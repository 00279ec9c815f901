import { ApiError, apiRequest } from '@/lib/api-client'
import type { ProfileValues } from './profile-schema'

// The member's own profile is written through Payload REST (docs/ARCHITECTURE.md, channel i):
// collections/Profiles.ts lets only its owner change it, checks the values and that a photo is
// the member's own upload, and expires the pages that show it.

/** What the member changes: the edit-profile form's checked values, or the photo. */
export type OwnProfileChanges = Partial<ProfileValues> & { avatar?: number }

/** The row of the member's profile: one per member, made with the account. */
async function ownProfileId(userId: number): Promise<number> {
  const query = `where[user][equals]=${userId}&depth=0&limit=1&select[id]=true`
  const { docs } = await apiRequest<{ docs: { id: number }[] }>('GET', `/api/profiles?${query}`)
  if (!docs[0]) throw new ApiError('', 404)
  return docs[0].id
}

/** Saves changes to the member's own profile; throws an ApiError when refused or failed. */
export async function saveOwnProfile(userId: number, changes: OwnProfileChanges): Promise<void> {
  const id = await ownProfileId(userId)
  await apiRequest('PATCH', `/api/profiles/${id}?depth=0`, changes)
}
