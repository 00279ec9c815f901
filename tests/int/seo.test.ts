// What crawlers read, checked with real parsers: the sitemaps (XML), robots.txt, the canonical
// links and the home page's sharing card (HTML) and its schema.org data (JSON).
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

async function page(path: string) {
  const { status, body } = await get(path)
  expect(status, path).toBe(200)
  return parseDocument(body)
}

type Doc = ReturnType<typeof parseDocument>
const elements = (doc: Doc, test: (name: string, attribs: Record<string, string>) => boolean) =>
  DomUtils.findAll((el) => test(el.name, el.attribs), doc.children)
const meta = (doc: Doc, property: string) =>
  elements(doc, (name, a) => name === 'meta' && a.property === property)[0]?.attribs.content

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

  it('home has a sharing image and the Organization and WebSite search box data', async () => {
    const doc = await page('/')
    const image = meta(doc, 'og:image')
    expect(image).toMatch(/^https?:\/\/[^/]+\/logo\.svg$/)
    expect((await fetch(new URL(new URL(image!).pathname, BASE_URL))).status).toBe(200)
    expect(Number(meta(doc, 'og:image:width'))).toBeGreaterThan(0)
    expect(Number(meta(doc, 'og:image:height'))).toBeGreaterThan(0)
    expect(meta(doc, 'og:image:alt')).toBe('Logotipo de Tarima')

    const scripts = elements(doc, (n, a) => n === 'script' && a.type === 'application/ld+json').map(
      (script) => JSON.parse(DomUtils.textContent(script)),
    )
    const nodes = scripts.flatMap((data) => data['@graph'] ?? [data])
    const organization = nodes.find((node) => node['@type'] === 'Organization')
    expect(organization).toMatchObject({ name: 'Tarima' })
    expect(organization.url).toMatch(/^https?:\/\//)
    expect(organization.logo).toBe(image)
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
