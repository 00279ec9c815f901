import { readFileSync } from 'node:fs'

import { format, resolveConfig } from 'prettier'
import { describe, expect, it } from 'vitest'

import { ICONS_FILE, iconsSource, importedIcons } from '../../scripts/make-icons'

describe('the icons file (scripts/make-icons.ts)', () => {
  it('holds exactly the icons the code imports, as generated from lucide', async () => {
    const expected = await format(await iconsSource(), {
      ...(await resolveConfig(ICONS_FILE)),
      filepath: ICONS_FILE,
    })
    // Out of date after importing a new icon: `npm run icons`.
    expect(readFileSync(ICONS_FILE, 'utf8')).toBe(expected)
    expect(importedIcons().length).toBeGreaterThan(10)
  })

  it('ships no client component: lucide-react is never imported by the site', () => {
    const source = readFileSync(ICONS_FILE, 'utf8')
    expect(source).not.toMatch(/from 'lucide-react'|'use client'/)
  })
})
