import { describe, expect, it } from 'vitest'

import { LINKABLE_COLLECTIONS } from '../../collections/fields/richTextBlocks'
import { internalHref } from '../../src/features/blog/article-links'
import { EXPERIENCE_LEVELS } from '../../src/lib/options'

describe('one vocabulary', () => {
  it('an experience level reads as the years the applicant picked, on /join, onboarding and the admin', () => {
    for (const { value, label } of EXPERIENCE_LEVELS) expect(label).toBe(`${value} años`)
  })
})

describe('internal links', () => {
  it('every collection the link picker offers renders as a page', () => {
    for (const relationTo of LINKABLE_COLLECTIONS) {
      const href = internalHref({
        linkType: 'internal',
        newTab: false,
        doc: { relationTo, value: { id: 7, slug: 'una-nota', exclusive: false } as never },
      })
      expect(href, relationTo).toMatch(/^\/(blog|news|artists)\//)
    }
  })
})
