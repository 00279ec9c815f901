import { anyone } from '../access/anyone'
import { notifyAuthor } from '../src/features/notifications/notify-author'
import { expireParentPost, expireParentPostOnDelete } from '../src/features/blog/blog-tags'
import { keepCountTrue } from './hooks/keepCountTrue'
import { toggleCollection } from './toggleCollection'

const counts = keepCountTrue('blog-likes', [
  { via: 'post', parent: 'blog-posts', counter: 'likesCount' },
])

/** Likes on blog posts; the article's likesCount (and its cached page) follows them;
 * the article's author hears of them. */
export const BlogLikes = toggleCollection({
  slug: 'blog-likes',
  labels: { singular: 'Me gusta de artículo', plural: 'Me gusta de artículos' },
  group: 'Contenido',
  owner: { name: 'user', label: 'Usuario' },
  target: { name: 'post', label: 'Artículo', relationTo: 'blog-posts' },
  targetMustBeReadable: true,
  read: anyone,
  writeLimit: 'likes',
  hooks: {
    ...counts,
    afterChange: [
      ...counts.afterChange,
      expireParentPost,
      notifyAuthor({ kind: 'like', post: 'blog-posts' }),
    ],
    afterDelete: [...counts.afterDelete, expireParentPostOnDelete],
  },
})
