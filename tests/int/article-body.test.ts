import { beforeAll, describe, expect, it } from 'vitest'

import {
  block,
  link,
  paragraphOf,
  richText as body,
  text,
  upload,
} from '../../scripts/seed/lexical'
import { BASE_URL, api, founderLogin, imageForm, userWithRole, type Session } from '../helpers/api'
import { solidImage } from '../helpers/images'

// What editors put in an article reaches the page: body images, internal and external links,
// blocks, the article's video, its SEO fields; the landing's video and featured exclusive; and the
// 308 answers of articles that moved.

let editor: Session
const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`

type Article = { id: number; slug: string }

async function publish(fields: Record<string, unknown>): Promise<Article> {
  const slug = (fields.slug as string | undefined) ?? `articulo-${unique()}`
  const { status, body: reply } = await api('POST', '/api/blog-posts', {
    token: editor.token,
    body: { title: `Artículo ${slug}`, _status: 'published', ...fields, slug },
  })
  if (status !== 201) throw new Error(`create article: ${status} ${JSON.stringify(reply)}`)
  return { id: reply.doc.id, slug }
}

const update = async (id: number, fields: Record<string, unknown>) => {
  const reply = await api('PATCH', `/api/blog-posts/${id}`, { token: editor.token, body: fields })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
}

async function page(path: string) {
  const response = await fetch(`${BASE_URL}${path}`, {
    redirect: 'manual',
    signal: AbortSignal.timeout(120_000),
  })
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
  }
}

/** The landing's featured section (its markup only). */
const featuredSection = (html: string) =>
  /aria-labelledby="blog-featured"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''

async function uploadImage(alt: string): Promise<number> {
  const jpeg = await solidImage('jpeg', { width: 1600, height: 900, background: '#7c3aed' })
  const { status, body: reply } = await api('POST', '/api/media', {
    token: editor.token,
    form: imageForm(jpeg, `cuerpo-${unique()}.jpg`, 'image/jpeg', alt),
  })
  expect(status).toBe(201)
  return reply.doc.id
}

beforeAll(async () => {
  editor = await userWithRole('editor')
})

describe('article body', () => {
  it('renders uploaded images, internal and external links and blocks, never a dead link', async () => {
    const imageId = await uploadImage('Escenario con luces moradas')
    const target = await publish({})
    const exclusive = await publish({ exclusive: true })
    const hidden = await api('POST', '/api/blog-posts?draft=true', {
      token: editor.token,
      body: { title: 'Borrador enlazado', slug: `oculto-${unique()}`, _status: 'draft' },
    })
    expect(hidden.status).toBe(201)
    const article = await publish({
      videoUrl: 'https://youtu.be/aaaaaaaaaaa',
      content: body(
        paragraphOf(
          text('Lee '),
          link({ linkType: 'internal', doc: { relationTo: 'blog-posts', value: target.id } }, 'A'),
          text(', '),
          link(
            { linkType: 'internal', doc: { relationTo: 'blog-posts', value: exclusive.id } },
            'B',
          ),
          text(', '),
          link(
            { linkType: 'internal', doc: { relationTo: 'blog-posts', value: hidden.body.doc.id } },
            'un borrador',
          ),
          text(' y '),
          link({ linkType: 'custom', url: 'https://example.com/fuera' }, 'fuera'),
        ),
        upload(imageId),
        block('video', {
          url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          caption: 'En directo',
        }),
      ),
    })

    const { status, html } = await page(`/blog/${article.slug}`)
    expect(status).toBe(200)
    // The image: its 1280 px size with dimensions and alt text, lazy.
    const img = /<img[^>]*alt="Escenario con luces moradas"[^>]*>/.exec(html)?.[0] ?? ''
    expect(img).toMatch(/src="[^"]*-1280x720-[0-9a-f]{10}\.webp"/)
    expect(img).toContain('width="1280"')
    expect(img).toContain('height="720"')
    expect(img).toContain('loading="lazy"')
    // Internal links lead to the articles' real addresses (News+ under /news).
    expect(html).toContain(`href="/blog/${target.slug}"`)
    expect(html).toContain(`href="/news/${exclusive.slug}"`)
    expect(html).not.toContain('href="#"')
    // A link to an unpublished draft keeps its text but leads nowhere (and names no draft slug).
    expect(html).toContain('un borrador')
    expect(html).not.toContain(hidden.body.doc.slug)
    // External links: noopener.
    expect(html).toMatch(/<a href="https:\/\/example\.com\/fuera"[^>]*rel="noopener noreferrer"/)
    // The video block and the article's own video: their players, whose iframe the browser
    // creates when they come near the screen (src/components/ui/embed-frame.tsx).
    expect(html).toContain('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
    expect(html).toContain('https://www.youtube-nocookie.com/embed/aaaaaaaaaaa')
  })

  it('refuses links to anything but http(s), mailto: and the site, in articles, letters and redirects', async () => {
    const founder = await founderLogin()
    const slug = `enlaces-${unique()}`
    for (const url of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<b>x</b>',
      '//otro.sitio/x',
      'vbscript:x',
    ]) {
      const content = body(paragraphOf(link({ linkType: 'custom', url }, 'peligro')))
      const article = await api('POST', '/api/blog-posts', {
        token: editor.token,
        body: { title: 'Enlaces', slug, _status: 'published', content },
      })
      expect(article.status, url).toBe(400)
      expect(JSON.stringify(article.body)).toContain('no es válido')
      const letter = await api('POST', '/api/newsletter-issues', {
        token: editor.token,
        body: { subject: 'Carta', body: content },
      })
      expect(letter.status, url).toBe(400)
      const redirect = await api('POST', '/api/redirects', {
        token: founder.token,
        body: { from: `/blog/${slug}`, to: { type: 'custom', url } },
      })
      expect(redirect.status, url).toBe(400)
    }
    // Nothing of it was stored.
    expect(
      (await api('GET', `/api/blog-posts?where[slug][equals]=${slug}`, { token: editor.token }))
        .body.totalDocs,
    ).toBe(0)
    expect(
      (await api('GET', `/api/redirects?where[from][equals]=/blog/${slug}`)).body.totalDocs,
    ).toBe(0)
    // Safe ones are kept.
    const safe = await publish({
      slug,
      content: body(
        paragraphOf(
          link({ linkType: 'custom', url: 'mailto:equipo@tarima.app' }, 'escríbenos'),
          link({ linkType: 'custom', url: '/artists?genre=Salsa' }, 'salsa'),
          link({ linkType: 'custom', url: 'https://example.com/a' }, 'fuera'),
        ),
      ),
    })
    const { html } = await page(`/blog/${safe.slug}`)
    expect(html).toContain('href="mailto:equipo@tarima.app"')
    expect(html).toContain('href="/artists?genre=Salsa"')
  })

  it('uses the SEO fields for the title, description and share image, else the defaults', async () => {
    const imageId = await uploadImage('Imagen para compartir')
    const article = await publish({ title: 'Título del artículo', excerpt: 'Extracto visible' })
    let { html } = await page(`/blog/${article.slug}`)
    expect(html).toMatch(/<title>Título del artículo/)
    expect(html).toContain('<meta name="description" content="Extracto visible"')
    // Without an image of its own, the site's share image (src/lib/open-graph.ts).
    expect(html).toMatch(/<meta name="twitter:image" content="http[^"]*\/og-image\.png"/)

    await update(article.id, {
      meta: { title: 'Título para buscadores', description: 'Descripción SEO', image: imageId },
    })
    ;({ html } = await page(`/blog/${article.slug}`))
    expect(html).toMatch(/<title>Título para buscadores/)
    expect(html).toContain('<meta name="description" content="Descripción SEO"')
    expect(html).toContain('<meta property="og:title" content="Título para buscadores"')
    expect(html).toMatch(
      /<meta property="og:image" content="http[^"]*-1280x720-[0-9a-f]{10}\.webp"/,
    )
    expect(html).toMatch(
      /<meta name="twitter:image" content="http[^"]*-1280x720-[0-9a-f]{10}\.webp"/,
    )
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"')
    // The page itself still shows the article's own title.
    expect(html).toMatch(/<h1[^>]*>Título del artículo<\/h1>/)
  })
})

describe('blog landing', () => {
  it('shows the video of the site settings', async () => {
    const founder = await founderLogin()
    const save = (blogVideoUrl: string | null) =>
      api('POST', '/api/globals/site-settings', { token: founder.token, body: { blogVideoUrl } })
    const before = await api('GET', '/api/globals/site-settings?depth=0')
    try {
      expect((await save('https://www.youtube.com/watch?v=bbbbbbbbbbb')).status).toBe(200)
      expect((await page('/blog')).html).toContain('youtube-nocookie.com/embed/bbbbbbbbbbb')
    } finally {
      await save(before.body.blogVideoUrl ?? null)
    }
  })

  it('features the newest exclusive marked as featured, else the newest exclusive', async () => {
    // The seed's featured exclusive gets its mark back afterwards (other tests expect it).
    const before = await api('GET', '/api/blog-posts?where[featured][equals]=true&depth=0&limit=1')
    const seeded = before.body.docs[0]?.id as number | undefined
    const hour = 3_600_000
    try {
      const marked = await publish({
        title: `Exclusiva destacada ${unique()}`,
        exclusive: true,
        featured: true,
        publishedAt: new Date(Date.now() - hour).toISOString(),
      })
      const newest = await publish({ title: `Exclusiva reciente ${unique()}`, exclusive: true })
      let section = featuredSection((await page('/blog')).html)
      expect(section).toContain(`href="/news/${marked.slug}"`)

      await update(marked.id, { featured: false })
      section = featuredSection((await page('/blog')).html)
      expect(section).toContain(`href="/news/${newest.slug}"`)
    } finally {
      if (seeded != null) await update(seeded, { featured: true })
    }
  })
})

describe('moved articles', () => {
  it('answer 308 from the old slug after a slug change', async () => {
    const article = await publish({})
    const renamed = `renombrado-${unique()}`
    expect((await page(`/blog/${article.slug}`)).status).toBe(200)
    await update(article.id, { slug: renamed })
    const old = await page(`/blog/${article.slug}`)
    expect(old.status).toBe(308)
    expect(old.location).toMatch(new RegExp(`/blog/${renamed}$`))
    expect((await page(`/blog/${renamed}`)).status).toBe(200)
  })

  it('follow a redirect row to the article, only if it is public', async () => {
    const founder = await founderLogin()
    const exclusive = await publish({ exclusive: true })
    const from = `/blog/antiguo-${unique()}`
    const row = await api('POST', '/api/redirects', {
      token: founder.token,
      body: {
        from,
        to: { type: 'reference', reference: { relationTo: 'blog-posts', value: exclusive.id } },
      },
    })
    expect(row.status, JSON.stringify(row.body)).toBe(201)
    const moved = await page(from)
    expect(moved.status).toBe(308)
    expect(moved.location).toMatch(new RegExp(`/news/${exclusive.slug}$`))

    const draft = await api('POST', '/api/blog-posts?draft=true', {
      token: editor.token,
      body: { title: 'Destino sin publicar', slug: `destino-${unique()}`, _status: 'draft' },
    })
    const hiddenFrom = `/news/antiguo-${unique()}`
    await api('POST', '/api/redirects', {
      token: founder.token,
      body: {
        from: hiddenFrom,
        to: {
          type: 'reference',
          reference: { relationTo: 'blog-posts', value: draft.body.doc.id },
        },
      },
    })
    expect((await page(hiddenFrom)).status).toBe(404)
  })

  it('live under /news when exclusive and under /blog otherwise', async () => {
    const exclusive = await publish({ exclusive: true })
    const ordinary = await publish({})
    const toNews = await page(`/blog/${exclusive.slug}`)
    expect(toNews.status).toBe(308)
    expect(toNews.location).toMatch(new RegExp(`/news/${exclusive.slug}$`))
    const toBlog = await page(`/news/${ordinary.slug}`)
    expect(toBlog.status).toBe(308)
    expect(toBlog.location).toMatch(new RegExp(`/blog/${ordinary.slug}$`))
  })
})
