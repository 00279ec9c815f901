// What crawlers read, checked with real parsers: the sitemaps (XML), robots.txt, the canonical
// links, the sharing cards (HTML) and the home page's schema.org data (JSON), and the 404s.
import { parse as parseXml, validate as validateXml } from 'fast-xml-parser'
import { DomUtils, parseDocument } from 'htmlparser2'
import { describe, expect, it } from 'vitest'

import { BASE_URL, api, userWithRole } from '../helpers/api'

async function get(path: string) {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' })
  return { status: response.status, body: await response.text() }
}

/** The `<loc>`s of a sitemap file or index, after checking the XML is well formed. */
function locsOf(xml: string): string[] {
  expect(validateXml(xml)).toBe(true)
  const doc = parseXml(xml)
  const entries = doc.urlset?.url ?? doc.sitemapindex?.sitemap ?? []
  return (Array.isArray(entries) ? entries : [entries]).map((entry: { loc: string }) => entry.loc)
}

/** Every page path the sitemaps list, as absolute URLs. */
async function sitemapUrls(): Promise<string[]> {
  const index = await get('/sitemap.xml')
  expect(index.status).toBe(200)
  const urls: string[] = []
  for (const file of locsOf(index.body)) {
    const chunk = await get(new URL(file).pathname)
    expect(chunk.status, file).toBe(200)
    urls.push(...locsOf(chunk.body))
  }
  return urls
}

const paths = (urls: string[]) => urls.map((url) => new URL(url).pathname)

async function page(path: string, expected = 200) {
  const { status, body } = await get(path)
  expect(status, path).toBe(expected)
  return parseDocument(body)
}

type Doc = ReturnType<typeof parseDocument>
const elements = (doc: Doc, test: (name: string, attribs: Record<string, string>) => boolean) =>
  DomUtils.findAll((el) => test(el.name, el.attribs), doc.children)
const meta = (doc: Doc, property: string) =>
  elements(doc, (name, a) => name === 'meta' && a.property === property)[0]?.attribs.content
/** Text outside scripts: what a crawler that runs no JavaScript reads. */
const textOf = (doc: Doc, tag: string) =>
  elements(doc, (name) => name === tag).map((el) => DomUtils.textContent(el).trim())

/** The first listing, producer and articles the sitemaps name: pages that exist. */
async function samplePages() {
  const listed = paths(await sitemapUrls())
  const first = (pattern: RegExp) => {
    const path = listed.find((candidate) => pattern.test(candidate))
    expect(path, String(pattern)).toBeDefined()
    return path!
  }
  return {
    artist: first(/^\/artists\/\d+$/),
    producer: first(/^\/artists\/productor-\d+$/),
    article: first(/^\/blog\/[^/]+$/),
    exclusive: first(/^\/news\/[^/]+$/),
  }
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('sitemaps', () => {
  it('list a new listing at once, and no longer once deleted', async () => {
    const member = await userWithRole('member')
    const created = await api('POST', '/api/artists', {
      token: member.token,
      body: {
        name: `Sitemap Prueba ${Date.now()}`,
        role: 'Artista',
        country: 'Chile',
        genres: ['Salsa'],
      },
    })
    expect(created.status).toBe(201)
    const path = `/artists/${created.body.doc.id}`
    expect(paths(await sitemapUrls())).toContain(path)

    const deleted = await api('DELETE', path.replace('/artists/', '/api/artists/'), {
      token: member.token,
      timeoutMs: 120_000,
    })
    expect(deleted.status).toBe(200)
    expect(paths(await sitemapUrls())).not.toContain(path)
  }, 180_000)

  it('list only pages crawlers may index: allowed by robots.txt, answering 200', async () => {
    const robots = await get('/robots.txt')
    const disallowed = [...robots.body.matchAll(/^Disallow:\s*(\S+)/gm)].map((m) => m[1]!)
    expect(disallowed.length).toBeGreaterThan(0)

    const urls = await sitemapUrls()
    const listed = paths(urls)
    expect(listed).not.toContain('/join')
    for (const path of listed) {
      expect(
        disallowed.filter((prefix) => path.startsWith(prefix)),
        path,
      ).toEqual([])
    }
    // Every static page and article, and a few listings: each is a 200, never a redirect.
    const sample = [
      ...listed.filter((path) => !path.startsWith('/artists/')),
      ...listed.filter((path) => path.startsWith('/artists/')).slice(0, 3),
    ]
    for (const path of sample) expect((await get(path)).status, path).toBe(200)
  }, 300_000)
})

describe('page metadata', () => {
  it('/, /privacy, /terms and /contact name their absolute canonical URL', async () => {
    const [home] = locsOf((await get('/sitemaps/paginas.xml')).body)
    const origin = new URL(home!).origin
    for (const path of ['/', '/privacy', '/terms', '/contact']) {
      const links = elements(await page(path), (n, a) => n === 'link' && a.rel === 'canonical')
      expect(links.length, path).toBe(1)
      expect(links[0]!.attribs.href, path).toMatch(/^https?:\/\//)
      expect(new URL(links[0]!.attribs.href!).href, path).toBe(`${origin}${path}`)
    }
  }, 180_000)

  it('home has a PNG sharing image and the Organization and WebSite search box data', async () => {
    const doc = await page('/')
    const image = meta(doc, 'og:image')
    // Social previews show no SVG: a 1200 × 630 PNG, as large as its tags say.
    expect(image).toMatch(/^https?:\/\/[^/]+\/og-image\.png$/)
    const file = await fetch(new URL(new URL(image!).pathname, BASE_URL))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(pngSize(Buffer.from(await file.arrayBuffer()))).toEqual({ width: 1200, height: 630 })
    expect(meta(doc, 'og:image:width')).toBe('1200')
    expect(meta(doc, 'og:image:height')).toBe('630')
    expect(meta(doc, 'og:image:type')).toBe('image/png')
    expect(meta(doc, 'og:image:alt')).toMatch(/^Tarima/)
    const twitter = elements(doc, (n, a) => n === 'meta' && a.name === 'twitter:card')
    expect(twitter[0]?.attribs.content).toBe('summary_large_image')

    const scripts = elements(doc, (n, a) => n === 'script' && a.type === 'application/ld+json').map(
      (script) => JSON.parse(DomUtils.textContent(script)),
    )
    const nodes = scripts.flatMap((data) => data['@graph'] ?? [data])
    const organization = nodes.find((node) => node['@type'] === 'Organization')
    expect(organization).toMatchObject({ name: 'Tarima' })
    expect(organization.url).toMatch(/^https?:\/\//)
    expect(organization.logo).toMatch(/^https?:\/\/[^/]+\/logo\.svg$/)
    expect(organization.sameAs).toEqual(
      expect.arrayContaining([
        expect.stringContaining('instagram.com'),
        expect.stringContaining('youtube.com'),
      ]),
    )
    const site = nodes.find((node) => node['@type'] === 'WebSite')
    expect(site.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      'query-input': 'required name=search_term_string',
    })
    expect(site.potentialAction.target).toBe(
      `${new URL(organization.url).origin}/artists?q={search_term_string}`,
    )
  })
})

describe('sharing cards', () => {
  it('the home, /blog, /artists, a listing and articles name the site, es_419 and a type', async () => {
    const sample = await samplePages()
    const pages = ['/', '/blog', '/artists', '/contact', ...Object.values(sample)]
    for (const path of pages) {
      const doc = await page(path)
      expect(meta(doc, 'og:site_name'), path).toBe('Tarima')
      expect(meta(doc, 'og:locale'), path).toBe('es_419')
      expect(meta(doc, 'og:type'), path).toMatch(/^(website|profile|article)$/)
      expect(meta(doc, 'og:image'), path).toMatch(/^https?:\/\//)
    }
  }, 120_000)

  it('/blog is a website with the sharing image', async () => {
    const doc = await page('/blog')
    expect(meta(doc, 'og:type')).toBe('website')
    expect(meta(doc, 'og:url')).toMatch(/\/blog$/)
    expect(meta(doc, 'og:image')).toMatch(/\/og-image\.png$/)
  })
})

describe('searches', () => {
  it('a free-text search of the directory is kept out of the index, with no canonical', async () => {
    for (const path of ['/artists?q=salsa', '/artists?q=bad%20bunny&genre=Salsa']) {
      const doc = await page(path)
      const robots = elements(doc, (n, a) => n === 'meta' && a.name === 'robots')
      expect(
        robots.map((el) => el.attribs.content),
        path,
      ).toEqual(['noindex, follow'])
      const canonical = elements(doc, (n, a) => n === 'link' && a.rel === 'canonical')
      expect(canonical, path).toEqual([])
    }
    // A directory by genre is a page of its own: indexable, and its own canonical.
    const genre = await page('/artists?genre=Salsa')
    expect(elements(genre, (n, a) => n === 'meta' && a.name === 'robots')).toEqual([])
    const canonical = elements(genre, (n, a) => n === 'link' && a.rel === 'canonical')
    expect(new URL(canonical[0]!.attribs.href!).search).toBe('?genre=Salsa')
  })

  it('the top bar search answers are not for the index', async () => {
    const reply = await fetch(`${BASE_URL}/artists/search?q=salsa`)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('x-robots-tag')).toBe('noindex')
  })
})

describe('not found', () => {
  const cases = [
    { path: '/artists/999999999', title: 'Artista no encontrado', back: '/artists' },
    { path: '/artists/productor-999999999', title: 'Artista no encontrado', back: '/artists' },
    // Decoded once by Next, "%25" is a lone "%": it used to be decoded again, a URIError (500).
    { path: '/artists/%25', title: 'Artista no encontrado', back: '/artists' },
    { path: '/blog/no-existe-este-articulo', title: 'Post no encontrado', back: '/blog' },
    { path: '/blog/%25', title: 'Post no encontrado', back: '/blog' },
    { path: '/news/no-existe-esta-exclusiva', title: 'Post no encontrado', back: '/blog' },
  ]

  it('artist and article pages answer 404 with their message and way out in the HTML', async () => {
    for (const { path, title, back } of cases) {
      const doc = await page(path, 404)
      expect(textOf(doc, 'title'), path).toEqual([`${title} · Tarima`])
      // In the HTML itself, not only in the data React reads once scripts run.
      expect(textOf(doc, 'h1'), path).toEqual([title])
      const links = elements(doc, (n, a) => n === 'a' && a.href === back)
      expect(links.length, path).toBeGreaterThan(0)
      expect(elements(doc, (n, a) => n === 'html' && a.lang === 'es').length, path).toBe(1)
      const robots = elements(doc, (n, a) => n === 'meta' && a.name === 'robots')
      expect(robots[0]?.attribs.content, path).toContain('noindex')
    }
  }, 120_000)

  // Next cannot decode these paths and answered 500 before any page ran; the production server
  // re-escapes them (scripts/serve.mjs), so the page finds nothing and answers its 404.
  it('paths that do not decode (%ff, %c0%ae) answer 404 with a Spanish page', async () => {
    const pages = [
      { path: '/blog/%ff', title: 'Post no encontrado · Tarima' },
      { path: '/news/%c0%ae', title: 'Post no encontrado · Tarima' },
      { path: '/artists/%ff', title: 'Artista no encontrado · Tarima' },
      { path: '/profile/%ff', title: 'Perfil no encontrado · Tarima' },
    ]
    for (const { path, title } of pages) {
      const doc = await page(path, 404)
      expect(textOf(doc, 'title'), path).toEqual([title])
    }
    expect((await get('/sitemaps/%ff')).status).toBe(404)
  }, 60_000)
})
