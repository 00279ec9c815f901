'use server'

import { revalidatePath, revalidateTag } from 'next/cache'
import { APIError, ValidationError } from 'payload'

import type { Artist, User } from '../../../payload-types'
import { getSessionUser } from '@/features/auth/get-session-user'
import { isOwnMedia } from '@/features/media/own-media'
import { profileTag } from '@/features/profile/profile-types'
import { t } from '@/i18n'
import { getPayloadClient } from '@/lib/payload'
import { fieldErrors } from '@/lib/validation'
import { clearPageCache } from '@/lib/page-cache'
import { findOwnListingId } from './listing-data'
import {
  LISTING_KINDS,
  listingSchema,
  readListingForm,
  type DeleteListingResult,
  type ListingKind,
  type ListingResult,
} from './listing-schema'

const copy = t.members

/** "/add-artist": creates the member's artist listing (never a second one). */
export async function createArtist(
  _previous: ListingResult | null,
  formData: FormData,
): Promise<ListingResult> {
  return save('artists', formData, {
    upsert: false,
    signedOut: copy.listings.signInToCreate,
    failure: copy.addArtist.error,
  })
}

/** The artist and producer settings: updates the member's listing, or creates it. */
export async function saveListing(
  kind: ListingKind,
  _previous: ListingResult | null,
  formData: FormData,
): Promise<ListingResult> {
  return save(kind, formData, {
    upsert: true,
    signedOut: copy.listings.signInToSave,
    failure: copy.settings.saveError,
  })
}

/** Deletes the member's listing of this kind. */
export async function deleteListing(kind: ListingKind): Promise<DeleteListingResult> {
  const user = await getSessionUser()
  if (!user || !LISTING_KINDS.includes(kind)) {
    return { ok: false, message: copy.settings.deleteError }
  }
  const payload = await getPayloadClient()
  try {
    const id = await findOwnListingId(user, kind)
    if (id === null) return { ok: false, message: copy.settings.deleteError }
    await payload.delete({ collection: kind, id, overrideAccess: false, user })
  } catch (error) {
    payload.logger.error({ err: error, kind, userId: user.id }, 'No se pudo eliminar el perfil')
    return { ok: false, message: copy.settings.deleteError }
  }
  expire(user, kind)
  return { ok: true }
}

type SaveOptions = { upsert: boolean; signedOut: string; failure: string }

async function save(kind: ListingKind, formData: FormData, options: SaveOptions) {
  const user = await getSessionUser()
  if (!user) return failed(options.signedOut)
  if (!LISTING_KINDS.includes(kind)) return failed(options.failure)

  const parsed = listingSchema.safeParse(readListingForm(formData))
  if (!parsed.success) {
    return {
      ok: false,
      fieldErrors: fieldErrors(parsed.error),
      message: copy.common.invalid,
    } as const
  }
  const { image, ...fields } = parsed.data
  const payload = await getPayloadClient()
  if (image !== undefined && !(await isOwnMedia(payload, user, image))) {
    return failed(copy.listings.imageNotYours)
  }
  const data = {
    ...fields,
    ...(image !== undefined ? { image } : {}),
  } as Partial<Artist>

  const asMember = { overrideAccess: false, user, depth: 0, select: { name: true } } as const
  try {
    const existing = await findOwnListingId(user, kind)
    if (existing !== null && !options.upsert) return failed(copy.listings.duplicate[kind])
    const doc =
      existing !== null
        ? await payload.update({ collection: kind, id: existing, data, ...asMember })
        : await payload.create({ collection: kind, data: data as Artist, ...asMember })
    expire(user, kind)
    return { ok: true, id: doc.id, created: existing === null } as const
  } catch (error) {
    // One listing per member and kind is a unique index: a race of two submits lands here.
    if (error instanceof ValidationError && error.data.errors.some((e) => e.path === 'user')) {
      return failed(copy.listings.duplicate[kind])
    }
    if (error instanceof APIError && error.status === 429) return failed(t.rateLimit.tooMany)
    payload.logger.error({ err: error, kind, userId: user.id }, 'No se pudo guardar el perfil')
    return failed(options.failure)
  }
}

const failed = (message: string): ListingResult => ({ ok: false, fieldErrors: {}, message })

function expire(user: User, kind: ListingKind) {
  // The public profile counts featured listings; the settings page shows the listing.
  clearPageCache()
  revalidateTag(profileTag(user.id), 'max')
  revalidatePath(kind === 'artists' ? '/artist-settings' : '/producer-settings')
}
