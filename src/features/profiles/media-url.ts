import type { Payload, PayloadRequest } from 'payload'

import type { Media, User } from '../../../payload-types'

/** The media fields member pages populate: enough to build every image size's URL. */
export const MEDIA_POPULATE = {
  media: { filename: true, url: true, sizes: true, alt: true },
} as const

type MediaSize = keyof NonNullable<Media['sizes']>

/**
 * The URL of an upload in the given size (falling back to the original). At depth 0, or when the
 * media row is not readable, the upload is a bare id and there is no URL to show.
 */
export function mediaUrl(
  media: number | Media | null | undefined,
  size: MediaSize = 'card',
): string | null {
  if (!media || typeof media !== 'object') return null
  return media.sizes?.[size]?.url || media.url || null
}

/**
 * An <img srcset> of these sizes of an upload (`url 768w, …`), for a browser to fetch the
 * smallest that fills the image's box on its screen: a phone gets 768 px, not 1280. Sizes the
 * file lacks (too small to enlarge, or uploaded before that size existed) are left out; with
 * fewer than two there is nothing to choose and no srcset.
 */
export function mediaSrcSet(
  media: number | Media | null | undefined,
  sizes: readonly MediaSize[],
): string | null {
  if (!media || typeof media !== 'object') return null
  const candidates = new Map<number, string>()
  for (const name of sizes) {
    const size = media.sizes?.[name]
    if (size?.url && size.width && !candidates.has(size.width)) {
      candidates.set(size.width, `${size.url} ${size.width}w`)
    }
  }
  return candidates.size > 1 ? [...candidates.values()].join(', ') : null
}

/**
 * The path of an upload's file, for raw queries that read the file name: the original's or one
 * size's, as `url` and `sizes.<size>.url` read through the Local API (relative there too:
 * src/features/media/relative-urls.ts).
 */
export const mediaFileUrl = (filename: string | null | undefined): string | null =>
  filename ? `/api/media/file/${encodeURIComponent(filename)}` : null

/**
 * The media rows of these ids (empty ones and repeats left out) in one query, as `reader` may read
 * them (anonymous without one): enough of each for mediaUrl(), for a whole page at once (no N+1).
 */
export async function findMediaByIds(
  payload: Payload,
  ids: (number | null | undefined)[],
  reader: { user?: User | null; req?: PayloadRequest } = {},
): Promise<Media[]> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))]
  if (!wanted.length) return []
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: wanted } },
    limit: wanted.length,
    pagination: false,
    depth: 0,
    select: { filename: true, url: true, sizes: true },
    overrideAccess: false,
    ...reader,
  })
  return docs as Media[]
}
