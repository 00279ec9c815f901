import type { CollectionConfig } from 'payload'

import { isSignedIn } from '../access/isSignedIn'
import { ownRowsOrStaff } from '../access/ownRowsOrStaff'
import { ownVisibleRowsOrStaff } from '../access/ownVisibleRowsOrStaff'
import { visibleOrStaff } from '../access/visibleOrStaff'
import { hiddenField } from './fields/flag'
import { ownerField } from './fields/owner'
import { zodValidate } from './fields/validated'
import { notifyAuthor } from '../src/features/notifications/notify-author'
import { COMMENT_MAX } from '../src/lib/limits'
import { commentContent } from '../src/lib/validation'
import { limitMemberWrites } from './hooks/limitMemberWrites'
import { moderateOnly } from './hooks/moderateOnly'
import { authorOf, refuseBlocked } from './hooks/refuseBlocked'
import { requireReadableTarget } from './hooks/requireReadableTarget'

/** Comments on blog posts and on feed posts: same rules, told to the post's author. The post's
 * commentsCount counts the visible ones (a database trigger, migration
 * 20261123_100000_counter_triggers). */
export const commentCollection = (
  slug: 'blog-comments' | 'post-comments',
  labels: { singular: string; plural: string },
  group: string,
  post: { relationTo: 'blog-posts' | 'posts'; label: string },
): CollectionConfig => {
  return {
    slug,
    labels,
    admin: {
      group,
      useAsTitle: 'content',
      defaultColumns: ['content', 'user', 'post', 'hidden', 'createdAt'],
    },
    defaultSort: 'createdAt',
    access: {
      read: visibleOrStaff,
      create: isSignedIn,
      update: ownVisibleRowsOrStaff('user'),
      delete: ownRowsOrStaff('user'),
    },
    fields: [
      {
        name: 'post',
        label: post.label,
        type: 'relationship',
        relationTo: post.relationTo,
        required: true,
        index: true,
      },
      ownerField('user', 'Autor'),
      {
        name: 'content',
        label: 'Comentario',
        type: 'textarea',
        required: true,
        maxLength: COMMENT_MAX,
        validate: zodValidate(commentContent, 'Comentario inválido'),
      },
      hiddenField(),
    ],
    hooks: {
      beforeOperation: [limitMemberWrites('comments')],
      beforeValidate: [moderateOnly('user'), requireReadableTarget('post', post.relationTo)],
      beforeChange: [refuseBlocked(authorOf('post', post.relationTo), 'user')],
      afterChange: [notifyAuthor({ kind: 'comment', post: post.relationTo })],
    },
    timestamps: true,
  }
}
