import { describe, expect, it } from 'vitest'

import {
  parseDate,
  parseTime,
  parseWall,
  wallFields,
  wallLabel,
} from '../../src/features/blog/schedule-rules'
import { instantOf, wallAt, zoneLabel } from '../../src/features/blog/schedule-time'

// The article scheduler's clock (src/features/blog/schedule-rules.ts, schedule-time.ts): what the
// editor types is what is saved, day first, 24 hours, on the site's zone.

describe('what editors type', () => {
  it('reads dates day first and refuses dates that do not exist', () => {
    expect(parseDate('5/12/2026')).toEqual({ year: 2026, month: 12, day: 5 })
    expect(parseDate(' 05/01/2027 ')).toEqual({ year: 2027, month: 1, day: 5 })
    for (const wrong of ['12/31/2026', '31/2/2026', '0/1/2026', '2026-12-05', '5 dic 2026', ''])
      expect(parseDate(wrong), wrong).toBeNull()
  })

  it('reads 24-hour times only', () => {
    expect(parseTime('23:49')).toEqual({ hour: 23, minute: 49, second: 0 })
    expect(parseTime('7:05:30')).toEqual({ hour: 7, minute: 5, second: 30 })
    for (const wrong of ['11:49 PM', '24:00', '23:60', '2349', ''])
      expect(parseTime(wrong), wrong).toBeNull()
  })

  it('shows a time as "5 dic 2026, 23:49" and as the fields it came from', () => {
    const wall = parseWall('5/12/2026', '23:49')!
    expect(wallLabel(wall)).toBe('5 dic 2026, 23:49')
    expect(wallFields(wall)).toEqual({ date: '5/12/2026', time: '23:49' })
  })
})

describe('the site clock', () => {
  it('23:49 in Puerto Rico is 03:49 UTC the next day, and back', () => {
    const wall = parseWall('5/12/2026', '23:49')!
    const instant = instantOf(wall, 'America/Puerto_Rico')
    expect(new Date(instant).toISOString()).toBe('2026-12-06T03:49:00.000Z')
    expect(wallAt(instant, 'America/Puerto_Rico')).toEqual(wall)
  })

  it('follows summer time where there is one', () => {
    const summer = instantOf(parseWall('1/7/2026', '12:00')!, 'Europe/Madrid')
    const winter = instantOf(parseWall('1/1/2026', '12:00')!, 'Europe/Madrid')
    expect(new Date(summer).toISOString()).toBe('2026-07-01T10:00:00.000Z')
    expect(new Date(winter).toISOString()).toBe('2026-01-01T11:00:00.000Z')
  })

  it('names the zone as editors know it', () => {
    expect(zoneLabel('America/Puerto_Rico')).toBe('hora de Puerto Rico, GMT-4')
  })
})
