import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { twMerge } from 'tailwind-merge'
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
    expect(cn('px-2 border-t', 'p-4 border')).toBe('p-4 border')
    expect(cn('text-sm leading-6', 'md:text-lg')).toBe('text-sm leading-6 md:text-lg')
    expect(cn('leading-6', 'text-lg/7')).toBe('text-lg/7')
    expect(cn('shrink-0', 'flex-1')).toBe('flex-1')
  })

  it('keeps utilities for different properties and per-variant ones', () => {
    expect(cn('text-sm', 'text-stone-600')).toBe('text-sm text-stone-600')
    expect(cn('px-4', 'sm:px-2')).toBe('px-4 sm:px-2')
    expect(cn('surface-dark', 'bg-night')).toBe('surface-dark bg-night')
  })
})

// cn() is tailwind-merge with only the class groups the site writes (src/components/ui/cn.ts);
// twMerge, its default config, is the reference. Every class list written in src/ is compared:
// alone, with every other list of its file, and the shared pieces' lists (components/ui, site)
// with every list anywhere, as a caller's className would be.
describe('cn agrees with tailwind-merge on the site’s class lists', () => {
  const root = path.resolve(__dirname, '../..')
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name)
      if (statSync(file).isDirectory()) walk(file)
      else if (/\.tsx?$/.test(name) && !file.endsWith(path.join('ui', 'cn.ts'))) files.push(file)
    }
  }
  walk(path.join(root, 'src'))
  const CLASS = /^[a-z0-9![\-@][\w:/[\]().%#,!&>*=+'-]*$/
  const listsOf = (file: string) => [
    ...new Set(
      [...readFileSync(file, 'utf8').matchAll(/(["'`])((?:(?!\1)[^\\\n])+)\1/g)]
        .map((match) => match[2]!)
        .filter(
          (text) =>
            text.includes('-') &&
            !text.includes('${') &&
            text.split(/\s+/).every((token) => CLASS.test(token)),
        ),
    ),
  ]
  const byFile = files.map((file) => ({ file: path.relative(root, file), lists: listsOf(file) }))
  const shared = byFile
    .filter(({ file }) => /src\/(components\/ui|features\/site)\//.test(file))
    .flatMap(({ lists }) => lists)
  const everywhere = [...new Set(byFile.flatMap(({ lists }) => lists))]

  it('finds the class lists', () => {
    expect(everywhere.length).toBeGreaterThan(500)
  })

  it('alone and within a file', { timeout: 60_000 }, () => {
    const differ: string[] = []
    for (const { file, lists } of byFile) {
      for (const a of lists) {
        if (cn(a) !== twMerge(a)) differ.push(`${file}: ${a}`)
        for (const b of lists) if (cn(a, b) !== twMerge(a, b)) differ.push(`${file}: ${a} + ${b}`)
      }
    }
    expect(differ).toEqual([])
  })

  // ~150,000 pairs: tailwind-merge takes a few seconds.
  it('a shared piece’s classes with a caller’s className', { timeout: 60_000 }, () => {
    const differ: string[] = []
    for (const a of shared) {
      for (const b of everywhere) if (cn(a, b) !== twMerge(a, b)) differ.push(`${a} + ${b}`)
    }
    expect(differ).toEqual([])
  })
})
