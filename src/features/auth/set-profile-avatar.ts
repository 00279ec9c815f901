'use server'

import { z } from '@/lib/zod'

import { isOwnMedia } from '@/features/media/own-media'
import { t } from '@/i18n'
import { getPayloadClient } from '@/lib/payload'
import { getSessionUser } from './get-session-user'
import { updateOwnProfile } from './update-own-profile'

export type AvatarResult = { ok: true } | { ok: false; message: string }

const mediaId = z.number().int().positive()

/** Sets the photo chosen at sign-up (already uploaded by the member) as their profile avatar. */
export async function setProfileAvatar(id: number): Promise<AvatarResult> {
  const user = await getSessionUser()
  if (!user) return { ok: false, message: t.auth.errors.sessionRequired }
  const parsed = mediaId.safeParse(id)
  const payload = await getPayloadClient()
  if (!parsed.success || !(await isOwnMedia(payload, user, parsed.data))) {
    return { ok: false, message: t.auth.errors.photoNotOwned }
  }
  try {
    const updated = await updateOwnProfile(payload, user, { avatar: parsed.data })
    if (updated) return { ok: true }
    payload.logger.error({ userId: user.id }, 'El usuario no tiene perfil para la foto')
  } catch (error) {
    payload.logger.error({ err: error, userId: user.id }, 'No se pudo guardar la foto de perfil')
  }
  return { ok: false, message: t.auth.signUp.avatarErrorDescription }
}
