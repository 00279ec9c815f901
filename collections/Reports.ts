import type { CollectionConfig } from 'payload'

import { isFounder } from '../access/isFounder'
import { isSignedIn } from '../access/isSignedIn'
import { isStaff, isStaffField } from '../access/isStaff'
import { ownRowsOrStaff } from '../access/ownRowsOrStaff'
import { ownerField } from '../fields/owner'
import { limitMemberWrites } from './hooks/limitMemberWrites'

/** Reports of posts, comments or profiles; editors work through them and hide content. */
export const Reports: CollectionConfig = {
  slug: 'reports',
  labels: { singular: 'Denuncia', plural: 'Denuncias' },
  admin: {
    group: 'Moderación',
    defaultColumns: ['targetType', 'reason', 'status', 'reporter', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: {
    read: ownRowsOrStaff('reporter'),
    create: isSignedIn,
    update: isStaff,
    delete: isFounder,
  },
  fields: [
    ownerField('reporter', 'Denunciado por'),
    {
      name: 'targetType',
      label: 'Tipo de contenido',
      type: 'select',
      required: true,
      options: [
        { value: 'post', label: 'Post' },
        { value: 'post-comment', label: 'Comentario de post' },
        { value: 'blog-comment', label: 'Comentario de artículo' },
        { value: 'profile', label: 'Perfil' },
      ],
    },
    { name: 'post', label: 'Post', type: 'relationship', relationTo: 'posts' },
    {
      name: 'postComment',
      label: 'Comentario de post',
      type: 'relationship',
      relationTo: 'post-comments',
    },
    {
      name: 'blogComment',
      label: 'Comentario de artículo',
      type: 'relationship',
      relationTo: 'blog-comments',
    },
    { name: 'profile', label: 'Perfil', type: 'relationship', relationTo: 'profiles' },
    { name: 'reason', label: 'Motivo', type: 'textarea', required: true, maxLength: 1000 },
    {
      name: 'status',
      label: 'Estado',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: [
        { value: 'open', label: 'Abierta' },
        { value: 'resolved', label: 'Resuelta' },
        { value: 'dismissed', label: 'Descartada' },
      ],
      access: { create: isStaffField, update: isStaffField },
      admin: { position: 'sidebar' },
    },
  ],
  hooks: { beforeOperation: [limitMemberWrites('reports')] },
  timestamps: true,
}
