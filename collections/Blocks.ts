import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'

import { ownRowsOnly } from '../access/ownRowsOnly'
import { blockedBetweenEndpoint } from '../src/features/moderation/block-endpoints'
import { relationId } from '../src/lib/relation-id'
import { refuseSelfTarget } from './hooks/refuseSelfTarget'
import { toggleCollection } from './toggleCollection'

/**
 * A block ends what the two members had: the follows between them go, both ways, as a system
 * write in the same transaction (the follow hooks keep the follower counts true).
 */
const unfollowBothWays: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const blocker = relationId(doc.blocker)
  const blocked = relationId(doc.blocked)
  if (blocker == null || blocked == null) return doc
  await req.payload.delete({
    collection: 'follows',
    where: {
      or: [
        { and: [{ follower: { equals: blocker } }, { following: { equals: blocked } }] },
        { and: [{ follower: { equals: blocked } }, { following: { equals: blocker } }] },
      ],
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return doc
}

/** A member blocking another: no messages, follows, comments or notifications between them. */
const blocks = toggleCollection({
  slug: 'blocks',
  labels: { singular: 'Bloqueo', plural: 'Bloqueos' },
  group: 'Moderación',
  owner: { name: 'blocker', label: 'Bloqueado por' },
  target: { name: 'blocked', label: 'Usuario bloqueado', relationTo: 'users' },
  // Whom a member blocked is theirs alone: not even founders read it (README «Roles y acceso»).
  read: ownRowsOnly('blocker'),
  hooks: {
    beforeValidate: [refuseSelfTarget('blocker', 'blocked')],
    afterChange: [unfollowBothWays],
  },
})

export const Blocks: CollectionConfig = { ...blocks, endpoints: [blockedBetweenEndpoint] }
