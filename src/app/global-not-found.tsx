import type { Metadata, Viewport } from 'next'

import { SiteShell } from './(frontend)/site-shell'
import { t } from '@/i18n'
import { siteUrl } from '@/lib/env'
import NotFound from './(frontend)/not-found'
import './(frontend)/globals.css'

// Any address no route serves (next.config.mjs `experimental.globalNotFound`). Next renders it
// on the server, whole, with status 404: without it, the site's two root layouts (site and
// admin) left Next's 404 recovery no layout to render, and the page was blank without JavaScript.
// No title: NotFound renders the tab's own <title>, and a document has one.
export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  description: t.site.description,
  robots: { index: false },
}

export const viewport: Viewport = {
  themeColor: '#0c0a12',
}

export default function GlobalNotFound() {
  return (
    <SiteShell>
      <NotFound />
    </SiteShell>
  )
}
