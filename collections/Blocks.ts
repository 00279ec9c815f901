import { ownRowsOrFounder } from '../access/ownRowsOrFounder'
import { refuseSelfTarget } from './hooks/refuseSelfTarget'
import { toggleCollection } from './toggleCollection'

/** A member blocking another: no messages, follows, comments or notifications between them. */
export const Blocks = toggleCollection({
  slug: 'blocks',
  labels: { singular: 'Bloqueo', plural: 'Bloqueos' },
  group: 'Moderación',
  owner: { name: 'blocker', label: 'Bloqueado por' },
  target: { name: 'blocked', label: 'Usuario bloqueado', relationTo: 'users' },
  read: ownRowsOrFounder('blocker'),
  hooks: { beforeValidate: [refuseSelfTarget('blocker', 'blocked')] },
})
