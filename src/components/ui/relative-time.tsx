'use client'

import { formatFullDateEs, formatRelativeEs } from '@/lib/relative-time'

/** "hace 5 minutos", with the full date on hover; recomputed in the browser of the reader. */
export function RelativeTime({ date }: { date: string }) {
  const value = new Date(date)
  return (
    <time
      dateTime={date}
      title={formatFullDateEs(value)}
      // The server's "hace 5 minutos" may be a minute older than the browser's.
      suppressHydrationWarning
    >
      {formatRelativeEs(value)}
    </time>
  )
}
