import { t } from '../i18n'

// What every page's OpenGraph card says about the site. A page's `openGraph` replaces the
// layout's whole (Next merges metadata one key deep), so pages that set their own spread these.

/** The site's name and language: Spanish of Puerto Rico and Latin America (es_419). */
export const OPEN_GRAPH_SITE = { siteName: t.site.name, locale: 'es_419' } as const

/**
 * The sharing image of pages without one of their own: logo and tagline drawn into a PNG
 * (scripts/make-og-image.ts), since social previews show no SVG.
 */
export const SHARING_IMAGE = {
  url: '/og-image.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: t.site.sharingImageAlt,
} as const
