import type { Profile } from '../../../payload-types'

/** The fields of a profile that make up a member's public face: never the private user row. */
export const PUBLIC_PROFILE_SELECT = {
  user: true,
  displayName: true,
  firstName: true,
  lastName: true,
  avatar: true,
} as const

type NameFields = Pick<Partial<Profile>, 'displayName' | 'firstName' | 'lastName'>

/** The name a member shows: the display name, else first and last name; '' when neither is set. */
export const publicNameOf = (profile: NameFields | null | undefined): string =>
  profile?.displayName?.trim() ||
  [profile?.firstName, profile?.lastName].filter(Boolean).join(' ').trim()
