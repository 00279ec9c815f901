'use client'

import { apiRequest } from '@/lib/api-client'

import { NOTIFICATIONS_API, type NotificationList, type UnreadCount } from './notification-types'

// The bell's and the panel's REST calls, made with the member's session cookie.

export const fetchUnreadCount = async (key: string) =>
  (await apiRequest<UnreadCount>('GET', key)).count

export const fetchNotifications = async (key: string) =>
  (await apiRequest<NotificationList>('GET', key)).docs

export const markNotificationRead = (id: number) =>
  apiRequest('PATCH', NOTIFICATIONS_API.one(id), { read: true })

export const markAllNotificationsRead = () => apiRequest('POST', NOTIFICATIONS_API.markAllRead)
