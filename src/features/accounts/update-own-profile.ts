import type { Payload } from 'payload'

import type { Profile, User } from '../../../payload-types'

export type OwnProfileChanges = Partial<
  Pick<
    Profile,
    | 'displayName'
    | 'firstName'
    | 'lastName'
    | 'bio'
    | 'roles'
    | 'genres'
    | 'country'
    | 'instagramUrl'
    | 'spotifyUrl'
    | 'youtubeUrl'
    | 'tiktokUrl'
  > & { avatar: number }
>

/**
 * Updates the caller's own profile (created with the account) with the member's own rights.
 * Returns false when the member has no profile.
 */
export async function updateOwnProfile(
  payload: Payload,
  user: User,
  changes: OwnProfileChanges,
): Promise<boolean> {
  const { docs } = await payload.update({
    collection: 'profiles',
    where: { user: { equals: user.id } },
    data: changes,
    depth: 0,
    select: {},
    overrideAccess: false,
    user,
  })
  return docs.length > 0
}
