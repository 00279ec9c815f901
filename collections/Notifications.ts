import type { CollectionConfig } from 'payload'

import { nobody, nobodyField as systemOnly } from '../access/nobody'
import { ownRowsOnly } from '../access/ownRowsOnly'
import type { Notification } from '../payload-types'
import type {
  NotificationItem,
  NotificationList,
} from '../src/features/notifications/notification-types'
import { loadFaces, type Faces } from '../src/features/profiles/public-face'
import { t } from '../src/i18n'
import { NOTIFICATIONS_LIMIT } from '../src/lib/limits'
import { NOTIFICATION_TYPES } from '../src/lib/options'
import { defineEndpoint, json } from '../src/lib/endpoint'
import { sqlPool } from '../src/lib/db'
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

/**
 * GET /api/notifications/list: the panel's newest 50, each with its sender's public name and
 * photo. Three queries whatever the count: notifications, their senders' profiles, their photos.
 */
const listEndpoint = defineEndpoint({
  path: '/list',
  method: 'get',
  auth: 'member',
  refusals: { signedOut: t.notifications.panel.signInRequired },
  handler: async ({ req, user }) => {
    const { payload } = req
    const { docs } = await payload.find({
      collection: 'notifications',
      where: { recipient: { equals: user.id } },
      sort: '-createdAt',
      limit: NOTIFICATIONS_LIMIT,
      pagination: false,
      depth: 0,
      select: { sender: true, type: true, title: true, message: true, read: true, createdAt: true },
      overrideAccess: false,
      user,
      req,
    })
    const senderIds = docs.map((doc) => doc.sender).filter(isId)
    const senders = await loadFaces(payload, senderIds, { viewer: user, req })
    const body: NotificationList = {
      docs: docs.map((doc) => toItem(doc as Notification, senders)),
    }
    return json(body, 200, PRIVATE)
  },
})

const isId = (value: unknown): value is number => typeof value === 'number'

function toItem(doc: Notification, senders: Faces): NotificationItem {
  const senderId = isId(doc.sender) ? doc.sender : null
  const sender = senderId == null ? null : senders.face(senderId, t.notify.someone)
  return {
    id: doc.id,
    type: doc.type,
    title: doc.title,
    message: doc.message ?? null,
    read: Boolean(doc.read),
    createdAt: doc.createdAt,
    // The answer's own field names for the sender's face.
    sender: sender && { id: sender.userId, name: sender.name, avatarUrl: sender.avatarUrl },
  }
}

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
  endpoints: [markAllReadEndpoint, listEndpoint],
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
