// The editors' desk behind the admin: the jobs queue that runs scheduled publishing and every
// e-mail (src/lib/jobs.ts, src/lib/email/outbox.ts), the publication-date embargo
// (access/publishedOrStaff.ts), slugs and redirects (collections/fields/slug.ts,
// src/features/blog/article-hooks.ts). The server under test runs the queue; this file only
// queues jobs as the admin does, and watches what happens without touching anything else.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '../../scripts/lib/prepare'
import { queueEmail } from '../../src/lib/email/outbox'
import { sqlPool } from '../../src/lib/db'
import { BASE_URL, api, eventually, signUp, userWithRole, type Session } from '../helpers/api'
import { article, as, created, expectStatus, ownPhoto, uniqueSlug } from '../helpers/access'
import { startSmtpSink } from '../helpers/smtp'

let payload: Payload
let editor: Session

beforeAll(async () => {
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('../../payload.config'),
  ])
  // No cron here: the server under test is the one that must run the jobs.
  payload = await getPayload({ config, key: 'editors-desk-test' })
  editor = await userWithRole('editor')
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

const page = async (path: string) => {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' })
  return {
    status: response.status,
    body: await response.text(),
    location: response.headers.get('location'),
  }
}

/** What a visitor gets from REST for a slug: the number of articles found. */
const visitorFinds = async (slug: string) =>
  (await api('GET', `/api/blog-posts?where[slug][equals]=${slug}&depth=0`)).body.totalDocs as number

/** Queues a scheduled publish or unpublish exactly as the admin's "Programar" drawer does. */
const schedule = (type: 'publish' | 'unpublish', id: number, at: Date) =>
  payload.jobs.queue({
    task: 'schedulePublish',
    input: {
      type,
      doc: { relationTo: 'blog-posts', value: id },
      user: { relationTo: 'users', value: editor.id },
    },
    waitUntil: at,
  })

describe('scheduled publishing', () => {
  it('a scheduled publish and unpublish fire by themselves', async () => {
    const slug = uniqueSlug('programado')
    const draft = await article(editor, { slug, _status: 'draft', title: 'Estreno programado' })
    expect(await visitorFinds(slug)).toBe(0)

    await schedule('publish', draft.id, new Date(Date.now() + 3_000))
    await eventually(async () => (await visitorFinds(slug)) === 1, 30_000, 'publicar')
    expect((await page(`/blog/${slug}`)).status).toBe(200)

    await schedule('unpublish', draft.id, new Date(Date.now() + 2_000))
    await eventually(async () => (await visitorFinds(slug)) === 0, 30_000, 'despublicar')
  })

  it('a time already past publishes at once', async () => {
    const slug = uniqueSlug('atrasado')
    const draft = await article(editor, { slug, _status: 'draft' })
    await schedule('publish', draft.id, new Date(Date.now() - 60 * 60_000))
    await eventually(async () => (await visitorFinds(slug)) === 1, 15_000, 'publicar')
  })

  it('only one server runs the queue at a time, and nobody outside runs it by REST', async () => {
    const { rows } = await sqlPool(payload).query(`SELECT holder FROM jobs_runner_lease`)
    expect(rows).toHaveLength(1)
    const member = await signUp()
    for (const session of [undefined, member]) {
      expect(
        (await api('GET', '/api/payload-jobs/run', as(session))).status,
      ).toBeGreaterThanOrEqual(400)
      expect((await api('GET', '/api/payload-jobs', as(session))).status).toBeGreaterThanOrEqual(
        400,
      )
    }
  })
})

describe('publication date embargo', () => {
  it('a published article dated in the future stays off every public surface until then', async () => {
    const slug = uniqueSlug('embargo')
    const title = `Exclusiva con embargo ${slug}`
    const liftsAt = Date.now() + 20_000
    await article(editor, { slug, title, publishedAt: new Date(liftsAt).toISOString() })

    expect(await visitorFinds(slug)).toBe(0)
    const staff = await api('GET', `/api/blog-posts?where[slug][equals]=${slug}`, as(editor))
    expect(staff.body.totalDocs).toBe(1)
    expect((await page('/blog')).body).not.toContain(title)
    expect((await page('/blog/rss.xml')).body).not.toContain(slug)
    expect((await page('/sitemaps/paginas.xml')).body).not.toContain(slug)
    expect((await api('POST', `/blog/${slug}/view`)).status).toBe(404)
    expect(Date.now(), 'the checks above ran before the embargo ended').toBeLessThan(liftsAt)

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, liftsAt - Date.now() + 500)))
    expect(await visitorFinds(slug)).toBe(1)
    expect((await page(`/blog/${slug}`)).status).toBe(200)
    // The cached lists end within a minute (BLOG_REVALIDATE) and show it with no save.
    await eventually(async () => (await page('/blog')).body.includes(title), 90_000, 'la portada')
    await eventually(
      async () => (await page('/blog/rss.xml')).body.includes(slug),
      90_000,
      'el RSS',
    )
  }, 150_000)
})

describe('e-mails leave through the queue', () => {
  it('a slow mail server never delays the founder approving an application', async () => {
    const smtp = await startSmtpSink(undefined, { delayMs: 8_000 })
    try {
      const member = await signUp()
      const photo = await ownPhoto(member)
      const application = await created(member, 'applications', {
        firstName: 'Rosa',
        lastName: 'Vega',
        email: member.email,
        // Not a country the search tests count (approval makes this a public listing).
        country: 'Uruguay',
        artistName: `Rosa ${member.id}`,
        genres: ['Salsa'],
        roles: ['Artista'],
        experienceLevel: '3-5',
        bio: 'Salsa desde Montevideo.',
        photo,
      })
      const founder = await userWithRole('founder')
      const started = Date.now()
      const decision = await api('PATCH', `/api/applications/${application.id}`, {
        token: founder.token,
        body: { status: 'approved' },
      })
      expectStatus(decision, 200)
      expect(Date.now() - started).toBeLessThan(5_000)
      // Delivered later, by the queue, once the slow server takes it.
      await smtp.waitFor(member.email, 'Tu aplicación fue aprobada', 40_000)
    } finally {
      await smtp.close()
    }
  }, 90_000)

  it('a mail server that is down gets the e-mail when it is back, and the save never fails', async () => {
    const contact = await api('POST', '/api/contact-messages', {
      body: {
        name: 'Lucía Ortiz',
        email: 'lucia.cola@pruebas.tarima.test',
        subject: `Correo en cola ${Date.now()}`,
        message: 'Hola, quiero saber cómo unirme a Tarima.',
      },
    })
    expectStatus(contact, 201)
    // Nobody listens yet: the first tries fail and are retried with backoff.
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    const smtp = await startSmtpSink()
    try {
      const mail = await smtp.waitFor(
        process.env.CONTACT_EMAIL || 'equipo@tarima.test',
        'cómo unirme',
        60_000,
      )
      expect(mail.raw).toContain('lucia.cola@pruebas.tarima.test')
    } finally {
      await smtp.close()
    }
  }, 90_000)

  it('an e-mail queued in a write that rolls back is never sent', async () => {
    const smtp = await startSmtpSink()
    try {
      const to = `revertido.${Date.now()}@pruebas.tarima.test`
      const transactionID = (await payload.db.beginTransaction()) ?? undefined
      const req = { payload, transactionID }
      await queueEmail(payload, { to, subject: 'No debe salir', text: 'Revertido.' }, req)
      await payload.db.rollbackTransaction(transactionID!)
      const committed = `confirmado.${Date.now()}@pruebas.tarima.test`
      await queueEmail(payload, { to: committed, subject: 'Sí sale', text: 'Confirmado.' })
      await smtp.waitFor(committed, undefined, 20_000)
      expect(smtp.mails.some((mail) => mail.to.includes(to))).toBe(false)
    } finally {
      await smtp.close()
    }
  })
})

describe('slugs and redirects', () => {
  it('a slug is made from the title, and a taken or invalid slug gets a Spanish message', async () => {
    const title = `Ñengo y la Plena: ¿qué sigue? ${Date.now()}`
    const made = await created(editor, 'blog-posts', { title, _status: 'published' })
    expect(made.slug).toMatch(/^nengo-y-la-plena-que-sigue-\d+$/)

    const taken = await api('POST', '/api/blog-posts', {
      token: editor.token,
      body: { title: 'Otro', slug: made.slug, _status: 'published' },
    })
    expectStatus(taken, 400)
    expect(JSON.stringify(taken.body)).toContain('Ya hay un artículo con este slug')
    const invalid = await api('POST', '/api/blog-posts', {
      token: editor.token,
      body: { title: 'Otro', slug: 'Con Espacios', _status: 'published' },
    })
    expectStatus(invalid, 400)
    expect(JSON.stringify(invalid.body)).toContain('Usa solo minúsculas')
  })

  it('renaming a published article keeps its old address as a 308 to the new one', async () => {
    const oldSlug = uniqueSlug('viejo')
    const newSlug = uniqueSlug('nuevo')
    const doc = await article(editor, { slug: oldSlug })
    expectStatus(
      await api('PATCH', `/api/blog-posts/${doc.id}`, {
        token: editor.token,
        body: { slug: newSlug, _status: 'published' },
      }),
      200,
    )
    const redirects = await api(
      'GET',
      `/api/redirects?where[from][equals]=/blog/${oldSlug}&depth=0`,
    )
    expect(redirects.body.totalDocs).toBe(1)
    await eventually(
      async () => {
        const old = await page(`/blog/${oldSlug}`)
        return old.status === 308 && Boolean(old.location?.endsWith(`/blog/${newSlug}`))
      },
      30_000,
      'la redirección 308',
    )
    // Back to the old name: the redirect from it goes, the article lives there again.
    expectStatus(
      await api('PATCH', `/api/blog-posts/${doc.id}`, {
        token: editor.token,
        body: { slug: oldSlug, _status: 'published' },
      }),
      200,
    )
    expect(
      (await api('GET', `/api/redirects?where[from][equals]=/blog/${oldSlug}`)).body.totalDocs,
    ).toBe(0)
    // Visitors cannot write redirects.
    const member = await signUp()
    for (const session of [undefined, member]) {
      const reply = await api('POST', '/api/redirects', {
        ...as(session),
        body: { from: '/blog/x', to: { type: 'custom', url: 'https://example.com' } },
      })
      expect([401, 403]).toContain(reply.status)
    }
  })

  it('marking an exclusive as featured takes the mark from the others', async () => {
    const featured = `/api/blog-posts?where[featured][equals]=true&depth=0&limit=1`
    const seeded = (await api('GET', featured)).body.docs[0]?.id as number | undefined
    const first = await article(editor, { exclusive: true, featured: true })
    const second = await article(editor, { exclusive: true, featured: true })
    try {
      const read = async (id: number) =>
        (await api('GET', `/api/blog-posts/${id}?depth=0`, as(editor))).body.featured
      expect(await read(second.id)).toBe(true)
      expect(await read(first.id)).toBe(false)
      if (seeded != null) expect(await read(seeded)).toBe(false)
    } finally {
      // The seed's featured exclusive gets its mark back (other tests expect it on /blog).
      if (seeded != null)
        await api('PATCH', `/api/blog-posts/${seeded}`, {
          ...as(editor),
          body: { featured: true, _status: 'published' },
        })
    }
  })
})
