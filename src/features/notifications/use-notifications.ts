'use client'

import { useCallback } from 'react'
import useSWR from 'swr'

import { readsSettled, useLiveEvent, type LiveEvent } from './live-events'
import {
  fetchNotifications,
  fetchUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications-api'
import {
  NOTIFICATIONS_API,
  NOTIFICATIONS_POLL_MS,
  type NotificationItem,
} from './notification-types'

/** Events after which the bell (and an open panel) ask again. */
const REFRESHING: ReadonlySet<string> = new Set(['notification', 'notifications-read', 'resync'])

/**
 * The signed-in member's unread count and, while the panel is open, their newest notifications.
 * Live events refresh both at once; the count is also asked every 30 seconds anyway, which keeps
 * the bell right when the live stream is down (one indexed COUNT, so cheap).
 */
export function useNotifications({ enabled, listOpen }: { enabled: boolean; listOpen: boolean }) {
  const count = useSWR(enabled ? NOTIFICATIONS_API.unreadCount : null, fetchUnreadCount, {
    refreshInterval: NOTIFICATIONS_POLL_MS,
    // Another tab may have read them while this one was hidden.
    revalidateOnFocus: true,
  })
  const list = useSWR(enabled && listOpen ? NOTIFICATIONS_API.list : null, fetchNotifications, {
    revalidateOnFocus: false,
  })
  const { mutate: mutateCount } = count
  const { mutate: mutateList } = list

  useLiveEvent(
    useCallback(
      (event: LiveEvent) => {
        if (!enabled || !REFRESHING.has(event.type)) return
        // After an open thread has read the message this notice is about (live-events.ts).
        void readsSettled().then(() => {
          void mutateCount()
          if (listOpen) void mutateList()
        })
      },
      [enabled, listOpen, mutateCount, mutateList],
    ),
  )

  /** Marks one as read at once on screen; puts it back if the server refuses. */
  async function markRead(item: NotificationItem) {
    if (item.read) return
    const previousCount = count.data ?? 0
    await mutateCount(Math.max(0, previousCount - 1), { revalidate: false })
    try {
      await mutateList(
        async (docs) => {
          await markNotificationRead(item.id)
          return docs?.map((doc) => (doc.id === item.id ? { ...doc, read: true } : doc))
        },
        {
          optimisticData: (docs) =>
            (docs ?? []).map((doc) => (doc.id === item.id ? { ...doc, read: true } : doc)),
          rollbackOnError: true,
          revalidate: false,
        },
      )
    } catch (error) {
      await mutateCount(previousCount, { revalidate: false })
      throw error
    }
  }

  async function markAllRead() {
    const previousCount = count.data ?? 0
    await mutateCount(0, { revalidate: false })
    try {
      await mutateList(
        async (docs) => {
          await markAllNotificationsRead()
          return docs?.map((doc) => ({ ...doc, read: true }))
        },
        {
          optimisticData: (docs) => (docs ?? []).map((doc) => ({ ...doc, read: true })),
          rollbackOnError: true,
          revalidate: false,
        },
      )
    } catch (error) {
      await mutateCount(previousCount, { revalidate: false })
      throw error
    } finally {
      void mutateCount()
    }
  }

  return {
    unread: count.data ?? 0,
    items: list.data,
    loading: list.isLoading,
    error: list.error as Error | undefined,
    retry: () => mutateList(),
    markRead,
    markAllRead,
  }
}
