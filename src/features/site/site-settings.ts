import * as t from '@/i18n/es'

/** The site-wide settings the public shell shows, as plain JSON (safe to cache and to pass to clients). */
export type SiteSettings = {
  communityName: string
  logo: { url: string; alt: string; width: number | null; height: number | null } | null
  instagramUrl: string
  youtubeUrl: string
  contactEmail: string
  /** Where the call-to-action buttons of articles lead (collections/SiteSettings.ts). */
  newsCtaUrl: string
}

/** Used for any field an editor left empty in the `site-settings` global. */
export const SITE_DEFAULTS: SiteSettings = {
  communityName: t.site.name,
  logo: null,
  instagramUrl: 'https://www.instagram.com/tarima',
  youtubeUrl: 'https://www.youtube.com/@tarima',
  contactEmail: 'hola@tarima.app',
  // ONErpm: a distributor for independent artists with a free start, strong in Latin America; it
  // fits the CTA's promise (every platform, royalties, figures in one panel, "Empieza gratis").
  newsCtaUrl: 'https://onerpm.com/',
}

/** Bundled logo shown until an editor uploads one. */
export const FALLBACK_LOGO = { url: '/logo.svg', width: 40, height: 40 }

/** Cache tag of every read of the global; revalidate it when editors save the settings. */
export const SITE_SETTINGS_TAG = 'site-settings'
