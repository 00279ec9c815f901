import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteShell } from './site-shell'
import { t } from '@/i18n'
import { siteUrl } from '@/lib/env'
import { OPEN_GRAPH_SITE, SHARING_IMAGE } from '@/lib/open-graph'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: t.meta.defaultTitle, template: t.meta.titleTemplate },
  description: t.site.description,
  applicationName: t.site.name,
  openGraph: { type: 'website', ...OPEN_GRAPH_SITE, images: [SHARING_IMAGE] },
}

export const viewport: Viewport = {
  themeColor: '#0c0a12',
}

// The public site's root layout. It never reads cookies or headers, so every page under it can
// be prerendered; per-visitor bits (account links) are client components.
export default function FrontendLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>
}
