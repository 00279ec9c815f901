import type { Access } from 'payload'

import { isStaffUser } from './hasRole'

/** Blog and News+: visitors read published posts only; editors and founders also read drafts. */
export const publishedOrStaff: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  return { _status: { equals: 'published' } }
}
