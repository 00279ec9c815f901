import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  FieldHook,
} from 'payload'

import { nobody } from '../access/nobody'
import { ownRowsOrStaff } from '../access/ownRowsOrStaff'
import { ownVisibleRowsOrStaff } from '../access/ownVisibleRowsOrStaff'
import { visibleOrStaff } from '../access/visibleOrStaff'
import { counterField } from './fields/counter'
import { hiddenField } from './fields/flag'
import { ownerField } from './fields/owner'
import { relationId } from '../src/lib/relation-id'
import { zodValidate } from './fields/validated'
import { urlField } from './fields/url'
import { spotifyUrl, youtubeUrl } from '../src/features/feed/post-schema'
import { profileTag } from '../src/features/profiles/profile-types'
import { POST_MAX } from '../src/lib/limits'
import { postContent } from '../src/lib/validation'
import { deleteDependents } from './hooks/deleteDependents'
import { moderateOnly } from './hooks/moderateOnly'
import { expireTags } from '../src/lib/cache-expiry'
import { ownImageField } from './fields/ownImage'

/** Stored as validated: trimmed, and an empty optional text is no text. */
const trimmed =
  (emptyAsNull: boolean): FieldHook =>
  ({ value }) => {
    if (typeof value !== 'string') return value
    const text = value.trim()
    return emptyAsNull && !text ? null : text
  }

const authorsOf = (...docs: ({ user?: unknown } | undefined)[]) => [
  ...new Set(docs.map((doc) => relationId(doc?.user)).filter((id) => id != null)),
]

// The author's public profile lists their posts: a new, deleted or hidden post shows there at once.
const expireAuthorProfile: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  expireTags(req, authorsOf(doc, previousDoc).map(profileTag))
  return doc
}
const expireAuthorProfileOnDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  expireTags(req, authorsOf(doc).map(profileTag))
  return doc
}

/** Music posts of the feed. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Post', plural: 'Posts' },
  admin: {
    group: 'Comunidad',
    useAsTitle: 'content',
    defaultColumns: ['content', 'user', 'likesCount', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: {
    read: visibleOrStaff,
    // Members publish through POST /api/posts/feed (src/features/feed/feed-writes.ts) only.
    create: nobody,
    // Authors delete their posts and edit them while visible; editors moderate (hide) them.
    update: ownVisibleRowsOrStaff('user'),
    delete: ownRowsOrStaff('user'),
  },
  fields: [
    ownerField('user', 'Autor'),
    {
      name: 'content',
      label: 'Contenido',
      type: 'textarea',
      required: true,
      maxLength: POST_MAX,
      validate: zodValidate(postContent, 'Contenido inválido'),
      hooks: { beforeChange: [trimmed(false)] },
    },
    {
      name: 'musicTitle',
      label: 'Título musical',
      type: 'text',
      maxLength: 200,
      hooks: { beforeChange: [trimmed(true)] },
    },
    // Links shown as players: refused when they are not of that player (the composer's rules).
    { ...urlField('spotifyUrl', 'Spotify'), validate: zodValidate(spotifyUrl, 'URL inválida') },
    { ...urlField('youtubeUrl', 'YouTube'), validate: zodValidate(youtubeUrl, 'URL inválida') },
    urlField('imageUrl', 'Enlace de imagen'),
    ownImageField('image', 'Imagen'),
    { name: 'artist', label: 'Perfil de artista', type: 'relationship', relationTo: 'artists' },
    {
      name: 'producer',
      label: 'Perfil de productor',
      type: 'relationship',
      relationTo: 'producers',
    },
    hiddenField(),
    counterField('likesCount', 'Me gusta'),
    counterField('commentsCount', 'Comentarios'),
  ],
  // The feed's order and keyset paging use posts_feed_order_idx (created_at DESC, id DESC) and
  // the "Siguiendo" tab this one; both are created by migrations.
  indexes: [{ fields: ['user', 'createdAt'] }],
  hooks: {
    beforeValidate: [moderateOnly('user')],
    afterChange: [expireAuthorProfile],
    // Likes and comments cannot outlive their post.
    beforeDelete: [
      deleteDependents([
        { collection: 'post-likes', field: 'post' },
        { collection: 'post-comments', field: 'post' },
      ]),
    ],
    afterDelete: [expireAuthorProfileOnDelete],
  },
  timestamps: true,
}
