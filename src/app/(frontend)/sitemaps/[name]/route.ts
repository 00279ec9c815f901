import { sitemapFileResponse } from '@/features/site/sitemaps'

// Each file is generated on its first request and cached (ISR) like the index: a minute at most
// (SITEMAP_REVALIDATE), less when the `blog` or `directory` tag expires. None is built ahead, so a
// build never waits for 100,000 listings.
export const revalidate = 60

export function generateStaticParams() {
  return []
}

/** /sitemaps/paginas.xml, /sitemaps/artistas-1.xml, /sitemaps/productores-1.xml… */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params
  return sitemapFileResponse(name)
}
