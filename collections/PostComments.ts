import { commentCollection } from './commentCollection'

export const PostComments = commentCollection(
  'post-comments',
  { singular: 'Comentario de post', plural: 'Comentarios de posts' },
  'Comunidad',
  { relationTo: 'posts', label: 'Post' },
)
