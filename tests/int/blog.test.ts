import { describe, expect, it } from 'vitest'

import { SITEMAP_CHUNK } from '@/features/site/sitemap-xml'
import { BASE_URL, api, signUp, userWithRole } from '../helpers/api'

// Runs against the demo seed: six blog posts and the News+ exclusive la-reina-del-dembow.
const POST_SLUG = 'guia-registrar-canciones'

async function text(path: string) {
  const response = await fetch(`${BASE_URL}${path}`)
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  }
}

/** Fails unless every tag is closed in order: enough to tell well-formed XML from a page. */
function expectWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml')).toBe(true)
  const stack: string[] = []
  const body = xml.replace(/<\?[\s\S]*?\?>/g, '').replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '')
  for (const [, closing, name, selfClosing] of body.matchAll(/<(\/?)([\w:.-]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue
    if (closing) expect(stack.pop(), `</${name}>`).toBe(name)
    else stack.push(name!)
  }
  expect(stack).toEqual([])
  // Bare ampersands would break every XML reader.
  expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;|#\d+;|#x[0-9a-f]+;)/i)
}

const views = async (slug: string): Promise<number> => {
  const { body } = await api(
    'GET',
    `/api/blog-posts?where[slug][equals]=${slug}&depth=0&select[viewsCount]=true`,
  )
  return Number(body.docs[0].viewsCount ?? 0)
}

describe('blog views', () => {
  it('count exactly one view per POST', async () => {
    const before = await views(POST_SLUG)
    const first = await api('POST', `/blog/${POST_SLUG}/view`)
    expect(first.status).toBe(200)
    expect(first.body.viewsCount).toBe(before + 1)
    const second = await api('POST', `/blog/${POST_SLUG}/view`)
    expect(second.body.viewsCount).toBe(before + 2)
    expect(await views(POST_SLUG)).toBe(before + 2)
  })

  it('GET reads the real count without counting (the cached page shows it after a reload)', async () => {
    await api('POST', `/blog/${POST_SLUG}/view`)
    const before = await views(POST_SLUG)
    const read = await fetch(`${BASE_URL}/blog/${POST_SLUG}/view`)
    expect(read.status).toBe(200)
    expect(read.headers.get('cache-control')).toContain('no-store')
    const { viewsCount } = (await read.json()) as { viewsCount: number }
    expect(viewsCount).toBe(before)
    expect(viewsCount).toBeGreaterThan(0)
    expect(await views(POST_SLUG)).toBe(before)
    expect((await api('GET', '/blog/no-existe-este-articulo/view')).status).toBe(404)
  })

  it('are not counted for unknown slugs or drafts', async () => {
    expect((await api('POST', '/blog/no-existe-este-articulo/view')).status).toBe(404)
    expect((await api('POST', '/blog/..%2Fadmin/view')).status).toBe(404)

    const editor = await userWithRole('editor')
    const slug = `borrador-${Date.now().toString(36)}`
    const draft = await api('POST', '/api/blog-posts?draft=true', {
      token: editor.token,
      body: { title: 'Borrador de prueba', slug, _status: 'draft' },
    })
    expect(draft.status).toBe(201)
    expect((await api('POST', `/blog/${slug}/view`)).status).toBe(404)
    const row = await api('GET', `/api/blog-posts/${draft.body.doc.id}?draft=true&depth=0`, {
      token: editor.token,
    })
    expect(Number(row.body.viewsCount ?? 0)).toBe(0)
    // Visitors never see the draft page either.
    expect((await text(`/blog/${slug}`)).status).toBe(404)
  })
})

describe('cover images', () => {
  it('offer a phone its 768 px size and a wide screen the 1280 px one', async () => {
    const pages = ['/blog', '/blog/cinco-productores-boricuas', '/news/la-reina-del-dembow']
    for (const path of pages) {
      const page = await text(path)
      expect(page.status, path).toBe(200)
      const covers = [...page.body.matchAll(/<img [^>]*srcSet="([^"]+)"[^>]*>/gi)]
      expect(covers.length, path).toBeGreaterThan(0)
      for (const [img, srcSet] of covers) {
        expect(srcSet, path).toMatch(
          /^\S+-768x\d+-[0-9a-f]{10}\.webp 768w, \S+-1280x\d+-[0-9a-f]{10}\.webp 1280w$/,
        )
        expect(img, path).toMatch(/ sizes="[^"]+100vw"/)
      }
    }
  })
})

describe('News+ call to action', () => {
  it('its link is a site setting: https only, empty means the default', async () => {
    const founder = await userWithRole('founder')
    const save = (newsCtaUrl: string | null) =>
      api('POST', '/api/globals/site-settings', { token: founder.token, body: { newsCtaUrl } })
    try {
      for (const bad of ['http://onerpm.com/', 'javascript:alert(1)', 'onerpm']) {
        const refused = await save(bad)
        expect(refused.status, bad).toBe(400)
        expect(JSON.stringify(refused.body)).toContain('https://')
      }
      expect((await save('https://www.amuse.io/')).status).toBe(200)
      const page = await text('/news/la-reina-del-dembow')
      expect(page.body).toContain('href="https://www.amuse.io/"')
    } finally {
      expect((await save(null)).status).toBe(200)
    }
    expect((await text('/news/la-reina-del-dembow')).body).toContain('href="https://onerpm.com/"')
  })
})

describe('blog comments', () => {
  const postId = async () => {
    const { body } = await api('GET', `/api/blog-posts?where[slug][equals]=${POST_SLUG}&depth=0`)
    return body.docs[0].id as number
  }

  it('require a signed-in member', async () => {
    const { status } = await api('POST', '/api/blog-comments', {
      body: { post: await postId(), content: 'Sin sesión' },
    })
    expect([401, 403]).toContain(status)
  })

  it('require content after trimming and at most 500 characters', async () => {
    const member = await signUp()
    const post = await postId()
    for (const content of ['', '    ', 'x'.repeat(501)]) {
      const { status } = await api('POST', '/api/blog-comments', {
        token: member.token,
        body: { post, content },
      })
      expect(status, JSON.stringify(content.slice(0, 10))).toBe(400)
    }
    const created = await api('POST', '/api/blog-comments', {
      token: member.token,
      body: { post, content: '¡Muy útil, gracias!' },
    })
    expect(created.status).toBe(201)
    const owner = created.body.doc.user
    expect(typeof owner === 'object' ? owner.id : owner).toBe(member.id)
  })
})

describe('SEO files', () => {
  const locsOf = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)

  it('sitemap.xml is an index whose files list the pages, articles, artists and producers', async () => {
    const editor = await userWithRole('editor')
    const draftSlug = `borrador-sitemap-${Date.now().toString(36)}`
    const draft = await api('POST', '/api/blog-posts?draft=true', {
      token: editor.token,
      body: { title: 'Borrador fuera del sitemap', slug: draftSlug, _status: 'draft' },
    })
    expect(draft.status).toBe(201)

    const index = await text('/sitemap.xml')
    expect(index.status).toBe(200)
    expect(index.type).toContain('application/xml')
    expectWellFormedXml(index.body)
    expect(index.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    )
    const files = locsOf(index.body)
    expect(files).toContain('/sitemaps/paginas.xml')
    expect(files).toContain('/sitemaps/artistas-1.xml')
    expect(files).toContain('/sitemaps/productores-1.xml')
    expect(files).toContain('/sitemaps/oportunidades.xml')
    for (const file of files)
      expect(file).toMatch(
        /^\/sitemaps\/(paginas|oportunidades|(artistas|productores)-[1-9]\d*)\.xml$/,
      )

    const locs: string[] = []
    for (const file of files) {
      const chunk = await text(file)
      expect(chunk.status, file).toBe(200)
      expect(chunk.type, file).toContain('application/xml')
      expectWellFormedXml(chunk.body)
      expect(chunk.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
      const urls = locsOf(chunk.body)
      expect(urls.length, file).toBeGreaterThan(0)
      expect(urls.length, file).toBeLessThanOrEqual(SITEMAP_CHUNK)
      locs.push(...urls)
    }
    expect(locs).toEqual(expect.arrayContaining(['/', '/artists', '/blog', '/privacy', '/terms']))
    expect(locs).toContain(`/blog/${POST_SLUG}`)
    expect(locs).toContain('/news/la-reina-del-dembow')
    expect(locs.some((path) => /^\/artists\/\d+$/.test(path))).toBe(true)
    expect(locs.some((path) => /^\/artists\/productor-\d+$/.test(path))).toBe(true)
    expect(locs.some((path) => /^\/oportunidades\/\d+$/.test(path))).toBe(true)
    expect(locs.some((path) => path.endsWith(`/${draftSlug}`))).toBe(false)
    expect(new Set(locs).size).toBe(locs.length)
  })

  it('unknown sitemap files are 404', async () => {
    for (const name of ['nada.xml', 'artistas-0.xml', 'artistas-01.xml', 'artistas-9999.xml']) {
      expect((await text(`/sitemaps/${name}`)).status, name).toBe(404)
    }
  })

  it('robots.txt keeps crawlers out of private areas and points to the sitemap', async () => {
    const { status, body } = await text('/robots.txt')
    expect(status).toBe(200)
    for (const path of [
      '/admin',
      '/api',
      '/profile',
      '/messages',
      '/feed',
      '/onboarding',
      '/auth',
    ]) {
      expect(body).toContain(`Disallow: ${path}`)
    }
    expect(body).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/)
  })

  it('the RSS feed is RSS 2.0 with the latest published posts', async () => {
    const { status, type, body } = await text('/blog/rss.xml')
    expect(status).toBe(200)
    expect(type).toContain('application/rss+xml')
    expectWellFormedXml(body)
    expect(body).toContain('<rss version="2.0"')
    const items = body.match(/<item>/g) ?? []
    expect(items.length).toBeGreaterThan(0)
    expect(items.length).toBeLessThanOrEqual(20)
    // The newest published post heads the feed (other test files publish posts too).
    const newest = await api('GET', '/api/blog-posts?sort=-publishedAt&limit=1&depth=0')
    const { slug, exclusive } = newest.body.docs[0]
    expect(body).toContain(`/${exclusive ? 'news' : 'blog'}/${slug}</link>`)
  })
})
