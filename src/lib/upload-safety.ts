import { readFile } from 'node:fs/promises'

import type { PayloadRequest } from 'payload'
import sharp from 'sharp'

import { t } from '../i18n'
import { imageKindOf } from './image-signature'
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

/**
 * Refuses an upload whose first bytes are no accepted image (the list the picker checks too,
 * image-signature.ts) or whose bytes carry markup, with the same answer, and one whose header
 * claims more pixels than IMAGE_MAX_PIXELS, before anything decodes it.
 */
export async function refuseUnsafeImages(req: PayloadRequest): Promise<void> {
  const file = req.file as (PayloadRequest['file'] & { tempFilePath?: string }) | undefined
  if (!file) return
  const bytes = file.data?.length
    ? file.data
    : file.tempFilePath
      ? await readFile(file.tempFilePath)
      : null
  if (!bytes) return
  if (!imageKindOf(bytes) || holdsMarkup(bytes)) throw new PublicError(t.upload.invalidType, 400)
  if ((await claimedPixels(bytes)) > IMAGE_MAX_PIXELS)
    throw new PublicError(t.upload.tooManyPixels, 400)
}
