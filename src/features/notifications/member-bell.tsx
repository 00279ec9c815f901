'use client'

import { lazy, Suspense, useRef, useState } from 'react'

import { Bell } from '@/components/icons'
import { cx } from '@/components/ui/cx'
import { useCurrentUser } from '@/features/site/use-current-user'
import * as t from '@/i18n/es'
import { badgeText, setNotificationPanelOpen, useNotificationPanelOpen } from './panel-store'
import { useNotifications } from './use-notifications'

const NOTIFICATION_PANEL_ID = 'panel-notificaciones'

// The panel (and its date formatting) loads the first time it opens.
const NotificationPanel = lazy(() =>
  import('./notification-panel').then(({ NotificationPanel }) => ({ default: NotificationPanel })),
)

/**
 * The bell of the top bar, for signed-in members only: the unread count as a badge ("99+" above
 * 99) and the notification panel. Asked in the browser, so the pages around it stay cached.
 */
export function MemberBell({ className }: { className?: string }) {
  const { user } = useCurrentUser()
  const open = useNotificationPanelOpen()
  const notifications = useNotifications({ enabled: Boolean(user), listOpen: open })
  const bellRef = useRef<HTMLButtonElement>(null)
  // Once opened, the panel stays mounted: closing it hands focus back from its own dialog.
  const [panelLoaded, setPanelLoaded] = useState(open)
  if (open && !panelLoaded) setPanelLoaded(true)
  if (!user) return null

  const copy = t.notifications.bell
  const { unread } = notifications
  return (
    <div className={className}>
      <button
        ref={bellRef}
        type="button"
        aria-label={unread > 0 ? copy.labelUnread(badgeText(unread)) : copy.label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelLoaded ? NOTIFICATION_PANEL_ID : undefined}
        onClick={() => setNotificationPanelOpen(true)}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10"
      >
        <Bell aria-hidden="true" className="size-6" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notificaciones-sin-leer"
            className={cx(
              'absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-400 px-1 text-xs font-bold text-night',
              'ring-2 ring-night',
            )}
          >
            {badgeText(unread)}
          </span>
        ) : null}
      </button>
      {panelLoaded ? (
        <Suspense fallback={null}>
          <NotificationPanel
            id={NOTIFICATION_PANEL_ID}
            open={open}
            onClose={() => setNotificationPanelOpen(false)}
            fallbackFocus={bellRef}
            notifications={notifications}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
