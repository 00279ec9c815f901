import type { Access } from 'payload'

import { isStaffUser } from './hasRole'

/** Members reach their own rows (by the owner field), editors and founders reach all. */
export const ownRowsOrStaff =
  (field: string): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (isStaffUser(user)) return true
    return { [field]: { equals: user.id } }
  }
