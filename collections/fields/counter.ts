import type { NumberField } from 'payload'

/** A count shown on screen, kept true by database triggers from the rows it counts (migration
 * 20261123_100000_counter_triggers); nobody writes it by hand. Out of the edit form (a hidden
 * input: it only took room there), still a list column. */
export const counterField = (name: string, label: string): NumberField => ({
  name,
  label,
  type: 'number',
  defaultValue: 0,
  min: 0,
  access: { create: () => false, update: () => false },
  admin: {
    readOnly: true,
    disableBulkEdit: true,
    components: { Field: '@payloadcms/ui#HiddenField' },
  },
})
