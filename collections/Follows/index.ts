import { anyone } from '../../access/anyone'
import { nobody } from '../../access/nobody'
import { expireFollowPagesAfterDelete } from '../../src/features/follow/follow-hooks'
import { toggleCollection } from '../toggleCollection'

/** Who follows whom (user to user); public, as follower counts and lists are. The followers and
 * following counts of profiles and listings follow the rows (a database trigger, migration
 * 20261123_100000_counter_triggers). Members follow through POST /api/users/{id}/followers
 * (src/features/follow/follow-writes.ts: not oneself, no block, hourly limit, the notice) and
 * unfollow through REST DELETE. */
export const Follows = toggleCollection({
  slug: 'follows',
  labels: { singular: 'Seguimiento', plural: 'Seguimientos' },
  group: 'Comunidad',
  owner: { name: 'follower', label: 'Seguidor' },
  target: { name: 'following', label: 'Sigue a', relationTo: 'users' },
  read: anyone,
  create: nobody,
  hooks: { afterDelete: [expireFollowPagesAfterDelete] },
})
