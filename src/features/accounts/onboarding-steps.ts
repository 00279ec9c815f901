import { signUpSchema } from './schemas'
import { onboardingApplicationSchema } from './application-schema'

// What each step of the wizard checks, all from the shared schemas.

/** Step 1 before the account exists: the sign-up fields. */
export const newAccountStep = signUpSchema

/** Step 1 once signed in: the names only (the e-mail is the account's, no password). */
export const accountStep = signUpSchema.pick({ firstName: true, lastName: true })

export const professionalStep = onboardingApplicationSchema.pick({
  artistName: true,
  country: true,
  roles: true,
  genres: true,
  experienceLevel: true,
  phone: true,
})

/** Step 3 without the photo, which is a File here and checked apart. */
export const profileStep = onboardingApplicationSchema.pick({
  bio: true,
  instagramUrl: true,
  spotifyUrl: true,
  youtubeUrl: true,
  tiktokUrl: true,
})

/** The fields of each step, in page order (to focus the first error and find its step). */
export const STEP_FIELDS = [
  ['firstName', 'lastName', 'email', 'password'],
  ['artistName', 'country', 'experienceLevel', 'phone', 'roles', 'genres'],
  ['photo', 'bio', 'instagramUrl', 'spotifyUrl', 'youtubeUrl', 'tiktokUrl'],
] as const
