import type { Metadata } from 'next'

import { NotFoundInHtml } from '@/components/ui/not-found-in-html'
import { getOpportunityDetail } from '@/features/opportunities/opportunity-data'
import { OpportunityDetail } from '@/features/opportunities/opportunity-detail'
import { payText, placeText } from '@/features/opportunities/opportunity-format'
import { OpportunityJsonLd } from '@/features/opportunities/opportunity-json-ld'
import { opportunityPath } from '@/features/opportunities/opportunity-rules'
import { t } from '@/i18n'
import { OPEN_GRAPH_SITE, SHARING_IMAGE } from '@/lib/open-graph'
import OpportunityNotFound from './not-found'

type Props = { params: Promise<{ id: string }> }

// Public and the same for everybody: rendered on first visit, cached, and expired by tag when the
// opportunity changes. Applying, one's own application and the poster's controls load in the
// browser, for members only.
export const revalidate = 300
export const generateStaticParams = async (): Promise<{ id: string }[]> => []

async function load(param: string) {
  return /^[1-9]\d{0,9}$/.test(param) ? getOpportunityDetail(Number(param)) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const detail = await load((await params).id)
  if (!detail) return { title: t.opportunities.detail.notFound }
  const description = `${t.opportunities.kinds[detail.kind]} · ${placeText(detail)} · ${payText(detail)}. ${detail.summary}`
  return {
    title: detail.title,
    description,
    alternates: { canonical: opportunityPath(detail.id) },
    openGraph: {
      type: 'article',
      ...OPEN_GRAPH_SITE,
      title: detail.title,
      description,
      url: opportunityPath(detail.id),
      images: [detail.imageUrl ? { url: detail.imageUrl, alt: detail.title } : SHARING_IMAGE],
    },
  }
}

export default async function OpportunityPage({ params }: Props) {
  const detail = await load((await params).id)
  if (!detail) {
    return (
      <NotFoundInHtml>
        <OpportunityNotFound />
      </NotFoundInHtml>
    )
  }
  return (
    <>
      <OpportunityJsonLd detail={detail} />
      <OpportunityDetail detail={detail} />
    </>
  )
}
