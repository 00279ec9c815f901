import { anyone } from '../../access/anyone'
import { refuseBlocked, relationField } from '../hooks/refuseBlocked'
import { refuseSelfTarget } from '../hooks/refuseSelfTarget'
import { toggleCollection } from '../toggleCollection'
import {
  expireFollowPagesAfterChange,
  expireFollowPagesAfterDelete,
} from './hooks/expireFollowPages'
import { notifyFollowed } from './hooks/notifyFollowed'

/** Who follows whom (user to user); public, as follower counts and lists are. The followers and
 * following counts of profiles and listings follow the rows (a database trigger, migration
 * 20261123_100000_counter_triggers). */
export const Follows = toggleCollection({
  slug: 'follows',
  labels: { singular: 'Seguimiento', plural: 'Seguimientos' },
  group: 'Comunidad',
  owner: { name: 'follower', label: 'Seguidor' },
  target: { name: 'following', label: 'Sigue a', relationTo: 'users' },
  read: anyone,
  writeLimit: 'follows',
  hooks: {
    beforeValidate: [refuseSelfTarget('follower', 'following')],
    beforeChange: [refuseBlocked(relationField('following'), 'follower')],
    afterChange: [notifyFollowed, expireFollowPagesAfterChange],
    afterDelete: [expireFollowPagesAfterDelete],
  },
})
