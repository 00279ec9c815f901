import { applicationFieldErrors } from './application-errors'
import { onboardingApplicationSchema } from './application-schema'
import { signUpSchema } from './schemas'

// What each step of the onboarding wizard checks, all from the shared schemas. Loaded by the
// wizard once someone starts filling it in (./onboarding-wizard.tsx), not with the page: zod is
// most of the page's JavaScript.

/** Step 1 before the account exists: the sign-up fields. */
const newAccountStep = signUpSchema

/** Step 1 once signed in: the names only (the e-mail is the account's, no password). */
const accountStep = signUpSchema.pick({ firstName: true, lastName: true })

const professionalStep = onboardingApplicationSchema.pick({
  artistName: true,
  country: true,
  roles: true,
  genres: true,
  experienceLevel: true,
  phone: true,
})

/** Step 3 without the photo, which is a File here and checked apart. */
const profileStep = onboardingApplicationSchema.pick({
  bio: true,
  instagramUrl: true,
  spotifyUrl: true,
  youtubeUrl: true,
  tiktokUrl: true,
})

type Errors = Partial<Record<string, string>>

const errorsOf = (result: {
  success: boolean
  error?: Parameters<typeof applicationFieldErrors>[0]
}): Errors => (result.success || !result.error ? {} : applicationFieldErrors(result.error))

/** The errors of each of the three steps for these values, by field (the photo's apart). */
export function stepErrors(values: unknown, signedIn: boolean): Errors[] {
  return [
    errorsOf((signedIn ? accountStep : newAccountStep).safeParse(values)),
    errorsOf(professionalStep.safeParse(values)),
    errorsOf(profileStep.safeParse(values)),
  ]
}
