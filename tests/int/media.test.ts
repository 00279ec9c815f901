import { randomUUID } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { PutObjectCommand } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '../../scripts/lib/prepare'
import { bucketStorage, diskStorage, stripStoredMetadata } from '../../scripts/strip-image-metadata'
import { serverErrors } from '../../src/i18n/server-errors'
import { BASE_URL, api, imageForm, postOnce, signUp, tinyPng, type Session } from '../helpers/api'
import { noisePng, solidImage } from '../helpers/images'
import { startS3Server } from '../helpers/s3'

let owner: Session
let other: Session
// The Local API in this process runs the current source (hooks, the one-off script); the HTTP
// tests run whatever the test server was built from.
let payload: Payload
const mediaDir = process.env.MEDIA_DIR!

beforeAll(async () => {
  owner = await signUp()
  other = await signUp()
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('../../payload.config'),
  ])
  payload = await getPayload({ config, key: 'media-test' })
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('media uploads', () => {
  it('stores an image with resized WebP variants and serves it back', async () => {
    const jpeg = await solidImage('jpeg', { width: 900, height: 600, background: '#c2410c' })
    const { status, body } = await api('POST', '/api/media', {
      token: owner.token,
      form: imageForm(jpeg, 'portada.jpg', 'image/jpeg'),
    })
    expect(status).toBe(201)
    const doc = body.doc
    expect(doc.mimeType).toBe('image/jpeg')
    expect(doc.uploadedBy).toMatchObject({ id: owner.id })
    expect(doc.sizes.card).toMatchObject({ width: 480, height: 480, mimeType: 'image/webp' })
    expect(doc.sizes.thumbnail.width).toBe(160)
    // Whole images for srcset: a phone's width, and no enlargement past the original's 900.
    expect(doc.sizes.medium).toMatchObject({ width: 768, height: 512, mimeType: 'image/webp' })
    expect(doc.sizes.hero).toMatchObject({ width: 900, height: 600, mimeType: 'image/webp' })

    const file = await fetch(new URL(doc.url, BASE_URL))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toContain('image/jpeg')
    const card = await fetch(new URL(doc.sizes.card.url, BASE_URL))
    expect(card.headers.get('content-type')).toContain('image/webp')

    // Another member cannot delete it; the owner can.
    expect((await api('DELETE', `/api/media/${doc.id}`, { token: other.token })).status).toBe(403)
    expect((await api('DELETE', `/api/media/${doc.id}`, { token: owner.token })).status).toBe(200)
    expect((await api('GET', `/api/media/${doc.id}`)).status).toBe(404)
  })

  it('refuses an HTML file disguised as a JPEG', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')
    const { status } = await api('POST', '/api/media', {
      token: owner.token,
      form: imageForm(html, 'foto.jpg', 'image/jpeg'),
    })
    expect(status).toBe(400)
    const list = await api('GET', `/api/media?where[filename][equals]=foto.jpg`)
    expect(list.body.totalDocs).toBe(0)
  })

  it('refuses a text renamed .png and an SVG by their first bytes, in Spanish', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')
    for (const [bytes, name, type] of [
      [Buffer.from('hola, esto es texto'), 'notas.png', 'image/png'],
      [svg, 'dibujo.svg', 'image/svg+xml'],
      [svg, 'dibujo.png', 'image/png'],
    ] as const) {
      const { status, body } = await api('POST', '/api/media', {
        token: owner.token,
        form: imageForm(bytes, name, type),
      })
      expect(status, name).toBe(400)
      expect(JSON.stringify(body), name).toContain(
        'Por favor selecciona un archivo de imagen (PNG, JPG, etc.)',
      )
    }
  })

  it('refuses images over 5 MB with the Spanish message', async () => {
    // Random pixels do not compress, so this PNG is well over 5 MB.
    const big = await noisePng(1800, 1200)
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024)
    const { status, body } = await postOnce(
      '/api/media',
      imageForm(big, 'enorme.png', 'image/png'),
      owner.token,
    )
    expect(status).toBe(413)
    expect(JSON.stringify(body)).toContain('La imagen debe ser menor a 5MB')
  })

  it('refuses uploads from visitors', async () => {
    const { status } = await api('POST', '/api/media', {
      form: imageForm(tinyPng(), 'a.png', 'image/png'),
    })
    expect(status).toBe(403)
  })
})

// ── Photo metadata ──────────────────────────────────────────────────────────────────────────

/** Texts planted in the metadata, to look for in the stored bytes. */
const CAMERA = 'CamaraTarima'
const OWNER = 'Duena Secreta'
const DATUM = 'WGS-84-Tarima'
const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${OWNER}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`

/**
 * A phone-like photo: `width` × `height` pixels stored sideways with EXIF orientation 6 (shown
 * turned 90°, so `height` wide), camera, owner and GPS in its EXIF, the owner again in XMP.
 */
async function phonePhoto(width: number, height: number): Promise<Buffer> {
  const photo = await sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .withExif({
      IFD0: { Make: CAMERA, Model: 'X1', Artist: OWNER },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 27/1 0/1', GPSMapDatum: DATUM },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(XMP)
    .jpeg()
    .toBuffer()
  const meta = await sharp(photo).metadata()
  // The photo really carries what the tests then look for.
  expect(meta.orientation).toBe(6)
  expect(meta.exif?.toString('latin1')).toContain(DATUM)
  expect(meta.exif?.toString('latin1')).toContain(CAMERA)
  expect(meta.xmp?.toString('latin1')).toContain(OWNER)
  return photo
}

/** Asserts an image's bytes carry no EXIF, XMP, IPTC, GPS or planted text. */
async function expectNoMetadata(bytes: Buffer, what: string) {
  const meta = await sharp(bytes).metadata()
  expect(meta.exif, what).toBeUndefined()
  expect(meta.xmp, what).toBeUndefined()
  expect(meta.iptc, what).toBeUndefined()
  expect([undefined, 1], what).toContain(meta.orientation)
  const text = bytes.toString('latin1')
  for (const planted of [CAMERA, OWNER, DATUM]) expect(text, what).not.toContain(planted)
  return meta
}

const download = async (url: string) => {
  const response = await fetch(new URL(url, BASE_URL))
  expect(response.status, url).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

describe('photo metadata', () => {
  it('serves an uploaded photo and every size without EXIF, XMP or GPS, turned upright', async () => {
    const { status, body } = await api('POST', '/api/media', {
      token: owner.token,
      form: imageForm(await phonePhoto(900, 600), 'vacaciones.jpg', 'image/jpeg'),
    })
    expect(status).toBe(201)
    const doc = body.doc
    // Orientation 6 applied: 900 × 600 stored sideways is a 600 × 900 portrait.
    expect(doc).toMatchObject({ width: 600, height: 900, mimeType: 'image/jpeg' })

    const original = await download(doc.url)
    const meta = await expectNoMetadata(original, 'original')
    expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 900 })
    expect(doc.filesize).toBe(original.length)

    const sizes = Object.entries(doc.sizes as Record<string, { url: string | null }>)
    expect(sizes.filter(([, size]) => size.url).length).toBe(4)
    for (const [name, size] of sizes) {
      if (size.url) await expectNoMetadata(await download(size.url), name)
    }
    // The whole (uncropped) sizes are portraits too.
    expect(doc.sizes.medium).toMatchObject({ width: 600, height: 900 })
    await api('DELETE', `/api/media/${doc.id}`, { token: owner.token })
  })

  it('stores the cleaned bytes through the Local API too, sizes included', async () => {
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Foto de teléfono' },
      file: {
        data: await phonePhoto(300, 200),
        mimetype: 'image/jpeg',
        name: 'telefono.jpg',
        size: 0,
      },
    })
    const stored = await readFile(path.join(mediaDir, doc.filename!))
    const meta = await expectNoMetadata(stored, 'original')
    expect(meta).toMatchObject({ width: 200, height: 300 })
    expect(doc).toMatchObject({ width: 200, height: 300, filesize: stored.length })
    for (const [name, size] of Object.entries(doc.sizes ?? {})) {
      if (size?.filename)
        await expectNoMetadata(await readFile(path.join(mediaDir, size.filename)), name)
    }
    await payload.delete({ collection: 'media', id: doc.id })
  })

  it('keeps the colour profile and the colours of a wide-gamut image', async () => {
    const p3 = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 250, g: 30, b: 20 } },
    })
      .withIccProfile('p3')
      .withXmp(XMP)
      .png()
      .toBuffer()
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Rojo P3' },
      file: { data: p3, mimetype: 'image/png', name: 'rojo-p3.png', size: p3.length },
    })
    const stored = await readFile(path.join(mediaDir, doc.filename!))
    const meta = await expectNoMetadata(stored, 'P3 PNG')
    expect(meta.format).toBe('png')
    expect(meta.icc?.equals((await sharp(p3).metadata()).icc!)).toBe(true)
    // The same colour on screen: both read through their profile into sRGB.
    const firstPixel = async (bytes: Buffer) => [
      ...(await sharp(bytes).raw().toBuffer()).subarray(0, 3),
    ]
    expect(await firstPixel(stored)).toEqual(await firstPixel(p3))
    await payload.delete({ collection: 'media', id: doc.id })
  })

  it('keeps an animated WebP animated, without its EXIF', async () => {
    const [width, height, frames] = [40, 30, 3]
    const raw = Buffer.alloc(width * height * frames * 4)
    for (let i = 0; i < raw.length; i += 4) raw.set([(i >> 10) % 256, 80, 160, 255], i)
    const webp = await sharp(raw, {
      raw: { width, height: height * frames, channels: 4, pageHeight: height },
    })
      .webp({ delay: [100, 100, 100], loop: 0 })
      .withExif({ IFD0: { Make: CAMERA } })
      .toBuffer()
    expect((await sharp(webp).metadata()).exif).toBeDefined()
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Animación' },
      file: { data: webp, mimetype: 'image/webp', name: 'animada.webp', size: webp.length },
    })
    const stored = await readFile(path.join(mediaDir, doc.filename!))
    await expectNoMetadata(stored, 'animated WebP')
    const meta = await sharp(stored, { animated: true }).metadata()
    expect(meta).toMatchObject({ format: 'webp', pages: 3, width: 40, pageHeight: 30 })
    expect(doc).toMatchObject({ width: 40, height: 30, mimeType: 'image/webp' })
    await payload.delete({ collection: 'media', id: doc.id })
  })

  it('the one-off script strips stored files on disk, fixes their rows, and is idempotent', async () => {
    const plain = await solidImage('jpeg', { width: 300, height: 200, background: '#444' })
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Subida antigua' },
      file: { data: plain, mimetype: 'image/jpeg', name: 'antigua.jpg', size: plain.length },
    })
    // As uploads were stored before: the phone's bytes as they came.
    const legacy = await phonePhoto(300, 200)
    await writeFile(path.join(mediaDir, doc.filename!), legacy)

    const lines: string[] = []
    const first = await stripStoredMetadata(payload, diskStorage(mediaDir), (l) => lines.push(l))
    expect(first.rewritten).toBeGreaterThanOrEqual(1)
    expect(lines.some((line) => line.startsWith(`${doc.filename}:`))).toBe(true)

    const stored = await readFile(path.join(mediaDir, doc.filename!))
    expect(await expectNoMetadata(stored, 'rewritten')).toMatchObject({ width: 200, height: 300 })
    const row = await payload.findByID({ collection: 'media', id: doc.id, depth: 0 })
    expect(row).toMatchObject({ width: 200, height: 300, filesize: stored.length })
    // Served as rewritten.
    expect((await download(row.url!)).equals(stored)).toBe(true)

    // A second run finds nothing left to do.
    const second = await stripStoredMetadata(payload, diskStorage(mediaDir), () => {})
    expect(second).toMatchObject({ checked: first.checked, rewritten: 0 })
    await payload.delete({ collection: 'media', id: doc.id })
  })

  it('the one-off script strips objects in S3 too', async () => {
    const bucket = 'tarima-limpieza'
    const server = await startS3Server({ port: 4581, bucket, prefix: 's3rver-media-' })
    try {
      const photo = await phonePhoto(120, 80)
      const clean = await solidImage('png', { width: 10, height: 10, background: '#fff' })
      for (const [Key, Body] of [
        ['media/con-gps.jpg', photo],
        ['media/limpia.png', clean],
      ] as const) {
        await server.client.send(new PutObjectCommand({ Bucket: bucket, Key, Body }))
      }
      const storage = bucketStorage(server.config)
      const first = await stripStoredMetadata(payload, storage, () => {})
      expect(first).toEqual({ checked: 2, rewritten: 1 })
      const stored = await storage.read('con-gps.jpg')
      expect(await expectNoMetadata(stored, 'S3 object')).toMatchObject({ width: 80, height: 120 })
      expect((await storage.read('limpia.png')).equals(clean)).toBe(true)
      expect(await stripStoredMetadata(payload, storage, () => {})).toEqual({
        checked: 2,
        rewritten: 0,
      })
    } finally {
      await server.close()
    }
  })
})

// ── Caching ─────────────────────────────────────────────────────────────────────────────────

describe('image caching', () => {
  let doc: {
    id: number
    url: string
    filename: string
    sizes: Record<string, { url: string; filename: string }>
  }

  beforeAll(async () => {
    const png = await solidImage('png', { width: 640, height: 480, background: '#7c3aed' })
    const { status, body } = await api('POST', '/api/media', {
      token: owner.token,
      form: imageForm(png, `cache-${randomUUID()}.png`, 'image/png'),
    })
    expect(status).toBe(201)
    doc = body.doc
  })

  it('gives sizes a year of immutable caching, and names no two versions alike', async () => {
    const card = await fetch(new URL(doc.sizes.card.url, BASE_URL))
    expect(card.status).toBe(200)
    expect(card.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(card.headers.get('etag')).toBeTruthy()

    // The same file uploaded again after the first was deleted: the original's name comes back,
    // a size's never does (so no cache can show the old picture under it).
    const png = await download(doc.url)
    const name = `repetida-${randomUUID()}.png`
    const upload = async () => {
      const reply = await api('POST', '/api/media', {
        token: owner.token,
        form: imageForm(png, name, 'image/png'),
      })
      expect(reply.status).toBe(201)
      return reply.body.doc
    }
    const first = await upload()
    expect((await api('DELETE', `/api/media/${first.id}`, { token: owner.token })).status).toBe(200)
    const second = await upload()
    expect(second.filename).toBe(first.filename)
    for (const size of ['thumbnail', 'card', 'medium']) {
      expect(second.sizes[size].filename, size).not.toBe(first.sizes[size].filename)
    }
    await api('DELETE', `/api/media/${second.id}`, { token: owner.token })
  })

  it('revalidates originals with ETag and Last-Modified: 304 when unchanged', async () => {
    const url = new URL(doc.url, BASE_URL)
    const first = await fetch(url)
    expect(first.status).toBe(200)
    const size = (await first.arrayBuffer()).byteLength
    expect(first.headers.get('cache-control')).toBe('public, no-cache')
    const etag = first.headers.get('etag')
    const lastModified = first.headers.get('last-modified')
    expect(etag).toBeTruthy()
    expect(lastModified).toBeTruthy()

    const byTag = await fetch(url, { headers: { 'If-None-Match': etag! } })
    expect(byTag.status).toBe(304)
    expect(await byTag.text()).toBe('')
    expect(byTag.headers.get('etag')).toBe(etag)
    const byDate = await fetch(url, { headers: { 'If-Modified-Since': lastModified! } })
    expect(byDate.status).toBe(304)
    const stale = await fetch(url, { headers: { 'If-None-Match': 'W/"otra"' } })
    expect(stale.status).toBe(200)
    expect((await stale.arrayBuffer()).byteLength).toBe(size)
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const file of [doc.url, doc.sizes.card.url]) {
      const head = await fetch(new URL(file, BASE_URL), { method: 'HEAD' })
      expect(head.status, file).toBe(200)
      expect(head.headers.get('content-type'), file).toMatch(/^image\//)
      expect(head.headers.get('etag'), file).toBeTruthy()
      expect(head.headers.get('cache-control'), file).toBeTruthy()
      expect(await head.text(), file).toBe('')
    }
  })

  it('still serves byte ranges', async () => {
    const part = await fetch(new URL(doc.url, BASE_URL), { headers: { Range: 'bytes=0-7' } })
    expect(part.status).toBe(206)
    expect(Buffer.from(await part.arrayBuffer())).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    )
  })
})

// ── File names ──────────────────────────────────────────────────────────────────────────────

describe('upload file names', () => {
  // busboy refuses the part's header before any hook sees the name; src/lib/error-answers.ts
  // answers such a malformed body with a Spanish 400.
  it('refuses a NUL byte in the file name with a Spanish 400, never a 500', async () => {
    const name = `nulo-${randomUUID()}`
    const { status, body } = await api('POST', '/api/media', {
      token: owner.token,
      form: imageForm(tinyPng(), `${name}\u0000.png`, 'image/png'),
    })
    expect(status).toBe(400)
    expect(body.errors[0].message).toBe(serverErrors.invalidRequest)
    const list = await api('GET', `/api/media?where[filename][contains]=${name}`)
    expect(list.body.totalDocs).toBe(0)
  })

  it('stores names without bidi overrides or C1 controls', async () => {
    const id = randomUUID().slice(0, 8)
    // Shown as "foto-…-exe.png" reversed: the classic disguised-extension trick.
    const { status, body } = await api('POST', '/api/media', {
      token: owner.token,
      form: imageForm(
        tinyPng(),
        `foto-${id}\u202Egnp.\u2066exe\u2069\u200F\u0085.png`,
        'image/png',
      ),
    })
    expect(status).toBe(201)
    expect(body.doc.filename).toBe(`foto-${id}gnp.exe.png`)
    await api('DELETE', `/api/media/${body.doc.id}`, { token: owner.token })
  })

  it('cleans control and bidi characters from names given to the Local API', async () => {
    const png = tinyPng()
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Nombre raro' },
      file: {
        data: png,
        mimetype: 'image/png',
        name: 'a\u0001b\u0000c\u200Ed\u202Ae.png',
        size: png.length,
      },
    })
    expect(doc.filename).toMatch(/^abcde(-\d+)?\.png$/)
    await payload.delete({ collection: 'media', id: doc.id })

    // A name shaped like a size's (src/lib/media-files.ts) would be cached as immutable.
    const sizeShaped = await payload.create({
      collection: 'media',
      data: { alt: 'Nombre de tamaño' },
      file: {
        data: png,
        mimetype: 'image/png',
        name: 'foto-10x10-0123456789.png',
        size: png.length,
      },
    })
    expect(sizeShaped.filename).toMatch(/^foto-10x10-0123456789-0(-\d+)?\.png$/)
    await payload.delete({ collection: 'media', id: sizeShaped.id })
  })
})
