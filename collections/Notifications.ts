import type { CollectionConfig } from 'payload'

import { nobody, nobodyField as systemOnly } from '../access/nobody'
import { ownRowsOnly } from '../access/ownRowsOnly'
import { markAllReadEndpoint } from '../src/features/notifications/notification-endpoints'
import { NOTIFICATION_TYPES } from '../src/lib/options'

/** In-app notifications, created by the system and readable only by their recipient. */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  labels: { singular: 'Notificación', plural: 'Notificaciones' },
  // Each member's own inbox: out of the admin.
  admin: {
    hidden: true,
    useAsTitle: 'title',
    group: 'Comunidad',
    defaultColumns: ['title', 'recipient', 'type', 'read', 'createdAt'],
  },
  defaultSort: '-createdAt',
  // The list and the unread count are answered before Next (src/server/fast-routes.ts).
  endpoints: [markAllReadEndpoint],
  access: {
    read: ownRowsOnly('recipient'),
    create: nobody,
    // The recipient marks read; the other fields are the system's.
    update: ownRowsOnly('recipient'),
    delete: ownRowsOnly('recipient'),
  },
  fields: [
    {
      name: 'recipient',
      label: 'Destinatario',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: { update: systemOnly },
    },
    {
      name: 'sender',
      label: 'Remitente',
      type: 'relationship',
      relationTo: 'users',
      access: { update: systemOnly },
    },
    {
      name: 'type',
      label: 'Tipo',
      type: 'select',
      required: true,
      defaultValue: 'other',
      options: NOTIFICATION_TYPES.map((value) => ({
        value,
        label: {
          follow: 'Seguimiento',
          like: 'Me gusta',
          comment: 'Comentario',
          message: 'Mensaje',
          other: 'Otro',
        }[value],
      })),
      access: { update: systemOnly },
    },
    {
      name: 'title',
      label: 'Título',
      type: 'text',
      required: true,
      access: { update: systemOnly },
    },
    { name: 'message', label: 'Mensaje', type: 'textarea', access: { update: systemOnly } },
    { name: 'read', label: 'Leída', type: 'checkbox', defaultValue: false, index: true },
    // Grouped notices (likes of one post): what they group and who took part, set by notify()
    // only; one unread notice per group (migration 20261124_110000_notice_groups).
    {
      name: 'groupKey',
      label: 'Grupo',
      type: 'text',
      admin: { hidden: true },
      access: { read: systemOnly, update: systemOnly },
    },
    {
      name: 'actors',
      label: 'Participantes',
      type: 'json',
      admin: { hidden: true },
      access: { read: systemOnly, update: systemOnly },
    },
  ],
  indexes: [{ fields: ['recipient', 'read'] }, { fields: ['recipient', 'createdAt'] }],
  timestamps: true,
}
