import sharp from 'sharp'

/** A plain image of one colour, encoded as `format`. */
export const solidImage = (
  format: 'jpeg' | 'png' | 'webp',
  {
    width,
    height,
    background,
    channels = 3,
  }: {
    width: number
    height: number
    background: string
    channels?: 3 | 4
  },
) => sharp({ create: { width, height, channels, background } })[format]().toBuffer()

/** An uncompressed PNG of random-looking pixels: about width × height × 3 bytes, whatever the zlib. */
export function noisePng(width: number, height: number) {
  const noise = Buffer.alloc(width * height * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}
