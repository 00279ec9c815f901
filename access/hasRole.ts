import type { UserRole } from '../src/lib/options'

type MaybeUser = { role?: string | null } | null | undefined

/** The one role check of the project: every rule asks it instead of comparing strings. */
export const hasRole = (user: MaybeUser, ...roles: UserRole[]): boolean =>
  Boolean(user?.role && (roles as string[]).includes(user.role))

/** Editors and founders run the editorial back office. */
export const STAFF_ROLES: UserRole[] = ['editor', 'founder']

export const isStaffUser = (user: MaybeUser): boolean => hasRole(user, ...STAFF_ROLES)
