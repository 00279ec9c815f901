'use client'

import { format, formatDistanceToNow } from 'date-fns'
import { es } from 'date-fns/locale'

/** "hace 5 minutos", with the full date on hover; recomputed in the browser of the reader. */
export function RelativeTime({ date }: { date: string }) {
  const value = new Date(date)
  return (
    <time
      dateTime={date}
      title={format(value, "d 'de' MMMM 'de' yyyy, HH:mm", { locale: es, weekStartsOn: 1 })}
      // The server's "hace 5 minutos" may be a minute older than the browser's.
      suppressHydrationWarning
    >
      {formatDistanceToNow(value, { addSuffix: true, locale: es })}
    </time>
  )
}
