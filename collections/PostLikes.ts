import { anyone } from '../access/anyone'
import { notifyAuthor } from '../src/features/notifications/notify-author'
import { keepCountTrue } from './hooks/keepCountTrue'
import { toggleCollection } from './toggleCollection'

const counts = keepCountTrue('post-likes', [
  { via: 'post', parent: 'posts', counter: 'likesCount' },
])

/** Likes on feed posts; the post's likesCount follows them and the author hears of them. */
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
    ...counts,
    afterChange: [...counts.afterChange, notifyAuthor({ kind: 'like', post: 'posts' })],
  },
})
