import { siteUrl } from '@/lib/env'
import { serializeJsonLd } from '@/lib/json-ld'
import { optionLabel } from '@/lib/options'
import { opportunityPath, type OpportunityKind } from './opportunity-rules'
import type { OpportunityDetail } from './opportunity-types'

/** schema.org's employment types for each kind: one-off work is a contractor's. */
const EMPLOYMENT: Record<OpportunityKind, string> = {
  gig: 'CONTRACTOR',
  collaboration: 'CONTRACTOR',
  production: 'CONTRACTOR',
  casting: 'TEMPORARY',
  studio: 'CONTRACTOR',
  job: 'FULL_TIME',
  grant: 'OTHER',
  other: 'OTHER',
}

/**
 * schema.org JobPosting of a paid opportunity (search engines' job listings): title,
 * description, dates, employment type, place or remote work, and the pay when stated. Null for
 * unpaid or "a convenir" ones, which are not jobs.
 */
export function opportunityJsonLd(detail: OpportunityDetail) {
  if (detail.pay !== 'paid') return null
  const country = detail.country ? optionLabel(detail.country) : null
  const place = detail.remote
    ? {
        jobLocationType: 'TELECOMMUTE',
        ...(country
          ? { applicantLocationRequirements: { '@type': 'Country', name: country } }
          : {}),
      }
    : {
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            ...(detail.city ? { addressLocality: detail.city } : {}),
            ...(country ? { addressCountry: country } : {}),
          },
        },
      }
  const stated = detail.payMin != null || detail.payMax != null
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: detail.title,
    description: detail.description,
    datePosted: detail.publishedAt ?? detail.createdAt,
    validThrough: detail.deadline,
    employmentType: EMPLOYMENT[detail.kind],
    url: `${siteUrl}${opportunityPath(detail.id)}`,
    directApply: true,
    hiringOrganization: { '@type': 'Person', name: detail.poster.name },
    ...place,
    ...(stated && detail.currency
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: detail.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(detail.payMin != null ? { minValue: detail.payMin } : {}),
              ...(detail.payMax != null ? { maxValue: detail.payMax } : {}),
              ...(detail.payMin != null && detail.payMax == null ? { value: detail.payMin } : {}),
              unitText: 'TOTAL',
            },
          },
        }
      : {}),
  }
}

export function OpportunityJsonLd({ detail }: { detail: OpportunityDetail }) {
  const data = opportunityJsonLd(detail)
  if (!data) return null
  return (
    <script
      type="application/ld+json"
      // Escaped for a <script> element by serializeJsonLd.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
