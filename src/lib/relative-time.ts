// Times and dates in Spanish: "hace 5 minutos", "hace 2 días", and the date ("5 de marzo de
// 2025") with or without its time. Written out rather than through Intl: each Intl formatter a
// page makes costs the main thread (the first one also loads the locale's data), and these run for
// every comment while the page hydrates; a profile of a /blog article with a 4x slower CPU put
// them at ~150 ms of its load. tests/unit/relative-time.test.ts holds them to Intl and date-fns.
import { dates } from '../i18n/dates'
import { spanishNumber } from '../i18n/number'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The largest unit that fits, largest first: "hace 3 semanas", not "hace 21 días". */
const UNITS: readonly [keyof typeof dates.units, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
]

/** "hace 5 minutos": `date` seen from `now`. Throws RangeError for an invalid date. */
export function formatRelativeEs(date: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - date.getTime()
  if (Number.isNaN(elapsed)) throw new RangeError('Invalid time value')
  // A time a little ahead of the reader's clock (server and browser disagree) reads as just now,
  // never "dentro de…": everything shown here has already happened.
  const past = Math.max(elapsed, 0)
  const [unit, size] = UNITS.find(([, length]) => past >= length) ?? ['second', SECOND]
  const count = Math.max(1, Math.floor(past / size))
  const [one, many] = dates.units[unit]
  return dates.ago(spanishNumber(count), count === 1 ? one : many)
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** "5 de marzo de 2025", in the reader's time zone. Throws RangeError if invalid. */
export function formatDateEs(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value')
  return dates.day(date.getDate(), dates.months[date.getMonth()]!, date.getFullYear())
}

/** "5 de marzo de 2025, 09:07", in the reader's time zone. Throws RangeError if invalid. */
export function formatFullDateEs(date: Date): string {
  const time = `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`
  return dates.full(formatDateEs(date), time)
}
