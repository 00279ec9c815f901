import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { createLocalReq, type Payload } from 'payload'
import sharp from 'sharp'

import type { Media } from '../../../payload-types'

// Images of e-mails as JPEG or PNG: uploads are stored and sized as WebP (collections/Media.ts),
// which Outlook for Windows does not show. An e-mail links /email-images/{kind}/{id}-{version}
// (src/app/(frontend)/email-images), made once from the upload and cached by that address.

/** A picture in the body (552 px wide in the e-mail, twice that for sharp screens) or the logo. */
export const EMAIL_IMAGE_KINDS = {
  body: { width: 1104 },
  logo: { height: 96 },
} as const

export type EmailImageKind = keyof typeof EMAIL_IMAGE_KINDS

/** The e-mail address of an upload's picture: its id and a version that changes with the upload. */
export function emailImagePath(media: unknown, kind: EmailImageKind): string | null {
  if (!media || typeof media !== 'object') return null
  const { id, updatedAt } = media as Partial<Media>
  if (typeof id !== 'number') return null
  const version = Math.max(0, Date.parse(updatedAt ?? '') || 0).toString(36)
  return `/email-images/${kind}/${id}-${version}`
}

/** The upload id an /email-images file name names, or null. */
export function emailImageId(file: string): number | null {
  const match = /^([1-9]\d{0,9})-[0-9a-z]{1,12}$/.exec(file)
  return match ? Number(match[1]) : null
}

/**
 * A file of the media collection, wherever it is stored: through the collection's file handlers
 * (disk with src/lib/media-files.ts, S3 with the storage plugin), as GET /api/media/file does.
 */
async function mediaFile(payload: Payload, doc: Media, filename: string): Promise<Buffer | null> {
  const upload = payload.collections.media.config.upload
  const req = await createLocalReq({}, payload)
  const params = { collection: 'media', filename }
  for (const handler of upload.handlers ?? []) {
    const response = await handler(req, { doc, headers: new Headers(), params })
    if (response instanceof Response)
      return response.ok ? Buffer.from(await response.arrayBuffer()) : null
  }
  const dir = path.resolve(upload.staticDir || 'media')
  const file = path.resolve(dir, filename)
  return file.startsWith(dir + path.sep) ? readFile(file).catch(() => null) : null
}

/**
 * An upload's picture for e-mails: from its largest WebP size (the body) or its original (the logo,
 * never cropped), resized, as PNG when it has transparency and as JPEG otherwise. Null when the
 * upload or its file is gone.
 */
export async function emailImage(
  payload: Payload,
  kind: EmailImageKind,
  id: number,
): Promise<{ bytes: Buffer; type: string } | null> {
  const media = (await payload.findByID({
    collection: 'media',
    id,
    depth: 0,
    overrideAccess: false,
    disableErrors: true,
  })) as Media | null
  if (!media?.filename) return null
  const sized = kind === 'body' ? (media.sizes?.hero ?? media.sizes?.medium) : null
  const source = await mediaFile(payload, media, sized?.filename || media.filename)
  if (!source) return null
  const image = sharp(source)
    .rotate()
    .resize({ ...EMAIL_IMAGE_KINDS[kind], withoutEnlargement: true })
  const { hasAlpha } = await sharp(source).metadata()
  return hasAlpha
    ? { bytes: await image.png({ compressionLevel: 9 }).toBuffer(), type: 'image/png' }
    : {
        bytes: await image
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer(),
        type: 'image/jpeg',
      }
}
