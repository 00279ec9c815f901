import type { Access } from 'payload'

import { isStaffUser } from './hasRole'

/** Member content that moderators can hide: everyone reads what is not hidden, staff read all. */
export const visibleOrStaff: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  return { hidden: { not_equals: true } }
}
