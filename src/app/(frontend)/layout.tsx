import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteFooter } from '@/features/site/site-footer'
import { SiteHeader } from '@/features/site/site-header'
import { SiteToaster } from '@/features/site/site-toaster'
import { SkipLink } from '@/components/ui/skip-link'
import { AnalyticsTracker } from '@/features/founder-tools/analytics-tracker'
import { MemberExtras } from '@/features/site/member-extras'
import { t } from '@/i18n'
import { siteUrl } from '@/lib/env'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: t.meta.defaultTitle, template: t.meta.titleTemplate },
  description: t.site.description,
  applicationName: t.site.name,
  openGraph: { type: 'website', locale: 'es_ES', siteName: t.site.name },
}

export const viewport: Viewport = {
  themeColor: '#0c0a12',
}

// The public site's root layout. It never reads cookies or headers, so every page under it can
// be prerendered; per-visitor bits (account links) are client components.
export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es">
      <body className="flex min-h-dvh flex-col">
        <SkipLink />
        <SiteHeader />
        <main id="contenido" tabIndex={-1} className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <SiteToaster />
        <AnalyticsTracker />
        <MemberExtras />
      </body>
    </html>
  )
}
