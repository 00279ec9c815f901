import { anyone } from '../access/anyone'
import { notifyAuthor } from '../src/features/notifications/notify-author'
import { expireParentPost, expireParentPostOnDelete } from '../src/features/blog/blog-tags'
import { toggleCollection } from './toggleCollection'

/** Likes on blog posts; the article's likesCount (a database trigger, migration
 * 20261123_100000_counter_triggers) and its cached page follow them; the article's author hears
 * of them. */
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
    afterChange: [expireParentPost, notifyAuthor('like')],
    afterDelete: [expireParentPostOnDelete],
  },
})
