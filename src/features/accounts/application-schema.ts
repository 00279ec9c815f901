import { z } from '@/lib/zod'

import * as t from '@/i18n/es'
import { BIO_MAX } from '@/lib/limits'
import { EXPERIENCE_LEVELS, optionValue } from '@/lib/options'
import { email, isPhone, optionalPhone, optionalUrl, requiredText } from '@/lib/validation'
import { COUNTRY_OPTIONS, GENRE_OPTIONS, ROLE_OPTIONS } from './application-options'

// One schema for the join application, used by /join and by the onboarding wizard, in the browser
// and by their endpoints (application-endpoints.ts). Option fields hold the stored values
// (asOptions), not the labels.

const copy = t.auth.application

export const EXPERIENCE_VALUES = EXPERIENCE_LEVELS.map((level) => level.value)

const oneOf = (values: readonly string[], message: string) => {
  const allowed = new Set(values)
  return z
    .string()
    .min(1, message)
    .refine((value) => allowed.has(value), copy.invalidOption)
}

const someOf = (values: readonly string[], message: string) => {
  const allowed = new Set(values)
  return z
    .array(z.string().refine((value) => allowed.has(value), copy.invalidOption))
    .min(1, message)
    .transform((chosen) => [...new Set(chosen)])
}

export const applicationFieldsSchema = z.object({
  firstName: requiredText(t.validation.firstNameRequired).max(80, t.validation.tooLong),
  lastName: requiredText(t.validation.lastNameRequired).max(80, t.validation.tooLong),
  email: requiredText(t.validation.emailRequired).pipe(email),
  // Optional on /join: empty, or a phone.
  phone: optionalPhone,
  artistName: requiredText(copy.required.artistName).max(120, t.validation.tooLong),
  country: oneOf(
    COUNTRY_OPTIONS.map((option) => option.value),
    t.validation.countryRequired,
  ),
  roles: someOf(
    ROLE_OPTIONS.map((option) => option.value),
    copy.required.roles,
  ),
  genres: someOf(
    GENRE_OPTIONS.map((option) => option.value),
    copy.required.genres,
  ),
  experienceLevel: oneOf(EXPERIENCE_VALUES, copy.required.experience),
  bio: requiredText(copy.required.bio).max(BIO_MAX, t.validation.bioMax),
  instagramUrl: optionalUrl,
  spotifyUrl: optionalUrl,
  youtubeUrl: optionalUrl,
  tiktokUrl: optionalUrl,
})

/** The photo is uploaded first (uploadImage), so the server receives its media id. */
const photoId = z.number({ error: copy.required.photo }).int().positive(copy.required.photo)

/** What /join submits. */
export const applicationSchema = applicationFieldsSchema.extend({ photo: photoId })

/** What the onboarding wizard submits: the same application, with the phone required. */
export const onboardingApplicationSchema = applicationSchema.extend({
  phone: requiredText(copy.required.phone)
    .max(40, t.validation.tooLong)
    .refine(isPhone, t.validation.invalidPhone),
})

export type ApplicationValues = z.input<typeof applicationFieldsSchema>
export type ApplicationField = keyof ApplicationValues | 'photo'
export type ApplicationInput = z.input<typeof applicationSchema>
export type ApplicationData = z.output<typeof applicationSchema>
export type ApplicationFieldErrors = Partial<Record<ApplicationField, string>>

/** The order in which fields appear, to focus the first one with an error. */
export const APPLICATION_FIELD_ORDER: readonly ApplicationField[] = [
  'firstName',
  'lastName',
  'email',
  'artistName',
  'country',
  'experienceLevel',
  'phone',
  'roles',
  'genres',
  'photo',
  'bio',
  'instagramUrl',
  'spotifyUrl',
  'youtubeUrl',
  'tiktokUrl',
]

/** Stored values of a saved row (strings or nulls) as form values. */
export const storedOptions = (values: readonly (string | null | undefined)[] | null | undefined) =>
  (values ?? []).filter((value): value is string => Boolean(value)).map(optionValue)
