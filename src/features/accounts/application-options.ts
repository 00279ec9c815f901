import { GENRES, PROFILE_COUNTRIES, ROLES, asOptions } from '@/lib/options'

// What the application's fields offer, without its schema (./application-schema.ts, which checks
// against these): the onboarding wizard renders them before any zod is loaded.

export const COUNTRY_OPTIONS = asOptions(PROFILE_COUNTRIES)
export const ROLE_OPTIONS = asOptions(ROLES)
export const GENRE_OPTIONS = asOptions(GENRES)

export const SOCIAL_FIELDS = ['instagramUrl', 'spotifyUrl', 'youtubeUrl', 'tiktokUrl'] as const
