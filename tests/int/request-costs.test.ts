// What one request may cost (src/lib/api-caps.ts, src/lib/error-answers.ts, src/lib/upload-safety.ts):
// REST reads capped at 100 rows, malformed values and bodies answered with a Spanish 400 (never a
// 500), and an image that claims too many pixels refused before anything decodes it.
import { crc32, deflateSync } from 'node:zlib'

import { beforeAll, describe, expect, it } from 'vitest'

import { BASE_URL, api, imageForm, postOnce, signUp, type Session } from '../helpers/api'

let member: Session

beforeAll(async () => {
  member = await signUp()
})

/** A real PNG of 69 bytes whose header says 16,000 × 16,000 pixels. */
function claimedHugePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body) >>> 0)
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(16_000, 0)
  header.writeUInt32BE(16_000, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(100))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const firstMessage = (body: unknown) =>
  (body as { errors?: { message?: string }[] })?.errors?.[0]?.message ?? ''

describe('REST reads are capped', () => {
  it.each(['limit=100000', 'limit=0', 'pagination=false'])(
    '%s returns at most 100 rows',
    async (q) => {
      const reply = await api('GET', `/api/post-likes?${q}&depth=0`)
      expect(reply.status).toBe(200)
      expect(reply.body.limit).toBeGreaterThan(0)
      expect(reply.body.limit).toBeLessThanOrEqual(100)
      expect(reply.body.docs.length).toBeLessThanOrEqual(100)
    },
  )
})

describe('malformed input is a Spanish 400, never a 500', () => {
  it.each([
    'where[user][equals]=99999999999999999999',
    'where[content][like]=%00',
    'where[createdAt][greater_than]=no-es-fecha',
    'where[id][in]=1,x',
  ])('GET /api/posts?%s', async (query) => {
    const reply = await api('GET', `/api/posts?${query}&depth=0`)
    expect([200, 400], JSON.stringify(reply.body)).toContain(reply.status)
    if (reply.status === 400) expect(firstMessage(reply.body)).toMatch(/no es válida/)
  })

  it.each(['/api/contact-messages', '/api/users/login', '/api/posts'])(
    'a body that is not JSON, on %s',
    async (path) => {
      const response = await fetch(`${BASE_URL}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `JWT ${member.token}`,
          'X-Forwarded-For': '10.77.0.1',
        },
        body: '{"mal": ',
      })
      expect(response.status).toBe(400)
      expect(firstMessage(await response.json())).toBe(
        'La petición no es válida: el cuerpo no es JSON correcto.',
      )
    },
  )
})

describe('images', () => {
  it('one that claims more than 40 megapixels is refused before decoding', async () => {
    const started = Date.now()
    const reply = await postOnce(
      '/api/media',
      imageForm(claimedHugePng(), 'enorme.png', 'image/png'),
      member.token,
    )
    expect(reply.status).toBe(400)
    expect(firstMessage(reply.body)).toMatch(/40 megapíxeles/)
    expect(Date.now() - started).toBeLessThan(3_000)
  })
})
