'use client'

import { restRequest } from '@/lib/rest-request'

import { NOTIFICATIONS_API, type NotificationList, type UnreadCount } from './notification-types'

// The bell's and the panel's REST calls, made with the member's session cookie.

export const fetchUnreadCount = async (key: string) =>
  (await restRequest<UnreadCount>('GET', key)).count

export const fetchNotifications = async (key: string) =>
  (await restRequest<NotificationList>('GET', key)).docs

export const markNotificationRead = (id: number) =>
  restRequest('PATCH', NOTIFICATIONS_API.one(id), { read: true })

export const markAllNotificationsRead = () => restRequest('POST', NOTIFICATIONS_API.markAllRead)
