import type { Media } from '../../../payload-types'
import { mediaSrcSet, mediaUrl } from '@/features/profiles/media-url'
import type { BlogImage } from './blog-types'

/**
 * A populated upload as blog pages show it: its `hero` size (1280 px wide, else the original) with
 * that size's dimensions and alt text, and the medium size beside it for narrower screens. A bare
 * id (unreadable or not populated) is no image.
 */
export function toBlogImage(media: number | Media | null | undefined): BlogImage | null {
  const url = mediaUrl(media, 'hero')
  if (!url || !media || typeof media !== 'object') return null
  const size = media.sizes?.hero?.url ? media.sizes.hero : media
  return {
    url,
    srcSet: mediaSrcSet(media, ['medium', 'hero']),
    alt: media.alt ?? '',
    width: size.width ?? null,
    height: size.height ?? null,
  }
}
