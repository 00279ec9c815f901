import type { Access, FieldAccess } from 'payload'

import { isStaffUser } from './hasRole'

/** Editors and founders: blog, News+, featured flags, site settings, moderation. */
export const isStaff: Access = ({ req: { user } }) => isStaffUser(user)

export const isStaffField: FieldAccess = ({ req: { user } }) => isStaffUser(user)
