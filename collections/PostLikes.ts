import { anyone } from '../access/anyone'
import { nobody } from '../access/nobody'
import { toggleCollection } from './toggleCollection'

/** Likes on feed posts; the post's likesCount follows them (a database trigger, migration
 * 20261123_100000_counter_triggers). Members like through POST /api/posts/{id}/likes
 * (src/features/feed/feed-writes.ts: readable post, hourly limit, the author's notice), and unlike
 * through REST DELETE. */
export const PostLikes = toggleCollection({
  slug: 'post-likes',
  labels: { singular: 'Me gusta de post', plural: 'Me gusta de posts' },
  group: 'Comunidad',
  owner: { name: 'user', label: 'Usuario' },
  target: { name: 'post', label: 'Post', relationTo: 'posts' },
  read: anyone,
  create: nobody,
})
