import type { Access, Where } from 'payload'

import { isStaffUser } from './hasRole'

/**
 * Applications to opportunities: read by the member who applied (`user`) and the member who
 * published the opportunity (`poster`), and by editors and founders, who moderate.
 */
export const applicantOrPoster: Access = ({ req: { user } }) => {
  if (!user) return false
  if (isStaffUser(user)) return true
  const own: Where[] = [{ user: { equals: user.id } }, { poster: { equals: user.id } }]
  return { or: own }
}
