import { anyone } from '../access/anyone'
import { keepCountTrue } from './hooks/keepCountTrue'
import { toggleCollection } from './toggleCollection'

/** Likes on blog posts; the article's likesCount follows them. */
export const BlogLikes = toggleCollection({
  slug: 'blog-likes',
  labels: { singular: 'Me gusta de artículo', plural: 'Me gusta de artículos' },
  group: 'Contenido',
  owner: { name: 'user', label: 'Usuario' },
  target: { name: 'post', label: 'Artículo', relationTo: 'blog-posts' },
  targetMustBeReadable: true,
  read: anyone,
  hooks: keepCountTrue('blog-likes', [
    { via: 'post', parent: 'blog-posts', counter: 'likesCount' },
  ]),
})
