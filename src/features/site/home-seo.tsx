import type { Metadata } from 'next'

import { DIRECTORY_PATH } from '@/features/directory/filters'
import { t } from '@/i18n'
import { siteUrl } from '@/lib/env'
import { serializeJsonLd } from '@/lib/json-ld'
import { OPEN_GRAPH_SITE, SHARING_IMAGE } from '@/lib/open-graph'
import { FALLBACK_LOGO, type SiteSettings } from './site-settings'

/** The bundled logo (public/logo.svg), absolute: crawlers fetch it from other sites. */
const logoUrl = `${siteUrl}${FALLBACK_LOGO.url}`

/**
 * The home page's canonical address and sharing card. A page's openGraph replaces the layout's
 * whole, so the layout's type, locale and site name are repeated here.
 */
export const homeMetadata: Metadata = {
  alternates: { canonical: '/' },
  openGraph: {
    type: 'website',
    ...OPEN_GRAPH_SITE,
    url: '/',
    title: t.meta.defaultTitle,
    description: t.site.description,
    images: [SHARING_IMAGE],
  },
  // The 1200 × 630 sharing image: the large card.
  twitter: { card: 'summary_large_image' },
}

/**
 * schema.org data of the home page: the organisation (its logo and social profiles) and the site
 * with its search box, which leads to the directory's search (/artists?q=…).
 */
export function HomeJsonLd({ settings }: { settings: SiteSettings }) {
  const data = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${siteUrl}/#organization`,
        name: t.site.name,
        url: `${siteUrl}/`,
        logo: logoUrl,
        sameAs: [settings.instagramUrl, settings.youtubeUrl],
      },
      {
        '@type': 'WebSite',
        '@id': `${siteUrl}/#website`,
        name: t.site.name,
        url: `${siteUrl}/`,
        inLanguage: 'es',
        publisher: { '@id': `${siteUrl}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: `${siteUrl}${DIRECTORY_PATH}?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  }
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
