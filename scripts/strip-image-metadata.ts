// `npm run media:strip-metadata`: once, after uploads began to be stored without photo metadata
// (src/lib/upload-safety.ts, cleanUpload), strips it from the images stored before: every file of
// the media collection, originals and sizes, on local disk (MEDIA_DIR) or in S3 (S3_BUCKET, as
// src/lib/env.ts reads it). A file without EXIF, XMP or IPTC is left as it is, so running it again
// changes nothing. The database's filesize, width and height of a rewritten file follow it (an
// EXIF-rotated photo turns upright, so its width and height swap).

import { randomBytes } from 'node:crypto'
import { readFile, readdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { Payload, Where } from 'payload'
import sharp from 'sharp'

import { startDevDatabase } from './lib/database'
import { closePayload } from './lib/prepare'
import { mediaDir, s3Config } from '../src/lib/env'
import { hasMetadata, metadataOf, stripMetadata } from '../src/lib/image-metadata'
import { imageKindOf } from '../src/lib/image-signature'

/** Where the stored files are: their names, and reading and writing one. */
export type MediaStorage = {
  where: string
  names: () => AsyncIterable<string>
  read: (name: string) => Promise<Buffer>
  write: (name: string, bytes: Buffer) => Promise<void>
}

/** The media folder on local disk. */
export function diskStorage(dir: string): MediaStorage {
  return {
    where: dir,
    async *names() {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (entry.isFile() && !entry.name.startsWith('.')) yield entry.name
      }
    },
    read: (name) => readFile(path.join(dir, name)),
    // Written beside it, then renamed over it: a reader never gets half a file.
    async write(name, bytes) {
      const temporary = path.join(dir, `.${name}.${randomBytes(4).toString('hex')}.tmp`)
      await writeFile(temporary, bytes)
      await rename(temporary, path.join(dir, name))
    },
  }
}

/** The bucket of payload.config.ts's s3Storage, where media files are `media/<name>`. */
export function bucketStorage(config: NonNullable<ReturnType<typeof s3Config>>): MediaStorage {
  const prefix = 'media/' // payload.config.ts: s3Storage({ collections: { media: { prefix } } })
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  })
  const Bucket = config.bucket
  return {
    where: `s3://${Bucket}/${prefix}`,
    async *names() {
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        )
        for (const { Key } of page.Contents ?? []) {
          const name = Key?.slice(prefix.length)
          if (name && !name.includes('/')) yield name
        }
        ContinuationToken = page.NextContinuationToken
      } while (ContinuationToken)
    },
    async read(name) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: prefix + name }))
      return Buffer.from(await object.Body!.transformToByteArray())
    },
    async write(name, bytes) {
      const kind = imageKindOf(bytes)
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: prefix + name,
          Body: bytes,
          ContentType: kind ? `image/${kind}` : undefined,
        }),
      )
    },
  }
}

type Dimensions = { filesize: number; width: number; height: number }

/** The media row that names this file, as its original or one of its sizes. */
async function updateRow(payload: Payload, name: string, file: Dimensions): Promise<boolean> {
  const sizeNames = (payload.collections.media.config.upload.imageSizes ?? []).map((s) => s.name)
  const where: Where = {
    or: [
      { filename: { equals: name } },
      ...sizeNames.map((size) => ({ [`sizes.${size}.filename`]: { equals: name } })),
    ],
  }
  const { docs } = await payload.find({ collection: 'media', where, limit: 1, depth: 0 })
  const doc = docs[0]
  if (!doc) return false
  if (doc.filename === name) {
    await payload.update({ collection: 'media', id: doc.id, data: file, depth: 0 })
    return true
  }
  const size = sizeNames.find((s) => doc.sizes?.[s as keyof typeof doc.sizes]?.filename === name)
  if (!size) return false
  const sizes = {
    ...doc.sizes,
    [size]: { ...doc.sizes?.[size as keyof typeof doc.sizes], ...file },
  }
  await payload.update({ collection: 'media', id: doc.id, data: { sizes }, depth: 0 })
  return true
}

/**
 * Rewrites each stored image that still carries metadata and updates its row. Returns how many
 * files it looked at and how many it rewrote.
 */
export async function stripStoredMetadata(
  payload: Payload,
  storage: MediaStorage,
  log: (line: string) => void = console.log,
): Promise<{ checked: number; rewritten: number }> {
  let checked = 0
  let rewritten = 0
  for await (const name of storage.names()) {
    if (++checked % 100 === 0) log(`${checked} revisadas, ${rewritten} reescritas…`)
    const bytes = await storage.read(name)
    const meta = await metadataOf(bytes)
    if (!meta || !hasMetadata(meta)) continue
    const cleaned = await stripMetadata(bytes, meta)
    const after = await sharp(cleaned).metadata()
    await storage.write(name, cleaned)
    rewritten++
    const width = after.width ?? 0
    // An animated image's height counts every frame; the row keeps one frame's.
    const height = after.pageHeight ?? after.height ?? 0
    const found = await updateRow(payload, name, { filesize: cleaned.length, width, height })
    log(
      `${name}: sin metadatos (${bytes.length} → ${cleaned.length} bytes, ${width}×${height})` +
        (found ? '' : ', sin fila en la base de datos'),
    )
  }
  return { checked, rewritten }
}

async function main() {
  const db = await startDevDatabase()
  process.env.DATABASE_URL = db.url
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('../payload.config'),
  ])
  const payload = await getPayload({ config })
  const s3 = s3Config()
  const storage = s3 ? bucketStorage(s3) : diskStorage(mediaDir)
  console.log(`Quitando metadatos de las imágenes de ${storage.where}…`)
  try {
    const { checked, rewritten } = await stripStoredMetadata(payload, storage)
    console.log(`Listo: ${checked} imágenes revisadas, ${rewritten} reescritas sin metadatos.`)
  } catch (error) {
    console.error('No se pudieron limpiar las imágenes:', error)
    process.exitCode = 1
  } finally {
    await closePayload(payload)
    await db.stop()
  }
  process.exit(process.exitCode ?? 0)
}

// Run as a command (`npm run media:strip-metadata`), not when imported.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main()
}
