import type { RelationshipField } from 'payload'

import { nobodyField } from '../../access/nobody'

/**
 * The user a row belongs to: always whoever creates it, staff included (staff moderate by hiding,
 * never by writing as someone else), and never moved afterwards. Field access drops any value a
 * request sends and the default fills in the signed-in user. Server code (seeds, hooks with
 * overrideAccess: true) skips field access and names the owner itself.
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
    access: { create: nobodyField, update: nobodyField },
    defaultValue: ({ user }) => user?.id,
    admin: { position: 'sidebar' },
    ...overrides,
  }) as RelationshipField
