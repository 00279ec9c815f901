import 'server-only'

import type { Media, User } from '../../../payload-types'
import type { UploadedImage } from '@/features/media/upload-image'
import { getPayloadClient } from '@/lib/payload'
import { storedOptions, type ApplicationValues } from './application-schema'
import { emptyApplication } from './application-values'

export type OwnApplication = {
  values: ApplicationValues
  photo: UploadedImage | null
  status: 'pending' | 'denied' | 'approved' | null
}

/** The member's application as form values, or the account's names and e-mail when there is none. */
export async function getOwnApplication(user: User): Promise<OwnApplication> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'applications',
    where: { user: { equals: user.id } },
    limit: 1,
    pagination: false,
    depth: 1,
    populate: { media: { url: true, sizes: { card: { url: true } } } },
    overrideAccess: false,
    user,
  })
  const saved = docs[0]
  const base = { ...emptyApplication(), firstName: user.firstName, lastName: user.lastName }
  if (!saved) return { values: { ...base, email: user.email }, photo: null, status: null }

  return {
    values: {
      ...base,
      firstName: saved.firstName,
      lastName: saved.lastName,
      email: saved.email,
      phone: saved.phone ?? '',
      artistName: saved.artistName,
      country: saved.country,
      roles: storedOptions(saved.roles),
      genres: storedOptions(saved.genres),
      experienceLevel: saved.experienceLevel,
      bio: saved.bio,
      instagramUrl: saved.instagramUrl ?? '',
      spotifyUrl: saved.spotifyUrl ?? '',
      youtubeUrl: saved.youtubeUrl ?? '',
      tiktokUrl: saved.tiktokUrl ?? '',
    },
    photo: mediaImage(saved.photo),
    status: saved.status,
  }
}

const mediaImage = (media: number | Media | null | undefined): UploadedImage | null =>
  media && typeof media === 'object'
    ? { id: media.id, url: media.sizes?.card?.url || media.url || '' }
    : null
