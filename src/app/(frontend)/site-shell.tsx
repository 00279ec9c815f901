import type { ReactNode } from 'react'

import { SkipLink } from '@/components/ui/skip-link'
import { AnalyticsTracker } from '@/features/founder-tools/analytics-tracker'
import { MemberExtras } from '@/features/site/member-extras'
import { HydrationMark } from '@/features/site/hydration-mark'
import { SiteFooter } from '@/features/site/site-footer'
import { SiteHeader } from '@/features/site/site-header'
import { SiteToaster } from '@/features/site/site-toaster'

/**
 * The public site's document: header, main content and footer. Used by the site's root layout and
 * by the 404 page of unknown addresses (src/app/global-not-found.tsx), which has no layout.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    // The loader marks a member's page (`data-session`, src/server/later-scripts.ts) before React.
    <html lang="es" suppressHydrationWarning>
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
        <HydrationMark />
      </body>
    </html>
  )
}
