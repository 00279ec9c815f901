// Comment and notification times in Spanish with the browser's own Intl (no date library in the
// pages that show them): "hace 5 minutos", "hace 2 días", and the full date for a title.

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The largest unit that fits, largest first: "hace 3 semanas", not "hace 21 días". */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
]

const relative = new Intl.RelativeTimeFormat('es', { numeric: 'always' })

/** "hace 5 minutos": `date` seen from `now`. Throws RangeError for an invalid date. */
export function formatRelativeEs(date: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - date.getTime()
  if (Number.isNaN(elapsed)) throw new RangeError('Invalid time value')
  // A time a little ahead of the reader's clock (server and browser disagree) reads as just now,
  // never "dentro de…": everything shown here has already happened.
  const past = Math.max(elapsed, 0)
  const [unit, size] = UNITS.find(([, length]) => past >= length) ?? ['second', SECOND]
  return relative.format(-Math.max(1, Math.floor(past / size)), unit)
}

/** "5 de marzo de 2025, 09:07", in the reader's time zone. */
export function formatFullDateEs(date: Date): string {
  // Built per call: a formatter keeps the time zone it was made in. Throws RangeError if invalid.
  const parts = new Intl.DateTimeFormat('es', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date)
  // Intl's own joining varies by engine ("…, 09:07", "… a las 09:07"): assemble the parts.
  const { day, month, year, hour, minute } = Object.fromEntries(
    parts.map((part) => [part.type, part.value]),
  )
  return `${day} de ${month} de ${year}, ${hour}:${minute}`
}
