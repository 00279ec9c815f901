import { opportunitiesRss } from '@/features/opportunities/opportunity-feed'

// The open opportunities as RSS, cached a minute at most; the `opportunities` tag expires it.
export const revalidate = 60

/** /oportunidades/rss.xml */
export function GET() {
  return opportunitiesRss()
}
