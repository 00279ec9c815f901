import { describe, expect, it } from 'vitest'

import {
  CACHED_PAGES,
  PAGE_KEYS_MAX,
  directoryDataKey,
  directoryKey,
  filtersOfKey,
  isCachedDirectory,
} from '@/features/directory/directory-key'
import { parseFilters } from '@/features/directory/parse-filters'
import { DIRECTORY_PAGE_SIZE } from '@/lib/limits'

const filters = (params: Record<string, string>) => parseFilters(new URLSearchParams(params))

describe('directory cache keys are canonical', () => {
  it('fold case, accents and spaces of the search', () => {
    const keys = ['México', 'mexico', ' MEXICO ', 'méXICO\t'].map((q) => filters({ q }))
    expect(new Set(keys.map(directoryDataKey)).size).toBe(1)
    expect(new Set(keys.map(directoryKey)).size).toBe(1)
    expect(directoryKey(keys[0]!)).not.toBeNull()
  })

  it('do not depend on the order of the parameters', () => {
    const a = new URLSearchParams('genre=Salsa&n=24')
    const b = new URLSearchParams('n=24&genre=Salsa')
    expect(directoryKey(parseFilters(a))).toBe(directoryKey(parseFilters(b)))
    expect(directoryDataKey(parseFilters(a))).toBe(directoryDataKey(parseFilters(b)))
  })

  it('leave the view out of the data key (it only lays the cards out)', () => {
    const grid = filters({ genre: 'Salsa' })
    const list = filters({ genre: 'Salsa', view: 'list' })
    expect(directoryDataKey(list)).toBe(directoryDataKey(grid))
    // The cached page's markup differs by view: two pages, one data entry.
    expect(directoryKey(list)).not.toBe(directoryKey(grid))
  })

  it('drop unknown values, so made-up filters share the default key', () => {
    expect(directoryKey(filters({ genre: 'Narnia', country: 'Atlántida', foo: 'bar' }))).toBe(
      'inicio',
    )
  })

  it('round-trip: a key stands for its filters, and only the canonical key does', () => {
    const salsa = filters({ genre: 'Salsa', view: 'list' })
    const key = directoryKey(salsa)!
    expect(filtersOfKey(key)).toMatchObject({ genre: 'Salsa', view: 'list' })
    expect(filtersOfKey('inicio')).toMatchObject({ q: '', genre: null })
    // "México" as written is not canonical: its key is the folded one.
    const written = Buffer.from('q=M%C3%A9xico').toString('base64url')
    expect(filtersOfKey(written)).toBeNull()
    expect(filtersOfKey(directoryKey(filters({ q: 'México' }))!)).toMatchObject({ q: 'mexico' })
    expect(filtersOfKey('bm90LWEta2V5')).toBeNull()
  })
})

describe('directory cache keys are bounded', () => {
  it('a 10 kB search gives a short data key and no cached page', () => {
    const huge = filters({ q: 'x'.repeat(10_240) })
    expect(directoryDataKey(huge).length).toBeLessThan(200)
    expect(directoryKey(huge)).toBeNull()
    expect(isCachedDirectory(huge)).toBe(false)
  })

  it('caches the whole directory, one choice, or a genre, country or role by name', () => {
    const cached: Record<string, string>[] = [
      {},
      { genre: 'Salsa' },
      { country: 'Puerto Rico' },
      { role: 'Productor' },
      { q: 'reggaetón' },
      { q: 'Puerto Rico' },
      { q: 'dj' },
      { n: String(DIRECTORY_PAGE_SIZE * CACHED_PAGES) },
    ]
    for (const params of cached) {
      expect(isCachedDirectory(filters(params)), JSON.stringify(params)).toBe(true)
    }
  })

  it('renders free text, combined filters and deep pages without caching them', () => {
    const rendered: Record<string, string>[] = [
      { q: 'valeria' },
      { q: 'zzqqxxww' },
      { genre: 'Salsa', country: 'Chile' },
      { q: 'salsa', genre: 'Salsa' },
      { n: String(DIRECTORY_PAGE_SIZE * (CACHED_PAGES + 1)) },
    ]
    for (const params of rendered) {
      expect(isCachedDirectory(filters(params)), JSON.stringify(params)).toBe(false)
      expect(directoryKey(filters(params))).toBeNull()
    }
  })

  it('keeps random searches from growing the cache: a few thousand pages at most', () => {
    expect(PAGE_KEYS_MAX).toBeLessThan(2_000)
    const random = Array.from({ length: 1_000 }, (_, i) =>
      directoryKey(filters({ q: `busqueda ${i.toString(36)}` })),
    )
    expect(random.every((key) => key === null)).toBe(true)
  })
})
