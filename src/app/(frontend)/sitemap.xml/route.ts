import { sitemapIndexResponse } from '@/features/site/sitemaps'

// A route handler, not the sitemap.ts convention: that one returns a single <urlset>, and 100,000
// listings made it 7.8 MB. Cached for an hour; the `blog` and `directory` tags expire it sooner.
export const revalidate = 3600

/** /sitemap.xml: the index of /sitemaps/*.xml (see src/features/site/sitemaps.ts). */
export function GET() {
  return sitemapIndexResponse()
}
