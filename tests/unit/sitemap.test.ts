import { describe, expect, it } from 'vitest'

import {
  SITEMAP_CHUNK,
  chunkBounds,
  parseSitemapName,
  sitemapIndexXml,
  sitemapPath,
  urlsetXml,
} from '@/features/site/sitemap-xml'

describe('sitemap names', () => {
  it('parse the pages file and numbered listing chunks', () => {
    expect(parseSitemapName('paginas.xml')).toEqual({ kind: 'pages' })
    expect(parseSitemapName('artistas-1.xml')).toEqual({
      kind: 'listings',
      table: 'artists',
      sitemap: 'artistas',
      chunk: 1,
    })
    expect(parseSitemapName('productores-12.xml')).toMatchObject({ table: 'producers', chunk: 12 })
  })

  it('reject anything else, so each chunk has one name', () => {
    for (const name of [
      'paginas',
      'artistas.xml',
      'artistas-0.xml',
      'artistas-01.xml',
      'artistas-1.XML',
      'artistas-12345.xml',
      'usuarios-1.xml',
      '../sitemap.xml',
      'artistas-1.xml.gz',
    ]) {
      expect(parseSitemapName(name), name).toBeNull()
    }
  })

  it('round-trip through their path', () => {
    for (const file of ['paginas.xml', 'artistas-3.xml', 'productores-1.xml']) {
      expect(sitemapPath(parseSitemapName(file)!)).toBe(`/sitemaps/${file}`)
    }
  })
})

describe('sitemap chunks', () => {
  it('hold 10,000 rows each, in order', () => {
    expect(SITEMAP_CHUNK).toBe(10_000)
    expect(chunkBounds(1)).toEqual({ offset: 0, limit: SITEMAP_CHUNK })
    expect(chunkBounds(3)).toEqual({ offset: 2 * SITEMAP_CHUNK, limit: SITEMAP_CHUNK })
  })

  it('refuse to write a file of more than 10,000 URLs', () => {
    const urls = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ loc: `https://tarima.test/artists/${i + 1}` }))
    expect(urlsetXml(urls(SITEMAP_CHUNK)).match(/<url>/g)).toHaveLength(SITEMAP_CHUNK)
    expect(() => urlsetXml(urls(SITEMAP_CHUNK + 1))).toThrow()
  })
})

describe('sitemap XML', () => {
  it('escapes locations and writes lastmod and priority', () => {
    const xml = urlsetXml([
      { loc: 'https://tarima.test/?a=1&b=<2>', priority: 1 },
      { loc: 'https://tarima.test/blog/x', lastmod: '2026-01-02T03:04:05.000Z' },
    ])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain(
      '<url><loc>https://tarima.test/?a=1&amp;b=&lt;2&gt;</loc><priority>1.0</priority></url>',
    )
    expect(xml).toContain(
      '<url><loc>https://tarima.test/blog/x</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>',
    )
  })

  it('indexes files, with lastmod only when known', () => {
    const xml = sitemapIndexXml([
      { loc: 'https://tarima.test/sitemaps/paginas.xml', lastmod: null },
      { loc: 'https://tarima.test/sitemaps/artistas-1.xml', lastmod: '2026-01-02T03:04:05Z' },
    ])
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<sitemap><loc>https://tarima.test/sitemaps/paginas.xml</loc></sitemap>')
    expect(xml).toContain('<lastmod>2026-01-02T03:04:05.000Z</lastmod>')
    expect(xml.trimEnd().endsWith('</sitemapindex>')).toBe(true)
  })
})
