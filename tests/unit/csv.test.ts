import { describe, expect, it } from 'vitest'

import { csvCell } from '@/features/founder-tools/csv'

// The founders' CSV exports: phone numbers stay as typed, formulas never run.

describe('csvCell', () => {
  it('keeps phone numbers as they are', () => {
    for (const phone of [
      '+1 787 555 0100',
      '+34 (91) 123-45-67',
      '+18095550100',
      '+1-787-555-0100',
    ]) {
      expect(csvCell(phone)).toBe(phone)
    }
  })

  it('neutralises anything else that starts like a formula', () => {
    const formulas = [
      '=1+1',
      '@SUM(A1)',
      '-2+3',
      '+cmd|" /C calc"!A0',
      '+1 787 555 0100+HYPERLINK("x")',
      '+',
      '+ 1',
      '\tcmd',
      '\r=1',
      '-1 787 555 0100',
    ]
    for (const formula of formulas) expect(csvCell(formula).replace(/^"/, '')).toMatch(/^'/)
  })

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=a,b')).toBe(`"'=a,b"`)
    expect(csvCell(null)).toBe('')
    expect(csvCell(['x', 'y'])).toBe('x; y')
  })
})
