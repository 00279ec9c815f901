import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '../../scripts/lib/prepare'

// Media through the S3 adapter against a real local S3 server (s3rver), with the same database
// and migrations as local-disk storage.
const bucket = 'tarima-pruebas'
const port = 4579
const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'))
let server: S3rver
let payload: Payload
const s3 = new S3Client({
  endpoint: `http://127.0.0.1:${port}`,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
})

beforeAll(async () => {
  server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  await server.run()
  Object.assign(process.env, {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('../../payload.config'),
  ])
  payload = await getPayload({ config, key: 's3-test' })
})

afterAll(async () => {
  if (payload) await closePayload(payload)
  await server?.close()
  rmSync(directory, { recursive: true, force: true })
})

describe('S3 storage', () => {
  it('uploads, serves and deletes media objects', async () => {
    const png = await sharp({
      create: { width: 640, height: 640, channels: 3, background: '#7c3aed' },
    })
      .png()
      .toBuffer()
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Portada en S3' },
      file: { data: png, mimetype: 'image/png', name: 'portada-s3.png', size: png.length },
    })
    expect(doc.prefix).toBe('media')
    const key = `media/${doc.filename}`
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
    expect(head.ContentType).toBe('image/png')
    expect(head.ContentLength).toBe(png.length)
    // The resized variants went to S3 too.
    await s3.send(
      new HeadObjectCommand({ Bucket: bucket, Key: `media/${doc.sizes?.card?.filename}` }),
    )

    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
    const downloaded = Buffer.from(await object.Body!.transformToByteArray())
    expect(downloaded.equals(png)).toBe(true)

    await payload.delete({ collection: 'media', id: doc.id })
    await expect(s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).rejects.toThrow()
  })
})
