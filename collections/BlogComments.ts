import { commentCollection } from './commentCollection'

export const BlogComments = commentCollection(
  'blog-comments',
  { singular: 'Comentario de artículo', plural: 'Comentarios de artículos' },
  'Contenido',
  { relationTo: 'blog-posts', label: 'Artículo' },
)
