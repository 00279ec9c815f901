import type { CollectionConfig } from 'payload'

import { isSignedIn } from '../access/isSignedIn'
import { ownRowsOrStaff } from '../access/ownRowsOrStaff'
import { visibleOrStaff } from '../access/visibleOrStaff'
import { counterField } from '../fields/counter'
import { hiddenField } from '../fields/flag'
import { ownerField } from '../fields/owner'
import { zodValidate } from '../fields/validated'
import { urlField } from '../fields/url'
import { POST_MAX } from '../src/lib/limits'
import { postContent } from '../src/lib/validation'
import { deleteDependents } from './hooks/deleteDependents'
import { keepCountTrue } from './hooks/keepCountTrue'
import { limitMemberWrites } from './hooks/limitMemberWrites'
import { ownImageField } from '../fields/ownImage'

const postsCount = keepCountTrue('posts', [
  { via: 'user', parent: 'profiles', counter: 'postsCount', parentKey: 'user' },
])

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
    create: isSignedIn,
    // Authors delete their posts; editors moderate (hide) them.
    update: ownRowsOrStaff('user'),
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
    },
    { name: 'musicTitle', label: 'Título musical', type: 'text', maxLength: 200 },
    urlField('spotifyUrl', 'Spotify'),
    urlField('youtubeUrl', 'YouTube'),
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
  indexes: [{ fields: ['user', 'createdAt'] }],
  hooks: {
    ...postsCount,
    beforeOperation: [limitMemberWrites('posts')],
    // Likes and comments cannot outlive their post.
    beforeDelete: [
      deleteDependents([
        { collection: 'post-likes', field: 'post' },
        { collection: 'post-comments', field: 'post' },
      ]),
      ...postsCount.beforeDelete,
    ],
  },
  timestamps: true,
}
