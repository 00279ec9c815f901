import type { CollectionConfig } from 'payload'

import { isSignedIn } from '../access/isSignedIn'
import { nobody } from '../access/nobody'
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
import { articleAuthor, refuseBlocked } from './hooks/refuseBlocked'
import { requireReadableTarget } from './hooks/requireReadableTarget'

/** Comments on blog posts and on feed posts: edited by their author, hidden by staff. The post's
 * commentsCount counts the visible ones (a database trigger, migration
 * 20261123_100000_counter_triggers). An article's comment is created through REST, whose hooks
 * check the target, blocks and the hourly limit and tell the author; a feed post's only through
 * POST /api/posts/{id}/comments (src/features/feed/feed-writes.ts), which does all that itself. */
export const commentCollection = (
  slug: 'blog-comments' | 'post-comments',
  labels: { singular: string; plural: string },
  group: string,
  post: { relationTo: 'blog-posts' | 'posts'; label: string },
): CollectionConfig => {
  const throughRest = post.relationTo === 'blog-posts'
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
      create: throughRest ? isSignedIn : nobody,
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
    hooks: throughRest
      ? {
          beforeOperation: [limitMemberWrites('comments')],
          beforeValidate: [moderateOnly('user'), requireReadableTarget('post', 'blog-posts')],
          beforeChange: [refuseBlocked(articleAuthor, 'user')],
          afterChange: [notifyAuthor('comment')],
        }
      : { beforeValidate: [moderateOnly('user')] },
    timestamps: true,
  }
}
