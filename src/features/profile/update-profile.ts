'use server'

import { revalidatePath, revalidateTag } from 'next/cache'

import type { Profile, User } from '../../../payload-types'
import { getSessionUser } from '@/features/auth/get-session-user'
import { isOwnMedia } from '@/features/media/own-media'
import { t } from '@/i18n'
import { getPayloadClient } from '@/lib/payload'
import { fieldErrors } from '@/lib/validation'
import { clearPageCache } from '@/lib/page-cache'
import { profileSchema, readProfileForm, type ProfileResult } from './profile-schema'
import { profileTag } from './profile-types'

const copy = t.members

/** Saves the edit-profile dialog on the member's own profile. */
export async function updateProfile(
  _previous: ProfileResult | null,
  formData: FormData,
): Promise<ProfileResult> {
  const user = await getSessionUser()
  if (!user) return { ok: false, fieldErrors: {}, message: copy.common.accessDenied }

  const parsed = profileSchema.safeParse(readProfileForm(formData))
  if (!parsed.success) {
    return { ok: false, fieldErrors: fieldErrors(parsed.error), message: copy.common.invalid }
  }
  const data = parsed.data as Partial<Profile>
  return saveOwnProfile(user, data, copy.editProfile.error)
}

/** Sets an image the member uploaded as their profile photo. */
export async function updateAvatar(mediaId: number): Promise<ProfileResult> {
  const user = await getSessionUser()
  if (!user) return { ok: false, fieldErrors: {}, message: copy.common.accessDenied }
  if (!Number.isInteger(mediaId) || !(await isOwnMedia(await getPayloadClient(), user, mediaId))) {
    return { ok: false, fieldErrors: {}, message: copy.profile.avatarError }
  }
  return saveOwnProfile(user, { avatar: mediaId }, copy.profile.avatarError)
}

async function saveOwnProfile(
  user: User,
  data: Partial<Profile>,
  failure: string,
): Promise<ProfileResult> {
  const userId = user.id
  const payload = await getPayloadClient()
  try {
    const { docs, errors } = await payload.update({
      collection: 'profiles',
      where: { user: { equals: userId } },
      data,
      depth: 0,
      select: { user: true },
      overrideAccess: false,
      user,
    })
    if (errors.length > 0 || docs.length === 0) {
      payload.logger.error({ errors, userId }, 'No se pudo actualizar el perfil')
      return { ok: false, fieldErrors: {}, message: failure }
    }
  } catch (error) {
    payload.logger.error({ err: error, userId }, 'No se pudo actualizar el perfil')
    return { ok: false, fieldErrors: {}, message: failure }
  }
  clearPageCache()
  revalidateTag(profileTag(userId), 'max')
  revalidatePath('/profile')
  return { ok: true, savedAt: Date.now() }
}
