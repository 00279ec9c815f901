import { readFile } from 'node:fs/promises'

import { APIError, type PayloadRequest } from 'payload'

import { t } from '../i18n'

/**
 * Markup that has no business inside a PNG, JPEG, WebP, GIF or AVIF. Payload checks an upload's
 * first bytes, so a valid image header followed by an HTML page or script (a polyglot) passes
 * that check; this one looks through the whole file. XMP metadata (plain XML) is not matched.
 */
// Long enough that the compressed bytes of a real photo practically never match by chance.
const MARKUP = /<(?:script|html|body|iframe|object|embed)|<svg[\s/>]|<!doctype|<\?php|javascript:/i

/** True when the bytes hold markup a browser could run if it ever read the file as a page. */
export const holdsMarkup = (bytes: Buffer): boolean => MARKUP.test(bytes.toString('latin1'))

/** Refuses an upload whose bytes carry markup, with the same answer as a file that is not an image. */
export async function refusePolyglots(req: PayloadRequest): Promise<void> {
  const file = req.file as (PayloadRequest['file'] & { tempFilePath?: string }) | undefined
  if (!file) return
  const bytes = file.data?.length
    ? file.data
    : file.tempFilePath
      ? await readFile(file.tempFilePath)
      : null
  if (bytes && holdsMarkup(bytes)) throw new APIError(t.upload.invalidType, 400, undefined, true)
}
