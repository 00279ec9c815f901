import type { MetadataRoute } from 'next'

import { getSitemapRows } from '@/features/blog/blog-data'
import { siteUrl } from '@/lib/env'

// Rebuilt at most hourly; new articles expire it sooner through the `blog` tag.
export const revalidate = 3600

const STATIC_PAGES: { path: string; priority: number }[] = [
  { path: '', priority: 1 },
  { path: '/artists', priority: 0.9 },
  { path: '/blog', priority: 0.8 },
  { path: '/join', priority: 0.5 },
  { path: '/contact', priority: 0.4 },
  { path: '/privacy', priority: 0.2 },
  { path: '/terms', priority: 0.2 },
]

/** /sitemap.xml: the public pages, every published article and every artist and producer. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const rows = await getSitemapRows()
  return [
    ...STATIC_PAGES.map(({ path, priority }) => ({ url: `${siteUrl}${path}`, priority })),
    ...rows.map((row) => ({ url: `${siteUrl}${row.path}`, lastModified: new Date(row.updatedAt) })),
  ]
}
