import type { TextField } from 'payload'

import { optionalUrl } from '../src/lib/validation'

/** An optional link: a valid http(s) URL or nothing (empty is stored as null). */
export const urlField = (name: string, label: string): TextField => ({
  name,
  label,
  type: 'text',
  validate: (value: unknown) => {
    const result = optionalUrl.safeParse(value ?? '')
    return result.success ? true : (result.error.issues[0]?.message ?? 'URL inválida')
  },
  hooks: {
    beforeChange: [
      ({ value }) => (typeof value === 'string' && value.trim() ? value.trim() : null),
    ],
  },
})
