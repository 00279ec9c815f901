import { describe, expect, it } from 'vitest'

import { spanishNumber } from '@/i18n/number'

describe('spanishNumber', () => {
  it('writes whole numbers as Intl does for Spanish', () => {
    const values = [0, 7, 999, 1000, 9999, 10_000, 12_345, 99_999, 100_000, 999_999, 1_000_000]
    for (let value = 1; value < Number.MAX_SAFE_INTEGER / 7; value = value * 7 + 3)
      values.push(value)
    values.push(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER)
    for (const value of [...values, ...values.filter(Boolean).map((v) => -v)]) {
      expect(spanishNumber(value), String(value)).toBe(value.toLocaleString('es-ES'))
    }
  })

  it('groups by thousands with a dot from 10.000', () => {
    expect(spanishNumber(1000)).toBe('1000')
    expect(spanishNumber(10_000)).toBe('10.000')
    expect(spanishNumber(1_000_044)).toBe('1.000.044')
  })

  it('leaves what is not a whole number to Intl', () => {
    expect(spanishNumber(12_345.5)).toBe((12_345.5).toLocaleString('es-ES'))
  })
})
