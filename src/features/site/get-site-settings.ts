import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Media, SiteSetting } from '../../../payload-types'
import { getPayloadClient } from '@/lib/payload'
import { SITE_DEFAULTS, SITE_SETTINGS_TAG, type SiteSettings } from './site-settings'

const readSiteSettings = unstable_cache(
  async (): Promise<SiteSettings> => {
    const payload = await getPayloadClient()
    const doc = await payload.findGlobal({
      slug: 'site-settings',
      depth: 1,
      overrideAccess: false,
      select: {
        communityName: true,
        logo: true,
        instagramUrl: true,
        youtubeUrl: true,
        contactEmail: true,
        newsCtaUrl: true,
      },
    })
    return toSiteSettings(doc)
  },
  [SITE_SETTINGS_TAG],
  // The tag is revalidated when editors save; the hour is only a safety net.
  { tags: [SITE_SETTINGS_TAG], revalidate: 3600 },
)

/**
 * Community name, logo and social links for the public shell. Cached across requests (tag
 * `site-settings`) and deduplicated within one render. A failed read is logged and the defaults
 * are shown, so the whole site does not go down with the settings; failures are never cached.
 */
export const getSiteSettings = cache(async (): Promise<SiteSettings> => {
  try {
    return await readSiteSettings()
  } catch (error) {
    const payload = await getPayloadClient().catch(() => null)
    if (payload) payload.logger.error({ err: error }, 'No se pudieron leer los ajustes del sitio')
    else console.error('No se pudieron leer los ajustes del sitio', error)
    return SITE_DEFAULTS
  }
})

type SettingsDoc = Pick<
  SiteSetting,
  'communityName' | 'logo' | 'instagramUrl' | 'youtubeUrl' | 'contactEmail' | 'newsCtaUrl'
>

function toSiteSettings(doc: Partial<SettingsDoc>): SiteSettings {
  return {
    communityName: doc.communityName?.trim() || SITE_DEFAULTS.communityName,
    logo: toLogo(doc.logo),
    instagramUrl: doc.instagramUrl || SITE_DEFAULTS.instagramUrl,
    youtubeUrl: doc.youtubeUrl || SITE_DEFAULTS.youtubeUrl,
    contactEmail: doc.contactEmail || SITE_DEFAULTS.contactEmail,
    newsCtaUrl: doc.newsCtaUrl || SITE_DEFAULTS.newsCtaUrl,
  }
}

function toLogo(logo: SettingsDoc['logo'] | undefined): SiteSettings['logo'] {
  // At depth 1 the upload is populated; a bare id means the media row is not readable.
  if (!logo || typeof logo !== 'object') return null
  const media: Media = logo
  if (!media.url) return null
  return {
    url: media.url,
    alt: media.alt ?? '',
    width: media.width ?? null,
    height: media.height ?? null,
  }
}
