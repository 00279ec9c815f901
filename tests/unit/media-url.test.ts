import { describe, expect, it } from 'vitest'

import { mediaSrcSet } from '@/features/profiles/media-url'
import type { Media } from '../../payload-types'

const size = (name: string, width: number) => ({
  url: `/api/media/file/${name}-${width}.webp`,
  width,
})

const media = (sizes: Media['sizes']) =>
  ({ id: 1, url: '/api/media/file/x.jpg', sizes }) as unknown as Media

describe('mediaSrcSet', () => {
  it('lists the sizes an upload has, each with its width', () => {
    const upload = media({ card: size('c', 480), medium: size('m', 768), hero: size('h', 1280) })
    expect(mediaSrcSet(upload, ['medium', 'hero'])).toBe(
      '/api/media/file/m-768.webp 768w, /api/media/file/h-1280.webp 1280w',
    )
    expect(mediaSrcSet(upload, ['card', 'medium', 'hero'])).toMatch(/^\S+c-480\.webp 480w, /)
  })

  it('leaves out sizes the file lacks and repeats of a width', () => {
    // Uploaded before the medium size existed; an original under 768 px gives both at its width.
    expect(mediaSrcSet(media({ hero: size('h', 1280) }), ['medium', 'hero'])).toBeNull()
    expect(
      mediaSrcSet(media({ medium: size('m', 700), hero: size('h', 700) }), ['medium', 'hero']),
    ).toBeNull()
    expect(
      mediaSrcSet(media({ medium: { url: null, width: 768 }, hero: size('h', 1280) }), [
        'medium',
        'hero',
      ]),
    ).toBeNull()
  })

  it('has nothing for an upload that is only an id', () => {
    expect(mediaSrcSet(3, ['medium', 'hero'])).toBeNull()
    expect(mediaSrcSet(null, ['medium', 'hero'])).toBeNull()
  })
})
