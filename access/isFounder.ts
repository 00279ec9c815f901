import type { Access, FieldAccess } from 'payload'

import { hasRole } from './hasRole'

export const isFounder: Access = ({ req: { user } }) => hasRole(user, 'founder')

export const isFounderField: FieldAccess = ({ req: { user } }) => hasRole(user, 'founder')
