import type { Notification } from '../../../payload-types'
import type { PublicFace } from '@/features/profiles/public-face'

/** One notification as the panel shows it (GET /api/notifications/list). */
export type NotificationItem = {
  id: number
  type: Notification['type']
  title: string
  message: string | null
  read: boolean
  createdAt: string
  /** Who caused it, when someone did: their public face, `id` being their user id. */
  sender: ({ id: number } & Pick<PublicFace, 'name' | 'avatarUrl'>) | null
}

export type NotificationList = { docs: NotificationItem[] }

export type UnreadCount = { count: number }

/** The unread count is asked again every 30 seconds. */
export const NOTIFICATIONS_POLL_MS = 30_000

/** Client-side SWR keys and endpoints of the bell and the panel. */
export const NOTIFICATIONS_API = {
  unreadCount: '/api/notifications/unread-count',
  list: '/api/notifications/list',
  markAllRead: '/api/notifications/mark-all-read',
  one: (id: number) => `/api/notifications/${id}?depth=0`,
} as const
