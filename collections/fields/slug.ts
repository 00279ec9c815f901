import type { CollectionSlug, TextField } from 'payload'

import { t } from '../../src/i18n'
import { SLUG_PATTERN, slugify } from '../../src/lib/slug'

const copy = t.editorsDesk.slug

/**
 * A unique, editable URL slug, made from `from` (the title) when left empty. A taken slug gets its
 * own Spanish message before the database's unique index would refuse it.
 */
export const slugField = (collection: CollectionSlug, from = 'title'): TextField => ({
  name: 'slug',
  label: copy.label,
  type: 'text',
  required: true,
  unique: true,
  index: true,
  maxLength: 200,
  admin: { position: 'sidebar', description: copy.description },
  hooks: {
    beforeValidate: [
      ({ value, data }) => {
        if (typeof value === 'string' && value.trim()) return value.trim()
        const source = data?.[from]
        return typeof source === 'string' && slugify(source) ? slugify(source) : value
      },
    ],
  },
  validate: async (value: unknown, { req, id }) => {
    if (typeof value !== 'string' || !SLUG_PATTERN.test(value)) return copy.invalid
    const { totalDocs } = await req.payload.count({
      collection,
      where: {
        and: [{ slug: { equals: value } }, ...(id != null ? [{ id: { not_equals: id } }] : [])],
      },
      overrideAccess: true,
      req,
    })
    return totalDocs > 0 ? copy.taken : true
  },
})
