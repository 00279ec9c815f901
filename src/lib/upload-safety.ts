import { readFile, writeFile } from 'node:fs/promises'

import type { PayloadRequest } from 'payload'
import sharp from 'sharp'

import { t } from '../i18n'
import { withoutMetadata } from './image-metadata'
import { imageKindOf } from './image-signature'
import { cleanFileName } from './media-files'
import { IMAGE_MAX_PIXELS } from './limits'
import { PublicError } from './public-error'

/**
 * Markup that has no business inside a PNG, JPEG, WebP, GIF or AVIF. Payload checks an upload's
 * first bytes, so a valid image header followed by an HTML page or script (a polyglot) passes
 * that check; this one looks through the whole file. XMP metadata (plain XML) is not matched.
 */
// Long enough that the compressed bytes of a real photo practically never match by chance.
const MARKUP = /<(?:script|html|body|iframe|object|embed)|<svg[\s/>]|<!doctype|<\?php|javascript:/i

/** True when the bytes hold markup a browser could run if it ever read the file as a page. */
export const holdsMarkup = (bytes: Buffer): boolean => MARKUP.test(bytes.toString('latin1'))

/** The width × height an image's header claims (sharp reads the header only, decoding nothing). */
async function claimedPixels(bytes: Buffer): Promise<number> {
  try {
    const { width = 0, height = 0, pages = 1 } = await sharp(bytes).metadata()
    return width * height * pages
  } catch {
    return 0 // Not an image sharp knows: Payload's type check refuses it.
  }
}

type UploadedFile = NonNullable<PayloadRequest['file']> & { tempFilePath?: string }

/** The uploaded bytes: in memory, or in Payload's temporary file when it uses one. */
async function bytesOf(file: UploadedFile): Promise<Buffer | null> {
  if (file.data?.length) return file.data
  return file.tempFilePath ? readFile(file.tempFilePath) : null
}

/**
 * Refuses an upload whose first bytes are no accepted image (the list the picker checks too,
 * image-signature.ts) or whose bytes carry markup, with the same answer, and one whose header
 * claims more pixels than IMAGE_MAX_PIXELS, before anything decodes it.
 */
export async function refuseUnsafeImages(req: PayloadRequest): Promise<void> {
  const file = req.file as UploadedFile | undefined
  if (!file) return
  const bytes = await bytesOf(file)
  if (!bytes) return
  if (!imageKindOf(bytes) || holdsMarkup(bytes)) throw new PublicError(t.upload.invalidType, 400)
  if ((await claimedPixels(bytes)) > IMAGE_MAX_PIXELS)
    throw new PublicError(t.upload.tooManyPixels, 400)
}

/**
 * Before Payload stores an upload (beforeOperation, after `refuseUnsafeImages`): its name loses
 * control and bidi characters, its bytes their EXIF, XMP and IPTC (image-metadata.ts). Payload
 * then reads the cleaned bytes for the original, its sizes, and the filesize, width and height it
 * stores (node_modules/payload/dist/uploads/generateFileData.js).
 */
export async function cleanUpload(req: PayloadRequest): Promise<void> {
  const file = req.file as UploadedFile | undefined
  if (!file) return
  file.name = cleanFileName(file.name)
  const bytes = await bytesOf(file)
  const cleaned = bytes && (await withoutMetadata(bytes))
  if (!cleaned) return
  if (file.tempFilePath) await writeFile(file.tempFilePath, cleaned)
  if (file.data?.length) file.data = cleaned
  file.size = cleaned.length
}
