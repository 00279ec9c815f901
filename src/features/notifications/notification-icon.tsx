import { Bell, Heart, type Icon, MessageCircle, MessageSquare, UserPlus } from '@/components/icons'

import { cn } from '@/components/ui/cn'
import * as t from '@/i18n/es'
import type { NotificationItem } from './notification-types'

const ICONS: Record<NotificationItem['type'], { icon: Icon; tone: string }> = {
  follow: { icon: UserPlus, tone: 'bg-sky-100 text-sky-800' },
  like: { icon: Heart, tone: 'bg-rose-100 text-rose-800' },
  comment: { icon: MessageSquare, tone: 'bg-emerald-100 text-emerald-800' },
  message: { icon: MessageCircle, tone: 'bg-violet-100 text-violet-800' },
  other: { icon: Bell, tone: 'bg-amber-100 text-amber-900' },
}

/** The round icon of a notification's type (follow, like, comment, message, other). */
export function NotificationIcon({ type }: { type: NotificationItem['type'] }) {
  const { icon: Icon, tone } = ICONS[type] ?? ICONS.other
  return (
    <span
      role="img"
      aria-label={t.notifications.panel.types[type] ?? t.notifications.panel.types.other}
      className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', tone)}
    >
      <Icon aria-hidden="true" className="size-5" />
    </span>
  )
}
