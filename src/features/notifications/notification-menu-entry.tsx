'use client'

import useSWR from 'swr'

import { Bell } from '@/components/icons'
import { useCurrentUser } from '@/features/site/use-current-user'
import * as t from '@/i18n/es'
import { fetchUnreadCount } from './notifications-api'
import { NOTIFICATIONS_API } from './notification-types'
import { badgeText, setNotificationPanelOpen } from './panel-store'

/**
 * "Notificaciones" in the mobile menu, for members: closes the menu and opens the same panel as
 * the bell. The count is the bell's (same SWR key, kept fresh by the bell).
 */
export function NotificationMenuEntry({ onNavigate }: { onNavigate: () => void }) {
  const { user } = useCurrentUser()
  const { data: unread = 0 } = useSWR(user ? NOTIFICATIONS_API.unreadCount : null, fetchUnreadCount)
  if (!user) return null
  const copy = t.notifications.bell
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => {
        onNavigate()
        setNotificationPanelOpen(true)
      }}
      className="flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left text-lg font-medium text-stone-200 hover:bg-white/5 hover:text-white"
    >
      <Bell aria-hidden="true" className="size-5" />
      <span className="flex-1">{copy.label}</span>
      {unread > 0 ? (
        <span className="rounded-full bg-amber-400 px-2 py-0.5 text-sm font-bold text-night">
          {badgeText(unread)}
          <span className="sr-only">{` ${t.notifications.panel.unread.toLowerCase()}`}</span>
        </span>
      ) : null}
    </button>
  )
}
