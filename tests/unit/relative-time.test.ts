import { format } from 'date-fns'
import { es } from 'date-fns/locale'
import { afterAll, describe, expect, it } from 'vitest'

import { formatDateEs, formatFullDateEs, formatRelativeEs } from '@/lib/relative-time'

// Comment and notification times (src/lib/relative-time.ts), written without Intl: relative times
// as Intl.RelativeTimeFormat words them, the full date as the rest of the site words dates
// (date-fns' "d 'de' MMMM 'de' yyyy, HH:mm").

const originalTz = process.env.TZ
afterAll(() => {
  process.env.TZ = originalTz
})

const MINUTE = 60_000
const DAY = 1440 * MINUTE

/** Offsets from seconds to six years, on both sides of each threshold, past and future. */
function offsets(): number[] {
  const list: number[] = [0, 1_000, 29_000, 30_000, 59_999, 60_000, 89_000, 90_000, 150_000]
  for (const minutes of [1, 2, 44, 45, 89, 90, 1439, 1440, 2519, 2520, 43_199, 43_200, 86_399]) {
    list.push(minutes * MINUTE - 1, minutes * MINUTE, minutes * MINUTE + 31_000)
  }
  // Deterministic spread over six years (a simple LCG, so failures reproduce).
  let seed = 42
  for (let i = 0; i < 600; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    list.push(Math.floor((seed / 2 ** 31) * 6 * 365 * DAY))
  }
  return list.flatMap((offset) => [offset, -offset])
}

const bases = [
  '2025-03-30T00:30:00Z', // Madrid's spring DST change
  '2025-10-26T00:30:00Z', // and its autumn one
  '2024-02-29T12:00:00Z', // a leap day
  '2025-01-31T23:59:00Z', // a month's last day
  '2026-07-15T08:05:00Z',
].map((iso) => new Date(iso))

describe.each(['America/Puerto_Rico', 'Europe/Madrid', 'UTC'])('in %s', (tz) => {
  it('writes full dates exactly as date-fns does', () => {
    process.env.TZ = tz
    const differences: string[] = []
    for (const base of bases) {
      for (const offset of offsets()) {
        const date = new Date(base.getTime() + offset)
        const expected = format(date, "d 'de' MMMM 'de' yyyy, HH:mm", { locale: es })
        const actual = formatFullDateEs(date)
        if (actual !== expected) differences.push(`${date.toISOString()}: ${actual} ≠ ${expected}`)
      }
    }
    expect(differences).toEqual([])
  })

  it('writes dates as Intl does', () => {
    process.env.TZ = tz
    const intl = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric' })
    const differences: string[] = []
    for (const base of bases) {
      for (const offset of offsets()) {
        const date = new Date(base.getTime() + offset)
        if (formatDateEs(date) !== intl.format(date)) differences.push(date.toISOString())
      }
    }
    expect(differences).toEqual([])
  })
})

it('refuses an invalid date, as date-fns does', () => {
  expect(() => formatRelativeEs(new Date('no'))).toThrow(RangeError)
  expect(() => formatFullDateEs(new Date('no'))).toThrow(RangeError)
  expect(() => formatDateEs(new Date('no'))).toThrow(RangeError)
})

describe('relative times', () => {
  const now = new Date('2026-07-15T08:05:00Z')
  const ago = (ms: number) => formatRelativeEs(new Date(now.getTime() - ms), now)

  it('words every past time as Intl.RelativeTimeFormat does', () => {
    const intl = new Intl.RelativeTimeFormat('es', { numeric: 'always' })
    const units = [
      ['year', 365 * DAY],
      ['month', 30 * DAY],
      ['week', 7 * DAY],
      ['day', DAY],
      ['hour', 60 * MINUTE],
      ['minute', MINUTE],
      ['second', 1000],
    ] as const
    const differences: string[] = []
    for (const offset of offsets().filter((value) => value >= 1000)) {
      const [unit, size] = units.find(([, length]) => offset >= length)!
      const expected = intl.format(-Math.floor(offset / size), unit)
      if (ago(offset) !== expected) differences.push(`${offset}: ${ago(offset)} ≠ ${expected}`)
    }
    for (const years of [1, 2, 12, 10_000, 12_345]) {
      const expected = intl.format(-years, 'year')
      if (ago(years * 365 * DAY) !== expected)
        differences.push(`${years}: ${ago(years * 365 * DAY)}`)
    }
    expect(differences).toEqual([])
  })

  it('takes the largest unit that fits', () => {
    expect(ago(0)).toBe('hace 1 segundo')
    expect(ago(30_000)).toBe('hace 30 segundos')
    expect(ago(MINUTE)).toBe('hace 1 minuto')
    expect(ago(5 * MINUTE + 59_000)).toBe('hace 5 minutos')
    expect(ago(60 * MINUTE)).toBe('hace 1 hora')
    expect(ago(23 * 60 * MINUTE)).toBe('hace 23 horas')
    expect(ago(DAY)).toBe('hace 1 día')
    expect(ago(6 * DAY)).toBe('hace 6 días')
    expect(ago(7 * DAY)).toBe('hace 1 semana')
    expect(ago(29 * DAY)).toBe('hace 4 semanas')
    expect(ago(30 * DAY)).toBe('hace 1 mes')
    expect(ago(200 * DAY)).toBe('hace 6 meses')
    expect(ago(365 * DAY)).toBe('hace 1 año')
    expect(ago(3 * 365 * DAY)).toBe('hace 3 años')
  })

  it('reads a time ahead of the clock as just now', () => {
    expect(ago(-5_000)).toBe('hace 1 segundo')
    expect(ago(-2 * DAY)).toBe('hace 1 segundo')
  })
})
