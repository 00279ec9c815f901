import { t } from '@/i18n'
import { siteUrl } from '@/lib/env'
import { matchingOpenOpportunities } from '@/features/opportunities/matching'
import { payText, placeText } from '@/features/opportunities/opportunity-format'
import { opportunityPath } from '@/features/opportunities/opportunity-rules'
import { DIGEST_MAX, type FindMatches } from './digest'

/**
 * The digest's matches from the opportunities concept (src/features/opportunities/matching.ts),
 * as the digest lists them: kind, place and pay under the title, the page's absolute address.
 */
export const findDigestMatches: FindMatches = async (payload, memberId, since) => {
  const cards = await matchingOpenOpportunities(payload, { id: memberId }, since, DIGEST_MAX)
  return cards.map((card) => ({
    title: card.title,
    summary: [t.opportunities.kinds[card.kind], placeText(card), payText(card)]
      .filter(Boolean)
      .join(' · '),
    url: `${siteUrl}${opportunityPath(card.id)}`,
  }))
}
