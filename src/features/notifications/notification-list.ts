import { t } from '@/i18n'
import { answer, defineSqlRead } from '@/lib/sql-read'
import { faceOfRow } from '@/features/profiles/public-face'
import type { NotificationList } from './notification-types'
import { notificationRows } from './sql'

/** GET /api/notifications/list: the panel's newest 50, each with its sender's public name and photo. */
export const notificationListRead = defineSqlRead({
  collection: 'notifications',
  path: '/list',
  auth: 'member',
  signedOut: t.notifications.panel.signInRequired,
  read: async ({ db, viewer }) => {
    const rows = await notificationRows(db, viewer)
    const list: NotificationList = {
      docs: rows.map((row) => {
        const sender =
          row.sender_id == null ? null : faceOfRow(row.sender_id, row, t.notify.someone)
        return {
          id: row.id,
          type: row.type,
          title: row.title,
          message: row.message,
          read: Boolean(row.read),
          createdAt: row.created_at.toISOString(),
          // The answer's own field names for the sender's face.
          sender: sender && { id: sender.userId, name: sender.name, avatarUrl: sender.avatarUrl },
        }
      }),
    }
    return answer(list)
  },
})
