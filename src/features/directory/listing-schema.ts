import { z } from '@/lib/zod'

import { oneOf } from '@/features/profiles/profile-schema'
import * as t from '@/i18n/es'
import { BIO_MAX } from '@/lib/limits'
import { ALL_GENRES, ROLES, PROFILE_COUNTRIES } from '@/lib/options'
import { optionalUrl, requiredText } from '@/lib/validation'

/** Artists and producers are the two kinds of directory listing a member may own (one each). */
export const LISTING_KINDS = ['artists', 'producers'] as const
export type ListingKind = (typeof LISTING_KINDS)[number]

/**
 * One listing form for creating an artist and for the artist and producer settings: the browser
 * checks it before sending (listing-api.ts) and the collection validates what it saves.
 */
export const listingSchema = z.object({
  name: requiredText(t.validation.nameRequired).max(120, t.validation.tooLong),
  role: z
    .string()
    .trim()
    .min(1, t.validation.roleRequired)
    .pipe(oneOf(ROLES, t.validation.roleRequired)),
  country: z
    .string()
    .trim()
    .min(1, t.validation.countryRequired)
    .pipe(oneOf(PROFILE_COUNTRIES, t.validation.countryRequired)),
  genres: z.array(oneOf(ALL_GENRES)),
  bio: z
    .string()
    .trim()
    .max(BIO_MAX, t.validation.bioMax)
    .transform((value) => value || null),
  spotifyUrl: optionalUrl,
  instagramUrl: optionalUrl,
  youtubeUrl: optionalUrl,
  /** The id of an image the member just uploaded; empty keeps the current one. */
  image: z
    .string()
    .trim()
    .regex(/^\d*$/)
    .transform((value) => (value ? Number(value) : undefined)),
})
export type ListingInput = z.input<typeof listingSchema>
export type ListingField = keyof ListingInput
export type ListingFieldErrors = Partial<Record<ListingField, string>>

/** The order of the fields on screen, to focus the first one with an error. */
export const LISTING_FIELD_ORDER = [
  'name',
  'role',
  'country',
  'genres',
  'bio',
  'spotifyUrl',
  'instagramUrl',
  'youtubeUrl',
] as const satisfies readonly ListingField[]

export const LISTING_LINK_FIELDS = ['spotifyUrl', 'instagramUrl', 'youtubeUrl'] as const

const text = (formData: FormData, name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' ? value : ''
}

/** The fields of a submitted listing form (anything else is ignored). */
export const readListingForm = (formData: FormData): ListingInput => ({
  name: text(formData, 'name'),
  role: text(formData, 'role'),
  country: text(formData, 'country'),
  genres: formData.getAll('genres').filter((value): value is string => typeof value === 'string'),
  bio: text(formData, 'bio'),
  spotifyUrl: text(formData, 'spotifyUrl'),
  instagramUrl: text(formData, 'instagramUrl'),
  youtubeUrl: text(formData, 'youtubeUrl'),
  image: text(formData, 'image'),
})

/** The texts of a listing as the server stored them (trimmed), for the form to show. */
export type SavedListingText = Pick<
  z.output<typeof listingSchema>,
  'name' | 'bio' | (typeof LISTING_LINK_FIELDS)[number]
>

/** What saving a listing answers (listing-api.ts). */
export type ListingResult =
  | { ok: true; id: number; created: boolean; saved: SavedListingText }
  | { ok: false; fieldErrors: ListingFieldErrors; message: string }
