import sharp from 'sharp'

/**
 * Photo metadata: a phone's JPEG carries EXIF (GPS position, camera, owner's name), often XMP and
 * IPTC too. Stored images keep none of it; only the orientation (applied to the pixels) and the
 * colour profile (kept, so the colours stay as they were) survive.
 */

type Metadata = sharp.Metadata

/** True when the image still carries metadata to strip, or an EXIF orientation to apply. */
export const hasMetadata = (meta: Metadata): boolean =>
  Boolean(
    meta.exif?.length ||
    meta.xmp?.length ||
    meta.iptc?.length ||
    meta.tifftagPhotoshop?.length ||
    meta.comments?.length ||
    (meta.orientation && meta.orientation !== 1),
  )

/** Reads an image's metadata; null when sharp cannot read it (not an image). */
export async function metadataOf(bytes: Buffer): Promise<Metadata | null> {
  try {
    return await sharp(bytes).metadata()
  } catch {
    return null
  }
}

/**
 * The same picture in the same format without metadata: turned upright by its EXIF orientation,
 * its ICC profile kept, every frame of an animated GIF or WebP kept. Re-encoding costs a little
 * quality, so callers only do it when `hasMetadata` says there is something to remove.
 */
export async function stripMetadata(bytes: Buffer, meta: Metadata): Promise<Buffer> {
  const animated = (meta.pages ?? 1) > 1
  // rotate() with no angle applies the EXIF orientation; without withMetadata() sharp writes none.
  let image = sharp(bytes, { animated }).rotate()
  if (meta.icc) image = image.keepIccProfile()
  switch (meta.format) {
    case 'jpeg':
      return image.jpeg({ quality: 90 }).toBuffer()
    case 'png':
      return image.png({ palette: Boolean(meta.isPalette) }).toBuffer()
    case 'webp':
      return image.webp({ quality: 90 }).toBuffer()
    case 'gif':
      return image.gif().toBuffer()
    case 'heif':
      // AVIF is read as HEIF; written back as AVIF, the only HEIF the uploads accept.
      return image.avif({ quality: 70 }).toBuffer()
    default:
      return image.toBuffer()
  }
}

/** The bytes without metadata, or null when they carry none (then nothing needs rewriting). */
export async function withoutMetadata(bytes: Buffer): Promise<Buffer | null> {
  const meta = await metadataOf(bytes)
  if (!meta || !hasMetadata(meta)) return null
  return stripMetadata(bytes, meta)
}
