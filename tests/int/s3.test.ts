import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3'
import { describe, expect, it } from 'vitest'

import { solidImage } from '../helpers/images'
import { withS3Payload } from '../helpers/s3'

// Media through the S3 adapter against a real local S3 server (s3rver), with the same database
// and migrations as local-disk storage.
const bucket = 'tarima-pruebas'
const s3 = withS3Payload({ port: 4579, bucket, prefix: 's3rver-', key: 's3-test' })

describe('S3 storage', () => {
  it('uploads, serves and deletes media objects', async () => {
    const png = await solidImage('png', { width: 640, height: 640, background: '#7c3aed' })
    const doc = await s3.payload.create({
      collection: 'media',
      data: { alt: 'Portada en S3' },
      file: { data: png, mimetype: 'image/png', name: 'portada-s3.png', size: png.length },
    })
    expect(doc.prefix).toBe('media')
    const key = `media/${doc.filename}`
    const head = await s3.server.client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
    expect(head.ContentType).toBe('image/png')
    expect(head.ContentLength).toBe(png.length)
    // The resized variants went to S3 too.
    await s3.server.client.send(
      new HeadObjectCommand({ Bucket: bucket, Key: `media/${doc.sizes?.card?.filename}` }),
    )

    const object = await s3.server.client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
    const downloaded = Buffer.from(await object.Body!.transformToByteArray())
    expect(downloaded.equals(png)).toBe(true)

    await s3.payload.delete({ collection: 'media', id: doc.id })
    await expect(
      s3.server.client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })),
    ).rejects.toThrow()
  })
})
