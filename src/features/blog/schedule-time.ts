import { t } from '@/i18n'
import type { WallTime } from './schedule-rules'

// The site's clock: editors in Puerto Rico type times as their wall clock shows them, whatever
// zone their computer or the server is in. SITE_TIME_ZONE changes it (an IANA name).

const DEFAULT_ZONE = 'America/Puerto_Rico'

function validZone(zone: string | undefined): string {
  if (!zone) return DEFAULT_ZONE
  try {
    new Intl.DateTimeFormat('es', { timeZone: zone })
    return zone
  } catch {
    return DEFAULT_ZONE
  }
}

export const SITE_TIME_ZONE = validZone(process.env.SITE_TIME_ZONE)

const clocks = new Map<string, Intl.DateTimeFormat>()
const clockOf = (zone: string) => {
  let clock = clocks.get(zone)
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
    clocks.set(zone, clock)
  }
  return clock
}

/** What the wall clock of `zone` shows at `instant`. */
export function wallAt(instant: number, zone = SITE_TIME_ZONE): WallTime {
  const parts: Record<string, number> = {}
  for (const part of clockOf(zone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  }
}

const asUtc = (wall: WallTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)

/** How far `zone`'s clock is ahead of UTC at `instant`, in ms. */
const offsetAt = (instant: number, zone: string) =>
  asUtc(wallAt(instant, zone)) - Math.floor(instant / 1000) * 1000

/** The instant `zone`'s wall clock shows `wall` (the offset found at a first guess, then checked). */
export function instantOf(wall: WallTime, zone = SITE_TIME_ZONE): number {
  const guess = asUtc(wall)
  return guess - offsetAt(guess - offsetAt(guess, zone), zone)
}

/** "hora de Puerto Rico, GMT-4": the zone as editors know it, with its offset now. */
export function zoneLabel(zone = SITE_TIME_ZONE, instant = Date.now()): string {
  const city = (zone.split('/').pop() ?? zone).replaceAll('_', ' ')
  const offset =
    new Intl.DateTimeFormat('es', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(new Date(instant))
      .find((part) => part.type === 'timeZoneName')?.value ?? zone
  return t.editorsDesk.schedule.zone(city, offset)
}
