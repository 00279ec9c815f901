import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BASE_URL, api, founderLogin, signUp, userWithRole, type Session } from '../helpers/api'
import { luzApplication, ownPhoto } from '../helpers/access'

// Public pages are cached (ISR pages and Next's data cache, plus the production server's
// micro-cache); the collection hooks expire them (src/lib/cache-expiry.ts). Each test loads a page
// until it is cached, changes what it shows through Payload, then asks once more: the change must
// be there on that very request, with no polling. Under `next build` (npm test) the second load is
// `x-nextjs-cache: HIT`; under `next dev` only the data is cached. Either way a write that goes
// around Payload (SQL) must NOT show, which proves the page came from the cache.

let db: pg.Client
let founder: Session

beforeAll(async () => {
  db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  founder = await founderLogin()
})
afterAll(() => db.end())

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function page(path: string) {
  const response = await fetch(`${BASE_URL}${path}`)
  expect(response.status, path).toBe(200)
  return { cache: response.headers.get('x-nextjs-cache'), html: await response.text() }
}

/** Whether a page's HTML holds a text, reported without the whole page when it fails. */
const expectText = (html: string, text: string, shown = true) =>
  expect(html.includes(text), `${shown ? 'shows' : 'does not show'} "${text}"`).toBe(shown)

/** Loads a page until it comes from the cache (the first load renders and stores it). */
async function cachedPage(path: string) {
  await page(path)
  const again = await page(path)
  // Production answers from its page cache; the dev server sends no such header.
  if (again.cache !== null) expect(again.cache, path).toBe('HIT')
  return again
}

/** Changes a profile's bio behind Payload's back: no hook runs, nothing is expired. */
async function bioBehindPayload(userId: number, bio: string) {
  const { rowCount } = await db.query('UPDATE profiles SET bio = $1 WHERE user_id = $2', [
    bio,
    userId,
  ])
  expect(rowCount).toBe(1)
}

async function profileIdOf(userId: number): Promise<number> {
  const { body } = await api('GET', `/api/profiles?where[user][equals]=${userId}&depth=0`, {
    token: founder.token,
  })
  return body.docs[0].id
}

describe('a profile change shows on /profile/{id} on the next request', () => {
  it('made by an admin through REST', async () => {
    const member = await signUp()
    const path = `/profile/${member.id}`
    const before = await cachedPage(path)
    expectText(before.html, 'Prueba Miembro')

    // Control: the page is cached, so a write that skips the hooks stays invisible.
    const unseen = `Bio sin hooks ${stamp()}`
    await bioBehindPayload(member.id, unseen)
    expectText((await page(path)).html, unseen, false)

    const name = `Nombre Admin ${stamp()}`
    const bio = `Bio del admin ${stamp()}`
    const saved = await api('PATCH', `/api/profiles/${await profileIdOf(member.id)}`, {
      token: founder.token,
      body: { displayName: name, bio },
    })
    expect(saved.status).toBe(200)

    const after = await page(path)
    expectText(after.html, name)
    expectText(after.html, bio)
    expectText(after.html, 'Prueba Miembro', false)
  })

  it('made by the member through REST', async () => {
    const member = await signUp()
    const path = `/profile/${member.id}`
    await cachedPage(path)
    const bio = `Mi propia bio ${stamp()}`
    const saved = await api('PATCH', `/api/profiles/${await profileIdOf(member.id)}`, {
      token: member.token,
      body: { bio },
    })
    expect(saved.status).toBe(200)
    expectText((await page(path)).html, bio)
  })

  it('made by approving the member’s application (verified, bio from the application)', async () => {
    const member = await signUp()
    const photo = await ownPhoto(member)
    const bio = `Bio de la aplicacion ${stamp()}`
    const application = await api('POST', '/api/applications', {
      token: member.token,
      body: luzApplication(member, photo, { bio }),
    })
    expect(application.status).toBe(201)

    const path = `/profile/${member.id}`
    const before = await cachedPage(path)
    expectText(before.html, bio, false)
    expectText(before.html, 'Verificado', false)

    const decided = await api('PATCH', `/api/applications/${application.body.doc.id}`, {
      token: founder.token,
      body: { status: 'approved' },
    })
    expect(decided.status).toBe(200)

    const after = await page(path)
    expectText(after.html, bio)
    expectText(after.html, 'Verificado')
  })
})

describe('a new name shows on the next request wherever the member appears', () => {
  it('on an article they commented on', async () => {
    const editor = await userWithRole('editor')
    const slug = `cache-comentarios-${stamp()}`
    // Dated in the past, so it is never "the newest article" other tests look for.
    const article = await api('POST', '/api/blog-posts', {
      token: editor.token,
      body: {
        title: 'Artículo de prueba de caché',
        slug,
        excerpt: 'Prueba',
        _status: 'published',
        publishedAt: '2020-01-01T12:00:00.000Z',
      },
    })
    expect(article.status).toBe(201)

    const member = await signUp()
    const comment = `Comentario ${stamp()}`
    const created = await api('POST', '/api/blog-comments', {
      token: member.token,
      body: { post: article.body.doc.id, content: comment },
    })
    expect(created.status).toBe(201)

    const path = `/blog/${slug}`
    const before = await cachedPage(path)
    expectText(before.html, comment)
    expectText(before.html, 'Prueba Miembro')

    const name = `Nombre Nuevo ${stamp()}`
    const saved = await api('PATCH', `/api/profiles/${await profileIdOf(member.id)}`, {
      token: member.token,
      body: { displayName: name },
    })
    expect(saved.status).toBe(200)
    expectText((await page(path)).html, name)
  })
})
