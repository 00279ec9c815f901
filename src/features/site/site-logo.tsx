import Link from 'next/link'

import type { SiteSettings } from './site-settings'
import { t } from '@/i18n'

/**
 * The logo linking home. An uploaded logo is shown on its own (it usually carries the name);
 * the bundled mark is shown with the community name beside it.
 */
export function SiteLogo({ settings }: { settings: SiteSettings }) {
  const { logo, communityName } = settings
  return (
    <Link
      href="/"
      aria-label={t.nav.logoLabel(communityName)}
      className="flex shrink-0 items-center gap-2.5 rounded-lg"
    >
      {/* Plain <img>, not next/image: the logo skips the optimiser anyway (uploads may live on S3
          or a CDN), and next/image would add its client code to every page for nothing. */}
      {logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- see above
        <img
          src={logo.url}
          alt=""
          width={logo.width ?? 160}
          height={logo.height ?? 40}
          fetchPriority="high"
          className="h-9 w-auto max-w-40 object-contain"
        />
      ) : (
        <>
          <LogoMark />
          <span className="text-xl font-extrabold tracking-tight text-white">{communityName}</span>
        </>
      )}
    </Link>
  )
}

/**
 * The bundled mark (public/logo.svg, which crawlers and the logo settings still use), drawn in
 * the page: as an <img>, an SVG file is a whole document the browser builds on the main thread
 * while the page loads (6–7 ms of CPU on the bench machine), and one more early request.
 * The gradient is the box's background, so the header and footer marks share no SVG ids.
 */
function LogoMark() {
  return (
    <span className="logo-mark size-9 shrink-0">
      <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className="size-full">
        <g fill="#0c0a12">
          <rect x="10" y="17" width="3.5" height="10" rx="1.75" />
          <rect x="15.5" y="10" width="3.5" height="17" rx="1.75" />
          <rect x="21" y="14" width="3.5" height="13" rx="1.75" />
          <rect x="26.5" y="19" width="3.5" height="8" rx="1.75" />
          <rect x="7" y="29" width="26" height="3.5" rx="1.75" />
        </g>
      </svg>
    </span>
  )
}
