/** The fields of each step of the onboarding wizard, in page order (to focus the first error and find its step). */
export const STEP_FIELDS = [
  ['firstName', 'lastName', 'email', 'password'],
  ['artistName', 'country', 'experienceLevel', 'phone', 'roles', 'genres'],
  ['photo', 'bio', 'instagramUrl', 'spotifyUrl', 'youtubeUrl', 'tiktokUrl'],
] as const
