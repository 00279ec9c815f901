import { anyone } from '../../access/anyone'
import { keepCountTrue } from '../hooks/keepCountTrue'
import { refuseBlocked, relationField } from '../hooks/refuseBlocked'
import { refuseSelfTarget } from '../hooks/refuseSelfTarget'
import { toggleCollection } from '../toggleCollection'
import {
  expireFollowPagesAfterChange,
  expireFollowPagesAfterDelete,
} from './hooks/expireFollowPages'
import { notifyFollowed } from './hooks/notifyFollowed'

const followersCount = { via: 'following', counter: 'followersCount', parentKey: 'user' }
const counts = keepCountTrue('follows', [
  { ...followersCount, parent: 'profiles' },
  { ...followersCount, parent: 'artists' },
  { ...followersCount, parent: 'producers' },
  { via: 'follower', parent: 'profiles', counter: 'followingCount', parentKey: 'user' },
])

/** Who follows whom (user to user); public, as follower counts and lists are. */
export const Follows = toggleCollection({
  slug: 'follows',
  labels: { singular: 'Seguimiento', plural: 'Seguimientos' },
  group: 'Comunidad',
  owner: { name: 'follower', label: 'Seguidor' },
  target: { name: 'following', label: 'Sigue a', relationTo: 'users' },
  read: anyone,
  writeLimit: 'follows',
  hooks: {
    ...counts,
    beforeValidate: [refuseSelfTarget('follower', 'following')],
    beforeChange: [refuseBlocked(relationField('following'), 'follower'), ...counts.beforeChange],
    afterChange: [...counts.afterChange, notifyFollowed, expireFollowPagesAfterChange],
    afterDelete: [...counts.afterDelete, expireFollowPagesAfterDelete],
  },
})
