import * as t from '@/i18n/es'
import * as z from '@/lib/zod-mini'

// What an editor types to schedule an article (src/features/blog/admin/schedule-control.tsx) and
// the endpoint checks again (schedule-endpoints.ts): an action, a day-month-year date and a 24-hour
// time, both read on the site's clock (schedule-time.ts). One parser and one formatter on both
// sides, so what the control shows is what the server saves.

const copy = t.editorsDesk.schedule

export const SCHEDULE_TYPES = ['publish', 'unpublish'] as const
export type ScheduleType = (typeof SCHEDULE_TYPES)[number]

/** A time on a wall clock, with no zone of its own. */
export type WallTime = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/
// Seconds are optional: the control shows minutes, a script may be more precise.
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/

/** "5/12/2026" (day first) as a date that exists, else null ("31/2/2026", "12/31/2026"). */
export function parseDate(text: string) {
  const match = DATE.exec(text.trim())
  if (!match) return null
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && day > 0
    ? { year, month, day }
    : null
}

/** "23:49" (24-hour clock, optional seconds), else null ("11:49 PM", "24:00"). */
export function parseTime(text: string) {
  const match = TIME.exec(text.trim())
  if (!match) return null
  return { hour: Number(match[1]), minute: Number(match[2]), second: Number(match[3] ?? 0) }
}

/** The date and time typed, as one wall time, or null when either is not valid. */
export function parseWall(date: string, time: string): WallTime | null {
  const day = parseDate(date)
  const clock = parseTime(time)
  return day && clock ? { ...day, ...clock } : null
}

const two = (n: number) => String(n).padStart(2, '0')

/** "5/12/2026" and "23:49": how the control's fields show a wall time. */
export const wallFields = (wall: WallTime) => ({
  date: `${wall.day}/${wall.month}/${wall.year}`,
  time: `${two(wall.hour)}:${two(wall.minute)}`,
})

/** "5 dic 2026, 23:49": how a scheduled time is shown everywhere. */
export const wallLabel = (wall: WallTime) =>
  `${wall.day} ${copy.months[wall.month - 1]} ${wall.year}, ${two(wall.hour)}:${two(wall.minute)}`

/** The scheduling request (zod/mini): the control checks with it, the endpoint validates with it. */
export const scheduleInput = z.object({
  type: z.enum(SCHEDULE_TYPES, copy.invalidType),
  date: z.string(copy.invalidDate).check(z.refine((s) => parseDate(s) !== null, copy.invalidDate)),
  time: z.string(copy.invalidTime).check(z.refine((s) => parseTime(s) !== null, copy.invalidTime)),
})

/** A pending publish or unpublish, as the endpoint answers it and the control lists it. */
export type ScheduledJob = {
  id: number
  type: ScheduleType
  /** The instant, ISO. */
  at: string
  /** The control's fields for it on the site's clock: "5/12/2026", "23:49". */
  date: string
  time: string
  /** "5 dic 2026, 23:49". */
  label: string
}

/** GET /api/blog-posts/:id/schedule. */
export type ScheduleState = {
  timeZone: string
  /** "hora de Puerto Rico, GMT-4". */
  zone: string
  pending: ScheduledJob[]
}
