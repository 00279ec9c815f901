import type { CollectionConfig, Endpoint, Payload } from 'payload'

import { nobody, nobodyField as systemOnly } from '../access/nobody'
import { ownRowsOnly } from '../access/ownRowsOnly'
import type { Media, Notification, Profile } from '../payload-types'
import type {
  NotificationItem,
  NotificationList,
} from '../src/features/notifications/notification-types'
import { PUBLIC_PROFILE_SELECT, publicNameOf } from '../src/features/profile/public-name'
import { t } from '../src/i18n'
import { NOTIFICATIONS_LIMIT } from '../src/lib/limits'
import { NOTIFICATION_TYPES } from '../src/lib/options'
import { respond, respondError } from './endpoints/respond'

type Pool = {
  query: <R>(text: string, values: unknown[]) => Promise<{ rows: R[]; rowCount: number | null }>
}
const poolOf = (payload: Payload) => (payload.db as unknown as { pool: Pool }).pool

// Per-member answers: never stored by a browser or a shared cache.
const PRIVATE = { 'Cache-Control': 'private, no-store' }

/**
 * POST /api/notifications/mark-all-read: every unread notification of the member becomes read in
 * one UPDATE (the collection has no hooks that a bulk update through Payload would run).
 */
const markAllReadEndpoint: Endpoint = {
  path: '/mark-all-read',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return respondError(req, 401, t.notifications.panel.signInRequired)
    const { rowCount } = await poolOf(req.payload).query(
      `UPDATE notifications SET read = true, updated_at = now()
        WHERE recipient_id = $1 AND read = false`,
      [req.user.id],
    )
    return respond(req, { updated: rowCount ?? 0 }, 200, PRIVATE)
  },
}

/**
 * GET /api/notifications/list: the panel's newest 50, each with its sender's public name and
 * photo. Three queries whatever the count: notifications, their senders' profiles, their photos.
 */
const listEndpoint: Endpoint = {
  path: '/list',
  method: 'get',
  handler: async (req) => {
    const { payload, user } = req
    if (!user) return respondError(req, 401, t.notifications.panel.signInRequired)
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
    const senderIds = [...new Set(docs.map((doc) => doc.sender).filter(isId))]
    const senders = await sendersById(req.payload, senderIds, req)
    const body: NotificationList = {
      docs: docs.map((doc) => toItem(doc as Notification, senders)),
    }
    return respond(req, body, 200, PRIVATE)
  },
}

const isId = (value: unknown): value is number => typeof value === 'number'

async function sendersById(
  payload: Payload,
  ids: number[],
  req: Parameters<Endpoint['handler']>[0],
): Promise<Map<number, NonNullable<NotificationItem['sender']>>> {
  const senders = new Map<number, NonNullable<NotificationItem['sender']>>()
  if (ids.length === 0) return senders
  const { docs } = await payload.find({
    collection: 'profiles',
    where: { user: { in: ids } },
    limit: ids.length,
    pagination: false,
    depth: 1,
    select: PUBLIC_PROFILE_SELECT,
    populate: { media: { url: true, sizes: true } },
    overrideAccess: false,
    user: req.user,
    req,
  })
  for (const profile of docs as Profile[]) {
    const id = typeof profile.user === 'object' ? profile.user.id : profile.user
    const name = publicNameOf(profile) || t.notify.someone
    const avatar =
      profile.avatar && typeof profile.avatar === 'object' ? (profile.avatar as Media) : null
    senders.set(id, {
      id,
      name,
      avatarUrl: avatar?.sizes?.thumbnail?.url || avatar?.url || null,
    })
  }
  return senders
}

function toItem(
  doc: Notification,
  senders: Map<number, NonNullable<NotificationItem['sender']>>,
): NotificationItem {
  const senderId = isId(doc.sender) ? doc.sender : null
  return {
    id: doc.id,
    type: doc.type,
    title: doc.title,
    message: doc.message ?? null,
    read: Boolean(doc.read),
    createdAt: doc.createdAt,
    sender:
      senderId == null
        ? null
        : (senders.get(senderId) ?? { id: senderId, name: t.notify.someone, avatarUrl: null }),
  }
}

/** In-app notifications, created by the system and readable only by their recipient. */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  labels: { singular: 'Notificación', plural: 'Notificaciones' },
  admin: {
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
  ],
  indexes: [{ fields: ['recipient', 'read'] }, { fields: ['recipient', 'createdAt'] }],
  timestamps: true,
}
