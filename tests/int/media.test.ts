import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { BASE_URL, api, imageForm, postOnce, signUp, tinyPng, type Session } from '../helpers/api'

let owner: Session
let other: Session

beforeAll(async () => {
  owner = await signUp()
  other = await signUp()
})

describe('media uploads', () => {
  it('stores an image with resized WebP variants and serves it back', async () => {
    const jpeg = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#c2410c' },
    })
      .jpeg()
      .toBuffer()
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
    const noise = Buffer.alloc(1800 * 1200 * 3)
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
    const big = await sharp(noise, { raw: { width: 1800, height: 1200, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer()
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
