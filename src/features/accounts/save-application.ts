import { APIError, ValidationError, type Payload } from 'payload'

import type { Application, Profile, User } from '../../../payload-types'
import { isOwnMedia } from '@/features/media/own-media'
import { updateOwnProfile } from './update-own-profile'
import { t } from '@/i18n'
import { failure, type ApplicationResult } from './application-result'
import type { ApplicationData, ApplicationFieldErrors } from './application-schema'

type Options = {
  /** Also fill the member's public profile from the application (onboarding). */
  fillProfile?: boolean
}

/**
 * Creates or replaces the member's one application (status back to pending through the
 * collection's hook) with the member's own rights. An approved application is never replaced.
 */
export async function saveApplication(
  payload: Payload,
  user: User,
  data: ApplicationData,
  { fillProfile = false }: Options = {},
): Promise<ApplicationResult> {
  if (!(await isOwnMedia(payload, user, data.photo))) {
    return failure('invalid', t.auth.errors.photoNotOwned, { photo: t.auth.errors.photoNotOwned })
  }

  // Validated against the collection's own option lists by the shared schema.
  const fields: ApplicationFields = {
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    phone: data.phone || null,
    country: data.country as Application['country'],
    artistName: data.artistName,
    genres: data.genres as Application['genres'],
    roles: data.roles as Application['roles'],
    experienceLevel: data.experienceLevel as Application['experienceLevel'],
    bio: data.bio,
    photo: data.photo,
    instagramUrl: data.instagramUrl,
    spotifyUrl: data.spotifyUrl,
    youtubeUrl: data.youtubeUrl,
    tiktokUrl: data.tiktokUrl,
  }

  try {
    const existing = await findOwnApplication(payload, user)
    if (existing?.status === 'approved') return failure('approved', t.join.approved)
    if (existing) await updateApplication(payload, user, existing.id, fields)
    else await createApplication(payload, user, fields)

    if (fillProfile) {
      await updateOwnProfile(payload, user, {
        displayName: data.artistName,
        firstName: data.firstName,
        lastName: data.lastName,
        bio: data.bio,
        roles: fields.roles,
        genres: fields.genres,
        country: fields.country as Profile['country'],
        instagramUrl: data.instagramUrl,
        spotifyUrl: data.spotifyUrl,
        youtubeUrl: data.youtubeUrl,
        tiktokUrl: data.tiktokUrl,
        avatar: data.photo,
      })
    }
    return { ok: true }
  } catch (error) {
    if (error instanceof ValidationError) {
      const found: ApplicationFieldErrors = {}
      for (const { path, message } of error.data.errors) {
        const field = path.split('.')[0] as keyof ApplicationFieldErrors
        found[field] ??= message
      }
      return failure('invalid', t.auth.errors.invalid, found)
    }
    // Too many writes: the endpoint answers the limit's own 429 (src/lib/endpoint.ts).
    if (error instanceof APIError && error.status === 429) throw error
    payload.logger.error({ err: error, userId: user.id }, 'No se pudo guardar la aplicación')
    return failure('error', t.join.error)
  }
}

type ApplicationFields = Omit<
  Application,
  'id' | 'user' | 'status' | 'reviewedAt' | 'createdAt' | 'updatedAt'
>

/** The member's application (at most one), or null. */
export async function findOwnApplication(payload: Payload, user: User) {
  const { docs } = await payload.find({
    collection: 'applications',
    where: { user: { equals: user.id } },
    limit: 1,
    depth: 0,
    pagination: false,
    select: { status: true },
    overrideAccess: false,
    user,
  })
  return docs[0] ?? null
}

async function updateApplication(
  payload: Payload,
  user: User,
  id: number,
  data: ApplicationFields,
) {
  await payload.update({
    collection: 'applications',
    id,
    data,
    depth: 0,
    select: {},
    overrideAccess: false,
    user,
  })
}

async function createApplication(payload: Payload, user: User, data: ApplicationFields) {
  try {
    await payload.create({
      collection: 'applications',
      // The status field is founders-only: Payload drops it here and its default (pending) applies.
      data: { ...data, user: user.id, status: 'pending' },
      depth: 0,
      overrideAccess: false,
      user,
    })
  } catch (error) {
    // Two submissions at once: the unique index let one through; this one replaces it.
    const existing = await findOwnApplication(payload, user)
    if (!existing || existing.status === 'approved') throw error
    await updateApplication(payload, user, existing.id, data)
  }
}
