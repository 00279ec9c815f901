import type { NumberField } from 'payload'

/** A count shown on screen, kept true by hooks from the rows it counts; nobody writes it by hand. */
export const counterField = (name: string, label: string): NumberField => ({
  name,
  label,
  type: 'number',
  defaultValue: 0,
  min: 0,
  access: { create: () => false, update: () => false },
  admin: { readOnly: true, position: 'sidebar' },
})
