import type { TextField } from 'payload'

import { withScheme } from '../../src/lib/urls'
import { optionalUrl } from '../../src/lib/validation'
import { zodValidate } from './validated'

/** An optional link: a valid http(s) URL or nothing (empty is stored as null). */
export const urlField = (name: string, label: string): TextField => ({
  name,
  label,
  type: 'text',
  validate: zodValidate(optionalUrl, 'URL inválida'),
  hooks: {
    beforeChange: [
      // Only text is trimmed (and given https:// as the validator did); any other type reaches
      // the validator as it came, to be refused.
      ({ value }) => (typeof value === 'string' ? withScheme(value) || null : value),
    ],
  },
})
