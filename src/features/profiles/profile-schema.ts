import { z } from '@/lib/zod'

import * as t from '@/i18n/es'
import { BIO_MAX } from '@/lib/limits'
import { ALL_GENRES, ROLES, PROFILE_COUNTRIES, asOptions, optionValue } from '@/lib/options'
import { optionalUrl } from '@/lib/validation'

/** The option lists of the profile form, stored with their GraphQL-safe values. */
export const PROFILE_ROLE_OPTIONS = asOptions(ROLES)
export const PROFILE_GENRE_OPTIONS = asOptions(ALL_GENRES)
export const COUNTRY_OPTIONS = asOptions(PROFILE_COUNTRIES)

type Values = [string, ...string[]]
/** One of the stored values of an option list. */
export const oneOf = (
  labels: readonly string[],
  message: string = t.members.common.invalidOption,
) => z.enum(labels.map(optionValue) as Values, { error: message })

/** The edit-profile form, checked in the dialog before it is saved (profile-api.ts). */
export const profileSchema = z.object({
  bio: z
    .string()
    .trim()
    .max(BIO_MAX, t.validation.bioMax)
    .transform((value) => value || null),
  roles: z.array(oneOf(ROLES)),
  genres: z.array(oneOf(ALL_GENRES)),
  country: z.union([z.literal(''), oneOf(PROFILE_COUNTRIES)]).transform((value) => value || null),
  instagramUrl: optionalUrl,
  spotifyUrl: optionalUrl,
  youtubeUrl: optionalUrl,
  tiktokUrl: optionalUrl,
})
export type ProfileInput = z.input<typeof profileSchema>
export type ProfileValues = z.output<typeof profileSchema>
export type ProfileField = keyof ProfileInput

export const PROFILE_LINK_FIELDS = [
  'instagramUrl',
  'spotifyUrl',
  'youtubeUrl',
  'tiktokUrl',
] as const satisfies readonly ProfileField[]

const text = (formData: FormData, name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' ? value : ''
}
const list = (formData: FormData, name: string) =>
  formData.getAll(name).filter((value): value is string => typeof value === 'string')

/** The fields of a submitted edit-profile form (anything else is ignored). */
export const readProfileForm = (formData: FormData): ProfileInput => ({
  bio: text(formData, 'bio'),
  roles: list(formData, 'roles'),
  genres: list(formData, 'genres'),
  country: text(formData, 'country'),
  instagramUrl: text(formData, 'instagramUrl'),
  spotifyUrl: text(formData, 'spotifyUrl'),
  youtubeUrl: text(formData, 'youtubeUrl'),
  tiktokUrl: text(formData, 'tiktokUrl'),
})

export type ProfileFieldErrors = Partial<Record<ProfileField, string>>

/** What saving the edit-profile form answers. */
export type ProfileResult =
  { ok: true; savedAt: number } | { ok: false; fieldErrors: ProfileFieldErrors; message: string }
