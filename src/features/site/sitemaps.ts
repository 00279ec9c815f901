import 'server-only'

import { unstable_cache } from 'next/cache'

import type { BlogPost } from '../../../payload-types'
import { publicArticles } from '../../../access/publishedOrStaff'
import { sqlPool } from '@/lib/db'
import { siteUrl } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { BLOG_TAG } from '@/features/blog/blog-tags'
import { postPath } from '@/features/blog/blog-types'
import { DIRECTORY_TAG } from '@/features/directory/directory-tag'
import { listingHref } from '@/features/directory/filters'
import { SITEMAP_SIZE, getOpenOpportunities } from '@/features/opportunities/opportunity-feed'
import { opportunityPath } from '@/features/opportunities/opportunity-rules'
import type { ListingTable } from '@/features/directory/sql'
import {
  LISTING_SITEMAPS,
  SITEMAP_CHUNK,
  chunkBounds,
  parseSitemapName,
  sitemapIndexXml,
  sitemapPath,
  urlsetXml,
  type ListingSitemap,
  type SitemapFile,
  type SitemapName,
  type SitemapUrl,
} from './sitemap-xml'
import { listingChunk, listingChunkDates } from './sql'

// /sitemap.xml is an index of /sitemaps/paginas.xml (static pages and articles) and one file per
// SITEMAP_CHUNK artists or producers. A table without rows gets no file (an empty <urlset> is
// useless to a crawler). The small reads below go through unstable_cache so that the files carry
// the `blog` and `directory` tags and a saved article or listing expires them at once. The listing
// rows themselves (about 1 MB a chunk) are read uncached: only the finished file is stored.

/**
 * Seconds a sitemap file (the route handlers' ISR, same value there) and its reads are kept at
 * most: should a tag's expiry not reach a cached file, a new listing still shows within a minute
 * (an hour let crawlers miss new listings for 40 minutes).
 */
export const SITEMAP_REVALIDATE = 60

/**
 * Only pages that answer 200 to a visitor and robots.txt allows (src/app/robots.ts): /join sends
 * visitors to /auth, which robots.txt keeps out.
 */
const STATIC_PAGES: { path: string; priority: number }[] = [
  { path: '/', priority: 1 },
  { path: '/artists', priority: 0.9 },
  { path: '/oportunidades', priority: 0.8 },
  { path: '/blog', priority: 0.8 },
  { path: '/contact', priority: 0.4 },
  { path: '/privacy', priority: 0.2 },
  { path: '/terms', priority: 0.2 },
]

/** The articles share paginas.xml with the static pages, so together they stay within a chunk. */
const ARTICLES_MAX = SITEMAP_CHUNK - STATIC_PAGES.length

type Article = { path: string; updatedAt: string }

/** Public articles (blog and News+), read as an anonymous visitor: no draft, no embargo. */
async function readArticles(): Promise<Article[]> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'blog-posts',
    where: publicArticles(),
    sort: '-publishedAt',
    limit: ARTICLES_MAX,
    depth: 0,
    select: { slug: true, exclusive: true, updatedAt: true },
    overrideAccess: false,
    user: null,
  })
  if (result.totalDocs > ARTICLES_MAX) {
    payload.logger.warn(
      { total: result.totalDocs, listed: ARTICLES_MAX },
      'El sitemap de páginas solo lista los artículos más recientes: hay que repartirlos en varios',
    )
  }
  return (result.docs as Pick<BlogPost, 'slug' | 'exclusive' | 'updatedAt'>[]).map((doc) => ({
    path: postPath(doc),
    updatedAt: doc.updatedAt,
  }))
}

const getArticles = unstable_cache(readArticles, ['sitemap-articles'], {
  tags: [BLOG_TAG],
  revalidate: SITEMAP_REVALIDATE,
})

/** The newest updated_at of each chunk of a table, in chunk order (one entry per chunk). */
async function readChunkDates(table: ListingTable): Promise<string[]> {
  const dates = await listingChunkDates(sqlPool(await getPayloadClient()), table, SITEMAP_CHUNK)
  return dates.map((date) => new Date(date).toISOString())
}

async function readListingChunks(): Promise<Record<ListingSitemap, string[]>> {
  const [artistas, productores] = await Promise.all([
    readChunkDates(LISTING_SITEMAPS.artistas),
    readChunkDates(LISTING_SITEMAPS.productores),
  ])
  return { artistas, productores }
}

/** A few bytes per chunk: cheap to cache, and it tags every file that reads it `directory`. */
const getListingChunks = unstable_cache(readListingChunks, ['sitemap-listing-chunks'], {
  tags: [DIRECTORY_TAG],
  revalidate: SITEMAP_REVALIDATE,
})

/** One chunk of a table by primary key: only id and updated_at, one query. */
async function readListingChunk(table: ListingTable, chunk: number): Promise<SitemapUrl[]> {
  const { offset, limit } = chunkBounds(chunk)
  const rows = await listingChunk(sqlPool(await getPayloadClient()), table, offset, limit)
  return rows.map((row) => ({
    loc: `${siteUrl}${listingHref(table, row.id)}`,
    lastmod: new Date(row.updatedAt).toISOString(),
  }))
}

const xmlResponse = (xml: string) =>
  new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })

/** /sitemap.xml */
export async function sitemapIndexResponse(): Promise<Response> {
  const [articles, chunks, opportunities] = await Promise.all([
    getArticles(),
    getListingChunks(),
    getOpenOpportunities(SITEMAP_SIZE),
  ])
  const newestArticle = articles.reduce<string | null>(
    (newest, { updatedAt }) => (newest && newest > updatedAt ? newest : updatedAt),
    null,
  )
  const files: SitemapFile[] = [
    { loc: `${siteUrl}${sitemapPath({ kind: 'pages' })}`, lastmod: newestArticle },
  ]
  if (opportunities.length) {
    files.push({
      loc: `${siteUrl}${sitemapPath({ kind: 'opportunities' })}`,
      lastmod: opportunities[0]!.publishedAt,
    })
  }
  for (const sitemap of Object.keys(LISTING_SITEMAPS) as ListingSitemap[]) {
    chunks[sitemap].forEach((lastmod, index) => {
      const name: SitemapName = {
        kind: 'listings',
        table: LISTING_SITEMAPS[sitemap],
        sitemap,
        chunk: index + 1,
      }
      files.push({ loc: `${siteUrl}${sitemapPath(name)}`, lastmod })
    })
  }
  return xmlResponse(sitemapIndexXml(files))
}

/** /sitemaps/<name>.xml, or a 404 for a name the index does not list. */
export async function sitemapFileResponse(fileName: string): Promise<Response> {
  const name = parseSitemapName(fileName)
  if (name?.kind === 'pages') {
    const articles = await getArticles()
    return xmlResponse(
      urlsetXml([
        ...STATIC_PAGES.map(({ path, priority }) => ({ loc: `${siteUrl}${path}`, priority })),
        ...articles.map(({ path, updatedAt }) => ({
          loc: `${siteUrl}${path}`,
          lastmod: updatedAt,
        })),
      ]),
    )
  }
  if (name?.kind === 'opportunities') {
    // Open ones only: a closed opportunity keeps its page but leaves the sitemap.
    const opportunities = await getOpenOpportunities(SITEMAP_SIZE)
    return xmlResponse(
      urlsetXml(
        opportunities.map((card) => ({
          loc: `${siteUrl}${opportunityPath(card.id)}`,
          lastmod: card.publishedAt,
        })),
      ),
    )
  }
  if (name?.kind === 'listings') {
    const chunks = await getListingChunks()
    if (name.chunk <= chunks[name.sitemap].length) {
      return xmlResponse(urlsetXml(await readListingChunk(name.table, name.chunk)))
    }
  }
  return new Response(null, { status: 404 })
}
