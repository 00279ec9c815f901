import type { Metadata } from 'next'

import { DIRECTORY_PATH } from '@/features/directory/filters'
import { t } from '@/i18n'
import { siteUrl } from '@/lib/env'
import { serializeJsonLd } from '@/lib/json-ld'
import { FALLBACK_LOGO, type SiteSettings } from './site-settings'

/** The bundled logo (public/logo.svg), absolute: crawlers fetch it from other sites. */
const logo = { ...FALLBACK_LOGO, url: `${siteUrl}${FALLBACK_LOGO.url}`, alt: t.site.logoAlt }

/**
 * The home page's canonical address and sharing card. A page's openGraph replaces the layout's
 * whole, so the layout's type, locale and site name are repeated here.
 */
export const homeMetadata: Metadata = {
  alternates: { canonical: '/' },
  openGraph: {
    type: 'website',
    locale: 'es_ES',
    siteName: t.site.name,
    url: '/',
    title: t.meta.defaultTitle,
    description: t.site.description,
    images: [logo],
  },
  // A small square logo: the small card, not the large image one.
  twitter: { card: 'summary' },
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
        logo: logo.url,
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
