import { withPayload } from '@payloadcms/next/withPayload'

import { securityHeaderRules } from './src/lib/security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The test run builds into its own folder so it never replaces the site's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // One 404 page for unknown addresses, rendered whole on the server (src/app/global-not-found.tsx).
  experimental: { globalNotFound: true },
  images: { formats: ['image/avif', 'image/webp'] },
  async headers() {
    return securityHeaderRules()
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

// withPayload asks for the colour-scheme client hint on every address (Accept-CH, Critical-CH,
// Vary) for the admin's dark mode. Critical-CH makes Chrome send a first visit twice (it restarts
// the request to add the hint), a whole round trip before the page: only the admin asks for it.
const payloadHeaders = config.headers
config.headers = async () =>
  (await payloadHeaders()).map((rule) =>
    rule.source === '/:path*' && rule.headers.some(({ key }) => key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )

export default config
