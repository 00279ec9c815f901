import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import S3rver from 's3rver'
import { afterAll, beforeAll } from 'vitest'

import { closePayload } from '../../scripts/lib/prepare'

const region = 'us-east-1'
const accessKeyId = 'S3RVER'
const secretAccessKey = 'S3RVER'

/**
 * A real local S3 server (s3rver) on `port` with one empty bucket, in a temporary folder, and a
 * client for it.
 */
export async function startS3Server({
  port,
  bucket,
  prefix,
}: {
  port: number
  bucket: string
  /** The temporary folder's name starts with it. */
  prefix: string
}) {
  const directory = mkdtempSync(path.join(tmpdir(), prefix))
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    /** What scripts/strip-image-metadata.ts's bucketStorage takes. */
    config: { bucket, endpoint, region, accessKeyId, secretAccessKey, forcePathStyle: true },
    client: new S3Client({
      endpoint,
      region,
      forcePathStyle: true,
      credentials: { accessKeyId, secretAccessKey },
    }),
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>

/**
 * For the tests of a file or of a describe block: a local S3 server, and a Payload of this process
 * whose media go to it (payload.config.ts reads S3_*), started before them and closed after.
 */
export function withS3Payload({
  key,
  ...options
}: Parameters<typeof startS3Server>[0] & { key: string }) {
  const s3 = {} as { server: S3Server; payload: Payload }
  beforeAll(async () => {
    s3.server = await startS3Server(options)
    const { bucket, endpoint } = s3.server.config
    Object.assign(process.env, {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    })
    const [{ getPayload }, { default: config }] = await Promise.all([
      import('payload'),
      import('../../payload.config'),
    ])
    s3.payload = await getPayload({ config, key })
  })
  afterAll(async () => {
    if (s3.payload) await closePayload(s3.payload)
    await s3.server?.close()
  })
  return s3
}
