import type { ListingTable } from '@/features/directory/sql'
import { escapeXml } from '@/lib/xml'

// The pure half of the sitemaps (names, chunk bounds, XML), kept free of 'server-only' so the unit
// tests can load it. src/features/site/sitemaps.ts reads the rows.

/**
 * URLs per sitemap file. The protocol allows 50,000 (and 50 MB); 10,000 keeps a chunk near 1 MB,
 * one indexed query, and quick to regenerate when its cache expires.
 */
export const SITEMAP_CHUNK = 10_000

/** Crawlers fetch /sitemaps/<name>.xml: Spanish names, like the site's other public paths. */
export const LISTING_SITEMAPS = { artistas: 'artists', productores: 'producers' } as const
export type ListingSitemap = keyof typeof LISTING_SITEMAPS
export const PAGES_SITEMAP = 'paginas'
/** The open opportunities (src/features/opportunities), newest first, up to SITEMAP_CHUNK. */
export const OPPORTUNITIES_SITEMAP = 'oportunidades'

/**
 * At most 4 digits (99,990,000 listings per table): the chunk route caches every name it answers,
 * 404s included, so the well-formed names anybody can invent stay a bounded set.
 */
const NAME = /^(?:(paginas)|(oportunidades)|(artistas|productores)-([1-9]\d{0,3}))\.xml$/

export type SitemapName =
  | { kind: 'pages' }
  | { kind: 'opportunities' }
  | { kind: 'listings'; table: ListingTable; sitemap: ListingSitemap; chunk: number }

/** `paginas.xml`, `artistas-3.xml`…; anything else (leading zeros, chunk 0, `.XML`) is null. */
export function parseSitemapName(name: string): SitemapName | null {
  const match = NAME.exec(name)
  if (!match) return null
  if (match[1]) return { kind: 'pages' }
  if (match[2]) return { kind: 'opportunities' }
  const sitemap = match[3] as ListingSitemap
  return { kind: 'listings', table: LISTING_SITEMAPS[sitemap], sitemap, chunk: Number(match[4]) }
}

export const sitemapPath = (name: SitemapName) =>
  name.kind === 'pages'
    ? `/sitemaps/${PAGES_SITEMAP}.xml`
    : name.kind === 'opportunities'
      ? `/sitemaps/${OPPORTUNITIES_SITEMAP}.xml`
      : `/sitemaps/${name.sitemap}-${name.chunk}.xml`

/** Chunk n (from 1) holds the rows n·CHUNK−CHUNK … n·CHUNK−1 in id order. */
export const chunkBounds = (chunk: number) => ({
  offset: (chunk - 1) * SITEMAP_CHUNK,
  limit: SITEMAP_CHUNK,
})

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

export type SitemapUrl = { loc: string; lastmod?: string | null; priority?: number }
export type SitemapFile = { loc: string; lastmod?: string | null }

const lastmodTag = (lastmod: string | null | undefined) =>
  lastmod ? `<lastmod>${escapeXml(new Date(lastmod).toISOString())}</lastmod>` : ''

/** A `<urlset>`; more than SITEMAP_CHUNK URLs is a bug upstream, not something to send. */
export function urlsetXml(urls: SitemapUrl[]): string {
  if (urls.length > SITEMAP_CHUNK) {
    throw new Error(`A sitemap holds at most ${SITEMAP_CHUNK} URLs, got ${urls.length}`)
  }
  const rows = urls.map(
    ({ loc, lastmod, priority }) =>
      `<url><loc>${escapeXml(loc)}</loc>${lastmodTag(lastmod)}${
        priority == null ? '' : `<priority>${priority.toFixed(1)}</priority>`
      }</url>`,
  )
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="${XMLNS}">`, ...rows]
    .concat('</urlset>', '')
    .join('\n')
}

/** A `<sitemapindex>` of the chunk files. */
export function sitemapIndexXml(files: SitemapFile[]): string {
  const rows = files.map(
    ({ loc, lastmod }) => `<sitemap><loc>${escapeXml(loc)}</loc>${lastmodTag(lastmod)}</sitemap>`,
  )
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<sitemapindex xmlns="${XMLNS}">`, ...rows]
    .concat('</sitemapindex>', '')
    .join('\n')
}
