import type { Media } from '../../../payload-types'
import { siteUrl } from '@/lib/env'

/** The media fields member pages populate: enough to build every image size's URL. */
export const MEDIA_POPULATE = {
  media: { filename: true, url: true, sizes: true, alt: true },
} as const

/**
 * The URL of an upload in the given size (falling back to the original). At depth 0, or when the
 * media row is not readable, the upload is a bare id and there is no URL to show.
 */
export function mediaUrl(
  media: number | Media | null | undefined,
  size: 'thumbnail' | 'card' | 'hero' = 'card',
): string | null {
  if (!media || typeof media !== 'object') return null
  return media.sizes?.[size]?.url || media.url || null
}

/**
 * The URL Payload gives an upload's file (node_modules/payload/dist/uploads/generateFilePathOrURL.js
 * with payload.config.ts's serverURL), for raw queries that read the file name: the original's or
 * one size's, as `url` and `sizes.<size>.url` read through the Local API.
 */
export const mediaFileUrl = (filename: string | null | undefined): string | null =>
  filename ? `${siteUrl}/api/media/file/${encodeURIComponent(filename)}` : null
