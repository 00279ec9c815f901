import type { FieldAccess, RelationshipField } from 'payload'

import { hasRole, isStaffUser } from '../access/hasRole'

const founderOnly: FieldAccess = ({ req: { user } }) => hasRole(user, 'founder')

/**
 * The user a row belongs to. Members cannot choose it: on create it is always the signed-in
 * member (editors and founders may pick any user, or none) and only founders can move a row.
 */
export const ownerField = (
  name = 'user',
  label = 'Usuario',
  overrides: Partial<RelationshipField> = {},
): RelationshipField =>
  ({
    name,
    label,
    type: 'relationship',
    relationTo: 'users',
    required: true,
    index: true,
    access: { update: founderOnly },
    defaultValue: ({ user }) => user?.id,
    hooks: {
      // beforeValidate runs before every collection hook, so those hooks see the real owner.
      beforeValidate: [
        ({ operation, req: { user }, value }) => {
          if (operation !== 'create' || !user) return value
          return isStaffUser(user) ? value : user.id
        },
      ],
    },
    admin: { position: 'sidebar' },
    ...overrides,
  }) as RelationshipField
