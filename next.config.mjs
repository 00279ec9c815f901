import { withPayload } from '@payloadcms/next/withPayload'

import { securityHeaderRules } from './src/lib/security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The test run builds into its own folder so it never replaces the site's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  images: { formats: ['image/avif', 'image/webp'] },
  async headers() {
    return securityHeaderRules()
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
