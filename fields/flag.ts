import type { CheckboxField, FieldAccess } from 'payload'

import { isStaffField } from '../access/isStaff'

/**
 * A yes/no flag that only some people set: featured/verified (editors and founders), moderation
 * (`hidden`), a profile's verification (founders). Members sending it change nothing.
 */
export const flagField = (
  name: string,
  label: string,
  setBy: FieldAccess = isStaffField,
  options: { index?: boolean } = {},
): CheckboxField => ({
  name,
  label,
  type: 'checkbox',
  defaultValue: false,
  index: options.index,
  access: { create: setBy, update: setBy },
  admin: { position: 'sidebar' },
})

/** Content that moderators hide from everyone but staff. */
export const hiddenField = () =>
  flagField('hidden', 'Oculto por moderación', isStaffField, { index: true })
