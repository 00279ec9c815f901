import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/env'

/** Member areas, the admin and the API are not for search engines. */
const PRIVATE_PATHS = ['/admin', '/api', '/profile', '/messages', '/feed', '/onboarding', '/auth']

/** /robots.txt */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: PRIVATE_PATHS },
    sitemap: `${siteUrl}/sitemap.xml`,
  }
}
