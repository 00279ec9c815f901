import type { Access, Where } from 'payload'

import { isStaffUser } from './hasRole'

/**
 * Member pages that moderators can hide (profiles): everyone reads what is not hidden, the owner
 * still reads their own, staff read all.
 */
export const visibleOrOwnOrStaff =
  (field: string): Access =>
  ({ req: { user } }) => {
    if (isStaffUser(user)) return true
    const visible: Where = { hidden: { not_equals: true } }
    return user ? { or: [visible, { [field]: { equals: user.id } }] } : visible
  }
