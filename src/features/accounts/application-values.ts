import type { ApplicationValues } from './application-schema'

// The empty application without its schema: the onboarding wizard starts from it before any zod
// is loaded (its step checks come later, ./onboarding-steps.ts).

export const emptyApplication = (): ApplicationValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  artistName: '',
  country: '',
  roles: [],
  genres: [],
  experienceLevel: '',
  bio: '',
  instagramUrl: '',
  spotifyUrl: '',
  youtubeUrl: '',
  tiktokUrl: '',
})
