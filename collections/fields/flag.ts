import type { CheckboxField, FieldAccess } from 'payload'

import { isStaffField } from '../../access/isStaff'

/**
 * A yes/no flag that only some people set: featured (editors and founders), moderation (`hidden`),
 * verification (founders), a contact message handled (editors and founders, never on create).
 * Anyone else sending it changes nothing.
 */
export const flagField = (
  name: string,
  label: string,
  setBy: FieldAccess = isStaffField,
  options: { index?: boolean; create?: FieldAccess } = {},
): CheckboxField => ({
  name,
  label,
  type: 'checkbox',
  defaultValue: false,
  index: options.index,
  access: { create: options.create ?? setBy, update: setBy },
  admin: { position: 'sidebar' },
})

/** Content that moderators hide from everyone but staff. */
export const hiddenField = () =>
  flagField('hidden', 'Oculto por moderación', isStaffField, { index: true })
