import type { CollectionConfig } from 'payload'

import { expireParentPost, expireParentPostOnDelete } from '../src/features/blog/blog-tags'
import { commentCollection } from './commentCollection'

const base = commentCollection(
  'blog-comments',
  { singular: 'Comentario de artículo', plural: 'Comentarios de artículos' },
  'Contenido',
  { relationTo: 'blog-posts', label: 'Artículo' },
)

/** Comments on articles; the article's cached page (its comment list) follows them. */
export const BlogComments: CollectionConfig = {
  ...base,
  hooks: {
    ...base.hooks,
    afterChange: [...(base.hooks?.afterChange ?? []), expireParentPost],
    afterDelete: [...(base.hooks?.afterDelete ?? []), expireParentPostOnDelete],
  },
}
