import { describe, expect, it } from 'vitest'

import { cn } from '@/components/ui/cn'

describe('cn', () => {
  it('skips empty values, as before', () => {
    expect(cn('a', false, null, undefined, '', 'b')).toBe('a b')
    expect(cn()).toBe('')
  })

  it('lets a later utility override an earlier one for the same property', () => {
    const className = 'px-2'
    expect(cn('px-4 py-2', className)).toBe('py-2 px-2')
    expect(cn('text-stone-600', 'text-night')).toBe('text-night')
    expect(cn('rounded-xl', false && 'rounded-none', 'rounded-2xl')).toBe('rounded-2xl')
  })

  it('keeps utilities for different properties and per-variant ones', () => {
    expect(cn('text-sm', 'text-stone-600')).toBe('text-sm text-stone-600')
    expect(cn('px-4', 'sm:px-2')).toBe('px-4 sm:px-2')
    expect(cn('surface-dark', 'bg-night')).toBe('surface-dark bg-night')
  })
})
