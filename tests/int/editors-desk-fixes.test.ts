// What editors and founders tripped over in the admin, held over REST: the SEO title
// (src/features/blog/article-hooks.ts), listings' owners (collections/fields/listing.ts), honest
// figures (src/lib/staff-visit.ts), links and the call to action (collections/fields/richTextBlocks.ts,
// src/features/blog/article-links.ts), empty drafts, sent issues, e-mail images
// (src/features/newsletter/email-images.ts) and the categories list (collections/Categories.ts).
import { randomUUID } from 'node:crypto'

import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { block, link, paragraph, paragraphOf, richText, upload } from '../../scripts/seed/lexical'
import {
  BASE_URL,
  api,
  founderLogin,
  imageForm,
  signUp,
  userWithRole,
  type Session,
} from '../helpers/api'
import { solidImage } from '../helpers/images'
import { article, as, created, expectStatus, listingBody, uniqueSlug } from '../helpers/access'

let db: pg.Client
let editor: Session
let founder: Session
let member: Session

beforeAll(async () => {
  db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  ;[editor, founder, member] = await Promise.all([userWithRole('editor'), founderLogin(), signUp()])
})
afterAll(() => db.end())

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${BASE_URL}${path}`, { headers, redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

const patch = (id: number, body: unknown, query = '') =>
  api('PATCH', `/api/blog-posts/${id}?depth=0${query}`, { ...as(editor), body })

describe('the SEO title', () => {
  it('is stored without the site suffix and follows the title until the editor writes one', async () => {
    const doc = await article(editor, {
      title: 'Plena en la plaza',
      meta: { title: 'Plena en la plaza · Tarima', description: 'Crónica de la noche.' },
    })
    expect(doc.meta).toMatchObject({ title: 'Plena en la plaza' })

    // A new title, the meta title untouched (as REST sends it, and as the form sends it back).
    let reply = await patch(doc.id, { title: 'Plena en la plaza mayor' })
    expectStatus(reply, 200, 'rename')
    expect(reply.body.doc.meta).toMatchObject({
      title: 'Plena en la plaza mayor',
      description: 'Crónica de la noche.',
    })
    reply = await patch(doc.id, {
      title: 'Plena y bomba en la plaza',
      meta: { title: 'Plena en la plaza mayor', description: 'Crónica de la noche.' },
    })
    expect(reply.body.doc.meta.title).toBe('Plena y bomba en la plaza')
    // Drafts (autosave) follow too.
    reply = await patch(doc.id, { title: 'Plena y bomba', _status: 'draft' }, '&draft=true')
    expectStatus(reply, 200, 'draft')
    expect(reply.body.doc.meta.title).toBe('Plena y bomba')
    reply = await patch(doc.id, { title: 'Plena y bomba en la plaza', _status: 'published' })

    const html = (await page(`/blog/${doc.slug}`)).html
    expect(html).toContain('<title>Plena y bomba en la plaza · Tarima</title>')
    expect(html).not.toContain('Tarima · Tarima')

    // The editor's own title stays, whatever the article is called later.
    reply = await patch(doc.id, { meta: { title: 'La noche de la plena' } })
    expect(reply.body.doc.meta.title).toBe('La noche de la plena')
    reply = await patch(doc.id, { title: 'Otra cosa' })
    expect(reply.body.doc.meta.title).toBe('La noche de la plena')
  })
})

describe('listings made by staff', () => {
  it('have no owner by default; founders assign and free them, nobody else moves them', async () => {
    const first = await created(editor, 'artists', listingBody())
    expect(first.user ?? null).toBeNull()
    // A second one no longer collides on the owner ("valor único").
    const second = await created(editor, 'artists', listingBody())
    expect(second.user ?? null).toBeNull()
    const producer = await created(founder, 'producers', listingBody({ role: 'Productor' }))
    expect(producer.user ?? null).toBeNull()

    const owner = await signUp()
    let reply = await api('PATCH', `/api/artists/${first.id}?depth=0`, {
      ...as(founder),
      body: { user: owner.id },
    })
    expectStatus(reply, 200, 'assign')
    expect(reply.body.doc.user).toBe(owner.id)
    // Editors and the owner cannot move it.
    for (const session of [editor, owner]) {
      reply = await api('PATCH', `/api/artists/${first.id}?depth=0`, {
        ...as(session),
        body: { user: member.id },
      })
      expectStatus(reply, 200, 'move')
      expect(reply.body.doc.user).toBe(owner.id)
    }
    reply = await api('PATCH', `/api/artists/${first.id}?depth=0`, {
      ...as(founder),
      body: { user: null },
    })
    expectStatus(reply, 200, 'free')
    expect(reply.body.doc.user ?? null).toBeNull()

    // A member's listing is still their own, whatever they send.
    const own = await created(member, 'artists', listingBody({ user: owner.id }))
    expect(own.user).toBe(member.id)
  })
})

describe('honest figures', () => {
  const track = (path: string, options: { token?: string; headers?: Record<string, string> }) =>
    api('POST', '/api/analytics-events/track', {
      ...options,
      body: { events: [{ type: 'page_view', path }] },
    })
  const stored = async (path: string) =>
    (await db.query(`SELECT count(*)::int AS n FROM analytics_events WHERE page_url = $1`, [path]))
      .rows[0].n as number

  it('counts visitors and members, never staff or pages in draft mode', async () => {
    const path = `/blog/vista-${randomUUID()}`
    expectStatus(await track(path, as(editor)), 200, 'editor')
    expectStatus(await track(path, as(founder)), 200, 'founder')
    expectStatus(await track(path, { headers: { Cookie: '__prerender_bypass=1' } }), 200, 'draft')
    expect(await stored(path)).toBe(0)
    await track(path, {})
    await track(path, as(member))
    expect(await stored(path)).toBe(2)
  })

  it("an article's views count readers, not staff", async () => {
    const doc = await article(editor)
    const view = (session?: Session) => api('POST', `/blog/${doc.slug}/view`, as(session))
    expect((await view()).body.viewsCount).toBe(1)
    expect((await view(editor)).body.viewsCount).toBe(1)
    expect((await view(founder)).body.viewsCount).toBe(1)
    expect((await view(member)).body.viewsCount).toBe(2)
  })
})

describe('links and the call to action', () => {
  it('links to artists render as their page; the button goes to its own link or the site one', async () => {
    const artist = await created(editor, 'artists', listingBody())
    const doc = await article(editor, {
      content: richText(
        paragraphOf(
          link(
            { linkType: 'internal', doc: { relationTo: 'artists', value: artist.id } },
            'su ficha',
          ),
        ),
        block('callToAction', { heading: 'Súmate', buttonLabel: 'Únete', url: '/join' }),
        block('callToAction', { heading: 'Escucha', buttonLabel: 'Escuchar' }),
      ),
    })
    const html = (await page(`/blog/${doc.slug}`)).html
    expect(html).toContain(`href="/artists/${artist.id}"`)
    expect(html).toMatch(/<a href="\/join"[^>]*data-cta="news-cta:Únete"/)
    // Without its own link, the site settings' one (a partner: a new tab).
    expect(html).toMatch(/<a href="https:[^"]+" target="_blank"[^>]*data-cta="news-cta:Escuchar"/)
  })

  it('the button link is checked like every other link', async () => {
    const reply = await api('POST', '/api/blog-posts?depth=0', {
      ...as(editor),
      body: {
        title: 'Botón dudoso',
        slug: uniqueSlug(),
        _status: 'published',
        content: richText(
          block('callToAction', {
            heading: 'Hola',
            buttonLabel: 'Pulsa',
            url: 'javascript:alert(1)',
          }),
        ),
      },
    })
    expectStatus(reply, 400, 'unsafe button')
  })

  it('internal links go only to what has a page', async () => {
    const reply = await api('POST', '/api/blog-posts?depth=0', {
      ...as(editor),
      body: {
        title: 'Enlace a una cuenta',
        slug: uniqueSlug(),
        _status: 'published',
        content: richText(
          paragraphOf(
            link({ linkType: 'internal', doc: { relationTo: 'users', value: member.id } }, 'x'),
          ),
        ),
      },
    })
    expectStatus(reply, 400, 'link to a user')
  })
})

describe('the desk', () => {
  it('drafts are checked like articles: an empty one is not saved', async () => {
    const reply = await api('POST', '/api/blog-posts?draft=true&depth=0', {
      ...as(editor),
      body: { _status: 'draft' },
    })
    expectStatus(reply, 400, 'empty draft')
  })

  it('categories are a list: articles pick one, and its name shows on the page', async () => {
    const name = `Crónica ${randomUUID().slice(0, 8)}`
    const category = await created(editor, 'categories', { name })
    expectStatus(await api('POST', '/api/categories', { ...as(editor), body: { name } }), 400)
    expectStatus(await api('POST', '/api/categories', { ...as(member), body: { name: 'x' } }), 403)
    const doc = await article(editor, { category: category.id })
    expect(doc.category).toBe(category.id)
    expect((await page(`/blog/${doc.slug}`)).html).toContain(name)
  })

  it('e-mails carry images as JPEG or PNG, and the button its own link', async () => {
    const photo = await solidImage('webp', { width: 900, height: 600, background: '#c026d3' })
    const media = await api('POST', '/api/media?depth=0', {
      ...as(editor),
      form: imageForm(photo, `correo-${uniqueSlug('img')}.webp`, 'image/webp'),
    })
    expectStatus(media, 201, 'upload')
    const issue = await created(editor, 'newsletter-issues', {
      subject: `Imágenes ${Date.now()}`,
      source: 'letter',
      body: richText(
        paragraph('Mira esta foto.'),
        upload(media.body.doc.id),
        block('callToAction', { heading: 'Súmate', buttonLabel: 'Únete', url: '/join' }),
      ),
    })
    const preview = await api('GET', `/api/newsletter-issues/${issue.id}/preview`, as(editor))
    expectStatus(preview, 200, 'preview')
    // The button's own link, made absolute for mail.
    expect(preview.body.html).toMatch(/<a href="https?:\/\/[^"/]+\/join"[^>]*>Únete<\/a>/)
    const sources = [...String(preview.body.html).matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!)
    expect(sources.length).toBeGreaterThan(0)
    for (const src of sources) {
      expect(src).toMatch(/\/email-images\/(body|logo)\//)
      const image = await fetch(src.replace(/^https?:\/\/[^/]+/, BASE_URL))
      expect(image.status, src).toBe(200)
      expect(image.headers.get('content-type')).toMatch(/^image\/(jpeg|png)$/)
      const { format, width } = await sharp(Buffer.from(await image.arrayBuffer())).metadata()
      expect(['jpeg', 'png']).toContain(format)
      expect(width).toBeLessThanOrEqual(1104)
    }
  })

  it('a sent issue is read-only in the admin too', async () => {
    const issue = await created(editor, 'newsletter-issues', {
      subject: `Enviada ${Date.now()}`,
      source: 'letter',
    })
    await db.query(`UPDATE newsletter_issues SET status = 'sent' WHERE id = $1`, [issue.id])
    // What the admin asks before showing the form (Payload's document access).
    const access = await api('POST', `/api/newsletter-issues/access/${issue.id}`, {
      ...as(editor),
      body: {},
    })
    expectStatus(access, 200, 'doc access')
    const canUpdate = (field: unknown) =>
      field === true || Boolean((field as { update?: boolean } | undefined)?.update)
    for (const name of ['subject', 'preheader', 'source', 'article', 'articleMode', 'body'])
      expect(canUpdate(access.body.fields[name]), name).toBe(false)
    const refused = await api('PATCH', `/api/newsletter-issues/${issue.id}`, {
      ...as(editor),
      body: { subject: 'Otra' },
    })
    expect(refused.status).toBe(409)
    const { rows } = await db.query(`SELECT subject FROM newsletter_issues WHERE id = $1`, [
      issue.id,
    ])
    expect(rows[0].subject).toBe(issue.subject)
  })
})
