import 'server-only'

import { unstable_cache } from 'next/cache'

import { t } from '@/i18n'
import { sqlPool } from '@/lib/db'
import { siteUrl } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { rssDocument } from '@/lib/xml'
import { placeText, payText } from './opportunity-format'
import { opportunityPath } from './opportunity-rules'
import { OPPORTUNITIES_TAG } from './opportunity-tags'
import type { OpportunityCard } from './opportunity-types'
import { openOpportunities } from './sql'

/** Opportunities in the feed and in the sitemap file: the newest open ones. */
export const FEED_SIZE = 50
export const SITEMAP_SIZE = 10_000

/** The newest open opportunities (public ones), cached with tag `opportunities`. */
export const getOpenOpportunities = unstable_cache(
  async (limit: number) => openOpportunities(sqlPool(await getPayloadClient()), limit),
  ['opportunities-open'],
  { tags: [OPPORTUNITIES_TAG], revalidate: 60 },
)

/** An RSS 2.0 document of open opportunities: kind, place and pay lead each description. */
export const opportunitiesRssXml = (cards: OpportunityCard[], now = new Date()): string =>
  rssDocument(
    {
      title: t.opportunities.meta.rssTitle,
      link: `${siteUrl}/oportunidades`,
      description: t.opportunities.meta.listDescription,
      self: `${siteUrl}/oportunidades/rss.xml`,
    },
    cards.map((card) => ({
      title: card.title,
      link: `${siteUrl}${opportunityPath(card.id)}`,
      description: `${t.opportunities.kinds[card.kind]} · ${placeText(card)} · ${payText(card)}. ${card.summary}`,
      category: t.opportunities.kinds[card.kind],
      publishedAt: card.publishedAt,
    })),
    now,
  )

/** /oportunidades/rss.xml */
export async function opportunitiesRss(): Promise<Response> {
  const xml = opportunitiesRssXml(await getOpenOpportunities(FEED_SIZE))
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
