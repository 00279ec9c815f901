import type { Access, FieldAccess } from 'payload'

import { hasRole } from './hasRole'

/** A user's own account row, or any for founders. */
export const selfOrFounder: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'founder')) return true
  return { id: { equals: user.id } }
}

/** Private account fields such as the e-mail: the user and founders only. */
export const selfOrFounderField: FieldAccess = ({ req: { user }, id, doc }) => {
  if (!user) return false
  if (hasRole(user, 'founder')) return true
  return String(doc?.id ?? id) === String(user.id)
}
