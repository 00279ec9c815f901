import type { CollectionConfig } from 'payload'

import { nobody, nobodyField as systemOnly } from '../access/nobody'
import { ownRowsOnly } from '../access/ownRowsOnly'
import { notificationListRead } from '../src/features/notifications/notification-list'
import { t } from '../src/i18n'
import { NOTIFICATION_TYPES } from '../src/lib/options'
import { defineEndpoint, json } from '../src/lib/endpoint'
import { sqlPool } from '../src/lib/db'
import { sqlReadEndpoint } from '../src/lib/sql-read'
import { markAllRead } from '../src/features/notifications/sql'

// Per-member answers: never stored by a browser or a shared cache.
const PRIVATE = { 'Cache-Control': 'private, no-store' }

/**
 * POST /api/notifications/mark-all-read: every unread notification of the member becomes read in
 * one UPDATE (the collection has no hooks that a bulk update through Payload would run).
 */
const markAllReadEndpoint = defineEndpoint({
  path: '/mark-all-read',
  method: 'post',
  auth: 'member',
  refusals: { signedOut: t.notifications.panel.signInRequired },
  handler: async ({ req, user }) => {
    const updated = await markAllRead(sqlPool(req.payload), user.id)
    return json({ updated }, 200, PRIVATE)
  },
})

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
  // GET /api/notifications/unread-count is a Next route (src/app/(frontend)/api/notifications).
  endpoints: [markAllReadEndpoint, sqlReadEndpoint(notificationListRead)],
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
