import type { Access } from 'payload'

import { isStaffUser } from './hasRole'

/**
 * Content moderators can hide (posts, comments): its author edits it only while it is visible, so
 * hidden content stays as it was reported until staff restore it; editors and founders reach all.
 */
export const ownVisibleRowsOrStaff =
  (field: string): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (isStaffUser(user)) return true
    return { and: [{ [field]: { equals: user.id } }, { hidden: { not_equals: true } }] }
  }
