import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  ICONS_DIR,
  formattedIconsSources,
  generatedIconFiles,
  importedIcons,
} from '../../scripts/make-icons'

describe('the icons (scripts/make-icons.ts)', () => {
  it('are exactly the icons the code imports, one module each, as generated from lucide', async () => {
    const expected = await formattedIconsSources()
    // Out of date after importing a new icon or dropping one: `npm run icons`.
    expect(generatedIconFiles().sort()).toEqual([...expected.keys()].sort())
    for (const [file, source] of expected) {
      expect(readFileSync(path.join(ICONS_DIR, file), 'utf8'), file).toBe(source)
    }
    expect(importedIcons().length).toBeGreaterThan(10)
  })

  it('ship no client component: lucide-react is never imported by the site', () => {
    for (const file of generatedIconFiles()) {
      expect(readFileSync(path.join(ICONS_DIR, file), 'utf8')).not.toMatch(
        /from 'lucide-react'|'use client'/,
      )
    }
  })
})
