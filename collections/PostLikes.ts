import { anyone } from '../access/anyone'
import { notifyAuthor } from '../src/features/notifications/notify-author'
import { toggleCollection } from './toggleCollection'

/** Likes on feed posts; the post's likesCount follows them (a database trigger, migration
 * 20261123_100000_counter_triggers) and the author hears of them. */
export const PostLikes = toggleCollection({
  slug: 'post-likes',
  labels: { singular: 'Me gusta de post', plural: 'Me gusta de posts' },
  group: 'Comunidad',
  owner: { name: 'user', label: 'Usuario' },
  target: { name: 'post', label: 'Post', relationTo: 'posts' },
  targetMustBeReadable: true,
  read: anyone,
  writeLimit: 'likes',
  hooks: {
    afterChange: [notifyAuthor({ kind: 'like', post: 'posts' })],
  },
})
