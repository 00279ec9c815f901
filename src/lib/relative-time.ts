// Spanish dates as date-fns writes them with its es locale — formatDistanceToNow(date, { addSuffix:
// true }) and format(date, "d 'de' MMMM 'de' yyyy, HH:mm") — in a few lines, so the pages that show
// a comment or a notification do not ship date-fns and its locale. Same thresholds and rounding;
// tests/unit/relative-time.test.ts compares both over many dates.

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
]

const MINUTES_IN_DAY = 1440
const MINUTES_IN_ALMOST_TWO_DAYS = 2520
const MINUTES_IN_MONTH = 43200

/** "1 minuto" / "5 minutos"; `about` adds "alrededor de", as date-fns does for hours and months. */
const units = {
  minute: ['1 minuto', 'minutos'],
  hour: ['1 hora', 'horas'],
  day: ['1 día', 'días'],
  month: ['1 mes', 'meses'],
  year: ['1 año', 'años'],
} as const

const amount = (count: number, unit: keyof typeof units) =>
  count === 1 ? units[unit][0] : `${count} ${units[unit][1]}`

/** "hace 5 minutos", "en alrededor de 2 horas": `date` seen from `now`. */
export function formatRelativeEs(date: Date, now: Date = new Date()): string {
  const comparison = date.getTime() - now.getTime()
  if (Number.isNaN(comparison)) throw new RangeError('Invalid time value')
  const [earlier, later] = comparison > 0 ? [now, date] : [date, now]
  const text = distance(later, earlier)
  return comparison > 0 ? `en ${text}` : `hace ${text}`
}

function distance(later: Date, earlier: Date): string {
  const seconds = Math.trunc((later.getTime() - earlier.getTime()) / 1000)
  const offsetSeconds = (timezoneOffsetMs(later) - timezoneOffsetMs(earlier)) / 1000
  const minutes = Math.round((seconds - offsetSeconds) / 60)

  if (minutes < 2) return minutes === 0 ? 'menos de un minuto' : amount(minutes, 'minute')
  if (minutes < 45) return amount(minutes, 'minute')
  if (minutes < 90) return `alrededor de ${amount(1, 'hour')}`
  if (minutes < MINUTES_IN_DAY) return `alrededor de ${amount(Math.round(minutes / 60), 'hour')}`
  if (minutes < MINUTES_IN_ALMOST_TWO_DAYS) return amount(1, 'day')
  if (minutes < MINUTES_IN_MONTH) return amount(Math.round(minutes / MINUTES_IN_DAY), 'day')
  if (minutes < MINUTES_IN_MONTH * 2) {
    return `alrededor de ${amount(Math.round(minutes / MINUTES_IN_MONTH), 'month')}`
  }

  const months = monthsBetween(later, earlier)
  if (months < 12) return amount(Math.round(minutes / MINUTES_IN_MONTH), 'month')
  const years = Math.trunc(months / 12)
  const extraMonths = months % 12
  if (extraMonths < 3) return `alrededor de ${amount(years, 'year')}`
  if (extraMonths < 9) return `más de ${amount(years, 'year')}`
  return `casi ${amount(years + 1, 'year')}`
}

/** The local time's distance from UTC, in milliseconds (date-fns' own correction). */
function timezoneOffsetMs(date: Date): number {
  const utc = new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    ),
  )
  utc.setUTCFullYear(date.getFullYear())
  return date.getTime() - utc.getTime()
}

/** Whole months from `earlier` to `later` (later ≥ earlier), as date-fns' differenceInMonths. */
function monthsBetween(later: Date, earlier: Date): number {
  const calendarMonths =
    (later.getFullYear() - earlier.getFullYear()) * 12 + later.getMonth() - earlier.getMonth()
  const difference = Math.abs(calendarMonths)
  if (difference < 1) return 0
  const working = new Date(later.getTime())
  if (working.getMonth() === 1 && working.getDate() > 27) working.setDate(30)
  working.setMonth(working.getMonth() - difference)
  let lastMonthNotFull = working.getTime() < earlier.getTime()
  const lastDayOfMonth =
    later.getDate() === new Date(later.getFullYear(), later.getMonth() + 1, 0).getDate()
  if (lastDayOfMonth && difference === 1 && later.getTime() > earlier.getTime()) {
    lastMonthNotFull = false
  }
  return difference - Number(lastMonthNotFull)
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** "5 de marzo de 2025, 09:07", in the reader's time zone. */
export function formatFullDateEs(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value')
  return `${date.getDate()} de ${MONTHS[date.getMonth()]} de ${date.getFullYear()}, ${twoDigits(
    date.getHours(),
  )}:${twoDigits(date.getMinutes())}`
}
