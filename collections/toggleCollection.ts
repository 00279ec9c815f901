import type { Access, CollectionConfig, CollectionSlug } from 'payload'

import { nobody } from '../access/nobody'
import { isSignedIn } from '../access/isSignedIn'
import { ownRowOrGone } from '../access/ownRowOrGone'
import { ownerField } from './fields/owner'
import type { MemberWrite } from '../src/lib/rate-limit'
import { limitMemberWrites } from './hooks/limitMemberWrites'
import { requireReadableTarget } from './hooks/requireReadableTarget'

type ToggleOptions = {
  slug: CollectionSlug
  labels: { singular: string; plural: string }
  group: string
  /** The member who toggles (follower, liker…). */
  owner: { name: string; label: string }
  /** What is toggled on (a post, an artist, another user). */
  target: { name: string; label: string; relationTo: CollectionSlug }
  read: Access
  /** Who creates rows through the API: signed-in members unless their concept writes them. */
  create?: Access
  /** Refuse toggles on targets the member cannot read (drafts, hidden posts). */
  targetMustBeReadable?: boolean
  /** The member's hourly budget of new rows (src/lib/rate-limit.ts MEMBER_LIMITS). */
  writeLimit?: MemberWrite
  hooks?: CollectionConfig['hooks']
}

/**
 * Likes, follows, favourites and blocks: a row exists or not. One row per pair (unique index),
 * created for oneself only (through REST, or through the concept's own write where `create` is
 * closed), removed by its owner, never edited.
 */
export const toggleCollection = ({
  slug,
  labels,
  group,
  owner,
  target,
  read,
  create = isSignedIn,
  targetMustBeReadable,
  writeLimit,
  hooks = {},
}: ToggleOptions): CollectionConfig => ({
  slug,
  labels,
  // Members' own rows, toggled from the site: nothing for staff to browse or create in the admin.
  admin: { group, defaultColumns: [owner.name, target.name, 'createdAt'], hidden: true },
  access: {
    read,
    create,
    update: nobody,
    delete: ownRowOrGone(slug, owner.name),
  },
  fields: [
    ownerField(owner.name, owner.label),
    {
      name: target.name,
      label: target.label,
      type: 'relationship',
      relationTo: target.relationTo,
      required: true,
      index: true,
    },
  ],
  indexes: [{ fields: [owner.name, target.name], unique: true }],
  hooks: {
    ...hooks,
    beforeOperation: [
      ...(writeLimit ? [limitMemberWrites(writeLimit)] : []),
      ...(hooks.beforeOperation ?? []),
    ],
    beforeValidate: [
      ...(targetMustBeReadable ? [requireReadableTarget(target.name, target.relationTo)] : []),
      ...(hooks.beforeValidate ?? []),
    ],
  },
  timestamps: true,
})
