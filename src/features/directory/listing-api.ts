import * as t from '@/i18n/es'
import { ApiError, apiRequest } from '@/lib/api-client'
import type { z } from '@/lib/zod'
import type { ListingKind, ListingResult, SavedListingText, listingSchema } from './listing-schema'

// A member's listings are written through Payload REST (docs/ARCHITECTURE.md, channel i):
// collections/listingCollection.ts makes the member the owner, allows one listing per kind,
// checks the values and that the image is the member's own upload, and expires the directory.

type ListingValues = z.output<typeof listingSchema>

const copy = t.members

/**
 * Saves the member's listing of this kind: updates row `id`, or creates one when there is none
 * yet. `failure` is the form's own text for an unexpected error.
 */
export async function saveListing(
  kind: ListingKind,
  id: number | null,
  values: ListingValues,
  failure: string,
): Promise<ListingResult> {
  // No new image keeps the current one.
  const { image, ...fields } = values
  const data = image === undefined ? fields : { ...fields, image }
  try {
    const { doc } = await apiRequest<{ doc: { id: number } & SavedListingText }>(
      id === null ? 'POST' : 'PATCH',
      id === null ? `/api/${kind}?depth=0` : `/api/${kind}/${id}?depth=0`,
      data,
    )
    const { name, bio, spotifyUrl, instagramUrl, youtubeUrl } = doc
    const saved = { name, bio, spotifyUrl, instagramUrl, youtubeUrl }
    return { ok: true, id: doc.id, created: id === null, saved }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const { fieldErrors } = error
    // One listing per member and kind (a unique owner): a second one, or a race of two submits.
    if (fieldErrors.user) return refused(copy.listings.duplicate[kind])
    if (fieldErrors.image) return refused(copy.listings.imageNotYours)
    if (Object.keys(fieldErrors).length > 0) {
      return { ok: false, fieldErrors, message: copy.common.invalid }
    }
    return refused(error.message || failure)
  }
}

const refused = (message: string): ListingResult => ({ ok: false, fieldErrors: {}, message })

/** Deletes the member's listing `id` of this kind; throws an ApiError when refused or failed. */
export const deleteListing = (kind: ListingKind, id: number) =>
  apiRequest('DELETE', `/api/${kind}/${id}`)
