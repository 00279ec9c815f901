import { sitemapIndexResponse } from '@/features/site/sitemaps'

// A route handler, not the sitemap.ts convention: that one returns a single <urlset>, and 100,000
// listings made it 7.8 MB. Cached a minute at most (SITEMAP_REVALIDATE, a literal here because
// Next reads it statically); the `blog` and `directory` tags expire it sooner.
export const revalidate = 60

/** /sitemap.xml: the index of /sitemaps/*.xml (see src/features/site/sitemaps.ts). */
export function GET() {
  return sitemapIndexResponse()
}
