import type { Access } from 'payload'

import { hasRole } from './hasRole'

/** Members reach their own rows (by the owner field), founders reach all. */
export const ownRowsOrFounder =
  (field: string): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (hasRole(user, 'founder')) return true
    return { [field]: { equals: user.id } }
  }
