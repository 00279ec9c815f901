import type { DateField } from 'payload'

import { ADMIN_DATE_FORMAT, DATE_PICKER_LABELS } from '../../src/i18n/admin-translations'

/**
 * A date field's admin in Spanish: shown and typed as "23 de noviembre de 2026, 20:12" (24-hour
 * clock) and a date picker labelled in Spanish. Spread into a date field's `admin.date`.
 */
export const SPANISH_DATE = {
  pickerAppearance: 'dayAndTime',
  displayFormat: ADMIN_DATE_FORMAT,
  timeFormat: 'HH:mm',
  timeIntervals: 15,
  overrides: DATE_PICKER_LABELS,
} satisfies NonNullable<DateField['admin']>['date']
