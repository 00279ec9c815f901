import type { Field, TextFieldSingleValidation } from 'payload'

import { t } from '../../src/i18n'
import { safeHref } from '../../src/lib/safe-href'

/** A custom redirect target leads where a story's links may (src/lib/safe-href.ts), never `javascript:`. */
const safeRedirectUrl: TextFieldSingleValidation = (value, { siblingData }) => {
  if ((siblingData as { type?: unknown })?.type !== 'custom') return true
  if (!value?.trim()) return t.editorsDesk.redirectUrlRequired
  return safeHref(value) ? true : t.editorsDesk.unsafeLink(value)
}

/** The redirects plugin's fields, with the custom URL of `to` checked like every other link. */
export const withSafeRedirectUrls = ({ defaultFields }: { defaultFields: Field[] }): Field[] =>
  defaultFields.map((field) =>
    field.type === 'group' && 'name' in field && field.name === 'to'
      ? {
          ...field,
          fields: field.fields.map((sub): Field =>
            sub.type === 'text' && sub.name === 'url'
              ? ({ ...sub, validate: safeRedirectUrl } as Field)
              : sub,
          ),
        }
      : field,
  )
