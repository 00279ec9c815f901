import type { Access, FieldAccess } from 'payload'

import { hasRole } from './hasRole'

/** A user's own account row, or any for founders. */
export const selfOrFounder: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'founder')) return true
  return { id: { equals: user.id } }
}

/** The id a relationship holds, whether stored (an id) or populated (the row). */
const idOf = (value: unknown): unknown =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/**
 * A member's private fields, such as the e-mail, wherever they are stored: the member and founders
 * only. `owner` is the field naming the member (`id` on the account row itself); without the row
 * (a query's where or sort) only founders pass, so nobody else can search by the field either.
 */
export const memberOrFounderField =
  (owner = 'id'): FieldAccess =>
  ({ req: { user }, id, doc }) => {
    if (!user) return false
    if (hasRole(user, 'founder')) return true
    const member = owner === 'id' ? (doc?.id ?? id) : idOf(doc?.[owner])
    return member != null && String(member) === String(user.id)
  }

/** Private account fields such as the e-mail: the user and founders only. */
export const selfOrFounderField: FieldAccess = memberOrFounderField()
