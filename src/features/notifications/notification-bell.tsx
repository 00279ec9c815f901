'use client'

import { memberOnly } from '@/features/site/member-only'

/** The top bar's notification bell, with its polling and its panel: for members only. */
export const NotificationBell = memberOnly(() =>
  import('@/features/site/member-shell').then(({ MemberBell }) => MemberBell),
)
