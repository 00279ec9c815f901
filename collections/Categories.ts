import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isStaff } from '../access/isStaff'
import { BLOG_TAG } from '../src/features/blog/blog-tags'
import { expiryHooks } from '../src/lib/cache-expiry'

/**
 * The blog's categories, one list editors keep (collections/BlogPosts.ts picks from it), so the
 * same category is never written two ways. A renamed category shows on every article at once.
 */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Categoría', plural: 'Categorías' },
  admin: { useAsTitle: 'name', group: 'Contenido', defaultColumns: ['name', 'updatedAt'] },
  defaultSort: 'name',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'name', label: 'Nombre', type: 'text', required: true, unique: true, maxLength: 80 },
  ],
  // Cards, articles and the RSS show the name (cached by tag `blog`).
  hooks: expiryHooks(() => [BLOG_TAG]),
  timestamps: true,
}
