import { describe, expect, it } from 'vitest'

import {
  ALL_GENRES,
  ROLES,
  COUNTRIES,
  GENRES,
  PROFILE_COUNTRIES,
  asOptions,
  optionLabel,
  optionValue,
} from '@/lib/options'

describe('option lists', () => {
  it('hold 33 form genres, 22 countries plus "Otro"', () => {
    expect(GENRES).toHaveLength(33)
    expect(COUNTRIES).toHaveLength(22)
    expect(PROFILE_COUNTRIES.at(-1)).toBe('Otro')
    expect(ALL_GENRES).toEqual(expect.arrayContaining(['Trap Latino', 'R&B Latino', 'Pop Latino']))
    expect(ROLES).toEqual(expect.arrayContaining(['A&R', 'DJ/Productor', 'Locutor de radio']))
  })

  it('store values that GraphQL can name, and show the original label', () => {
    const options = asOptions([...ALL_GENRES, ...ROLES, ...PROFILE_COUNTRIES])
    for (const { value, label } of options) {
      expect(value).not.toContain('&')
      expect(optionLabel(value)).toBe(label)
    }
    expect(optionValue('A&R')).toBe('AnR')
    expect(optionLabel('RnB Latino')).toBe('R&B Latino')
    expect(optionValue('México')).toBe('México')
  })

  it('keep every value unique', () => {
    const values = asOptions([...ALL_GENRES, ...ROLES]).map((o) => o.value)
    expect(new Set(values).size).toBe(values.length)
  })
})
