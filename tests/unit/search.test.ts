import { describe, expect, it } from 'vitest'

import { containsPattern, normalizeSearch } from '@/features/directory/search-text'
import { filtersToQuery } from '@/features/directory/filters'
import { DIRECTORY_MAX_COUNT, parseFilters } from '@/features/directory/parse-filters'

describe('normalizeSearch', () => {
  it('drops case and accents like the database does', () => {
    expect(normalizeSearch('México')).toBe('mexico')
    expect(normalizeSearch('REGGAETÓN')).toBe('reggaeton')
    expect(normalizeSearch('Peña Güiro')).toBe('pena guiro')
  })

  it('collapses spaces and trims', () => {
    expect(normalizeSearch('  Puerto \t  Rico ')).toBe('puerto rico')
    expect(normalizeSearch('   ')).toBe('')
  })

  it('caps the length', () => {
    expect(normalizeSearch('a'.repeat(500))).toHaveLength(100)
  })
})

describe('containsPattern', () => {
  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
  })
})

describe('directory filters in the URL', () => {
  it('keep known values and drop unknown ones', () => {
    const filters = parseFilters({
      genre: 'RnB Latino',
      country: 'Narnia',
      role: 'AnR',
      view: 'list',
    })
    expect(filters).toMatchObject({ genre: 'RnB Latino', country: null, role: 'AnR', view: 'list' })
  })

  it('round the count to pages of 12 within bounds', () => {
    expect(parseFilters({ n: '13' }).count).toBe(24)
    expect(parseFilters({ n: '-5' }).count).toBe(12)
    expect(parseFilters({ n: 'abc' }).count).toBe(12)
    expect(parseFilters({ n: '999999' }).count).toBe(DIRECTORY_MAX_COUNT)
  })

  it('write only what differs from the defaults', () => {
    expect(filtersToQuery(parseFilters({}))).toBe('')
    const query = filtersToQuery(parseFilters({ q: 'salsa', country: 'Puerto Rico', n: '24' }))
    expect(parseFilters(new URLSearchParams(query))).toMatchObject({
      q: 'salsa',
      country: 'Puerto Rico',
      count: 24,
    })
  })
})
