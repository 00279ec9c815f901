// Deleting an account erases what names the member outside their own rows too: their uploads
// (rows and every file, on disk and on S3), the notices they sent to others, and the newsletter
// subscription of their confirmed address (collections/Users/index.ts, beforeDelete).
import { existsSync, unlinkSync } from 'node:fs'
import path from 'node:path'

import { DeleteObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3'
import { Pool } from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  BASE_URL,
  api,
  imageForm,
  postOnce,
  signUp,
  userWithRole,
  type Session,
} from '../helpers/api'
import { article, created, expectStatus, upload } from '../helpers/access'
import { withS3Payload } from '../helpers/s3'
import { startSmtpSink, tokenFromMail } from '../helpers/smtp'

const PASSWORD = 'clave-segura-1'
const mediaDir = process.env.MEDIA_DIR ?? path.resolve('media')

let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let db: Pool
beforeAll(async () => {
  smtp = await startSmtpSink()
  db = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
})
afterAll(async () => {
  await smtp?.close()
  await db?.end()
})

const exists = async (table: string, id: unknown) =>
  (await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).rowCount === 1

const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#0e7490' } })
    .jpeg()
    .toBuffer()

/** A member whose address is confirmed (the welcome e-mail's link), as a real one would be. */
async function confirmedMember(): Promise<Session> {
  const member = await signUp()
  const token = tokenFromMail(
    await smtp.waitFor(member.email, '/confirm-email?token='),
    '/confirm-email',
  )
  expectStatus(await api('POST', '/api/users/confirm-email', { body: { token } }), 200)
  return member
}

/**
 * What names the member outside their own rows: a notice to someone else (a follow), a newsletter
 * subscription of their address.
 */
async function traces(member: Session, other: Session) {
  expectStatus(await api('POST', `/api/users/${other.id}/followers`, { token: member.token }), 201)
  const notice = (
    await db.query('SELECT id FROM notifications WHERE sender_id = $1 AND recipient_id = $2', [
      member.id,
      other.id,
    ])
  ).rows[0]?.id
  expect(notice).toBeDefined()
  expectStatus(
    await api('POST', '/api/newsletter-subscribers/subscribe', {
      body: { name: 'Prueba', email: member.email },
    }),
    200,
  )
  const subscriber = (
    await db.query('SELECT id FROM newsletter_subscribers WHERE email = $1', [member.email])
  ).rows[0]?.id
  expect(subscriber).toBeDefined()
  return { notice, subscriber }
}

describe('deleting an account (POST /api/users/delete-account)', () => {
  it('deletes their images and files, their notices to others and their subscription', async () => {
    const [member, other, editor] = await Promise.all([
      confirmedMember(),
      signUp(),
      userWithRole('editor'),
    ])
    const uploaded = await postOnce(
      '/api/media?depth=0',
      imageForm(await photo(), 'mi-foto.jpg', 'image/jpeg'),
      member.token,
    )
    expectStatus(uploaded, 201, 'upload')
    const image = uploaded.body!.doc as {
      id: number
      url: string
      filename: string
      sizes: Record<string, { filename: string | null; url: string | null }>
    }
    const files = [image.filename, ...Object.values(image.sizes).map((size) => size.filename)]
      .filter((name): name is string => Boolean(name))
      .map((name) => path.join(mediaDir, name))
    expect(files.length).toBeGreaterThan(1)
    for (const file of files) expect(existsSync(file), file).toBe(true)
    // One file already gone does not stop the deletion.
    unlinkSync(files[1])

    // Images of others stay: another member's, and staff's cover of an article the member
    // commented on.
    const othersImage = await upload(other)
    const cover = await upload(editor)
    const post = await article(editor, { featuredImage: cover.id })
    await created(member, 'blog-comments', { post: post.id, content: '¡Qué buena nota!' })
    const { notice, subscriber } = await traces(member, other)

    const deleted = await api('POST', '/api/users/delete-account', {
      token: member.token,
      body: { password: PASSWORD },
    })
    expectStatus(deleted, 200, 'delete-account')

    expect(await exists('users', member.id)).toBe(false)
    expect(await exists('media', image.id)).toBe(false)
    for (const file of files) expect(existsSync(file), file).toBe(false)
    expect((await fetch(new URL(image.url, BASE_URL))).status).toBe(404)
    expect(await exists('notifications', notice)).toBe(false)
    expect(await exists('newsletter_subscribers', subscriber)).toBe(false)

    expect(await exists('media', othersImage.id)).toBe(true)
    expect(await exists('media', cover.id)).toBe(true)
    expect(existsSync(path.join(mediaDir, String(cover.filename)))).toBe(true)
    const stillCovered = await api('GET', `/api/blog-posts/${post.id}?depth=0`)
    expect(stillCovered.body.featuredImage).toBe(cover.id)
  })

  it('keeps a subscription the account never proved was its own', async () => {
    // Anyone may open an account with another person's address; deleting it unsubscribes nobody.
    const [member, other] = await Promise.all([signUp(), signUp()])
    const { notice, subscriber } = await traces(member, other)
    const deleted = await api('POST', '/api/users/delete-account', {
      token: member.token,
      body: { password: PASSWORD },
    })
    expectStatus(deleted, 200, 'delete-account')
    expect(await exists('notifications', notice)).toBe(false)
    expect(await exists('newsletter_subscribers', subscriber)).toBe(true)
  })
})

describe('deleting an account whose images are on S3 (Local API)', () => {
  // A real local S3 server, as tests/int/s3.test.ts; its own port, so both files may run.
  const bucket = 'tarima-borrado'
  const s3 = withS3Payload({ port: 4581, bucket, prefix: 's3rver-erasure-', key: 'erasure-test' })
  const objectExists = (key: string) =>
    s3.server.client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
      () => true,
      () => false,
    )
  it('removes the original and every size from the bucket', async () => {
    const [member, other] = await Promise.all([confirmedMember(), signUp()])
    const bytes = await photo()
    const image = await s3.payload.create({
      collection: 'media',
      data: { alt: 'Mi foto', uploadedBy: member.id },
      file: { data: bytes, mimetype: 'image/jpeg', name: 'mi-foto-s3.jpg', size: bytes.length },
      overrideAccess: true,
    })
    const keys = [image.filename, ...Object.values(image.sizes ?? {}).map((s) => s?.filename)]
      .filter((name): name is string => Boolean(name))
      .map((name) => `media/${name}`)
    expect(keys.length).toBeGreaterThan(1)
    for (const key of keys) expect(await objectExists(key), key).toBe(true)
    // One object already gone does not stop the deletion.
    await s3.server.client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keys[1] }))
    const { notice, subscriber } = await traces(member, other)

    await s3.payload.delete({ collection: 'users', id: member.id, overrideAccess: true })

    expect(await exists('users', member.id)).toBe(false)
    expect(await exists('media', image.id)).toBe(false)
    for (const key of keys) expect(await objectExists(key), key).toBe(false)
    expect(await exists('notifications', notice)).toBe(false)
    expect(await exists('newsletter_subscribers', subscriber)).toBe(false)
  })
})
