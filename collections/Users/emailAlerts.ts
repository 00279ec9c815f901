import type { Field } from 'payload'

import { nobodyField } from '../../access/nobody'
import { selfOrFounderField } from '../../access/selfOrFounder'
import { selfOnlyField } from '../../access/selfOnly'
import {
  DEFAULT_PREFERENCES,
  DIGEST_FREQUENCIES,
  digestRule,
  onOffRule,
} from '../../src/features/email-alerts/preferences-schema'
import { t } from '../../src/i18n'
import { zodValidate } from '../fields/validated'

const copy = t.emailAlerts

/**
 * The member's e-mail alerts (src/features/email-alerts): set by the member alone, through
 * PATCH /api/users/:id; a new account starts with the defaults (the columns' defaults too). Not
 * `required`: that would make every create of an account name them; the validators refuse an
 * empty value all the same, and the columns are NOT NULL.
 */
export const emailAlertsField: Field = {
  name: 'emailAlerts',
  label: copy.admin.group,
  type: 'group',
  access: { read: selfOrFounderField, create: nobodyField, update: selfOnlyField },
  admin: { position: 'sidebar' },
  fields: [
    {
      name: 'opportunityDigest',
      label: copy.admin.digest,
      type: 'select',
      defaultValue: DEFAULT_PREFERENCES.opportunityDigest,
      options: DIGEST_FREQUENCIES.map((value) => ({ value, label: copy.digest[value] })),
      validate: zodValidate(digestRule, copy.invalid.digest),
    },
    {
      name: 'opportunityActivity',
      label: copy.admin.activity,
      type: 'checkbox',
      defaultValue: DEFAULT_PREFERENCES.opportunityActivity,
      validate: zodValidate(onOffRule, copy.invalid.onOff),
    },
    {
      name: 'unreadMessages',
      label: copy.admin.messages,
      type: 'checkbox',
      defaultValue: DEFAULT_PREFERENCES.unreadMessages,
      validate: zodValidate(onOffRule, copy.invalid.onOff),
    },
  ],
}
