import type { Access } from 'payload'

import { isStaffUser } from './hasRole'

/** Account rows: members their own; editors and founders read all (to pick authors). */
export const selfOrStaff: Access = ({ req: { user } }) => {
  if (!user) return false
  if (isStaffUser(user)) return true
  return { id: { equals: user.id } }
}
