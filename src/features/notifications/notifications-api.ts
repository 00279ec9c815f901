'use client'

import { NOTIFICATIONS_API, type NotificationList, type UnreadCount } from './notification-types'

// The bell's and the panel's REST calls, made with the member's session cookie.

async function request<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path} respondió ${response.status}`)
  return (await response.json()) as T
}

export const fetchUnreadCount = async (key: string) =>
  (await request<UnreadCount>('GET', key)).count

export const fetchNotifications = async (key: string) =>
  (await request<NotificationList>('GET', key)).docs

export const markNotificationRead = (id: number) =>
  request('PATCH', NOTIFICATIONS_API.one(id), { read: true })

export const markAllNotificationsRead = () => request('POST', NOTIFICATIONS_API.markAllRead)
