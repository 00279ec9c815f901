import Link from 'next/link'

import type { SiteSettings } from './site-settings'
import { FALLBACK_LOGO } from './site-settings'
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
          {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
          <img
            src={FALLBACK_LOGO.url}
            alt=""
            width={FALLBACK_LOGO.width}
            height={FALLBACK_LOGO.height}
            fetchPriority="high"
            className="size-9"
          />
          <span className="text-xl font-extrabold tracking-tight text-white">{communityName}</span>
        </>
      )}
    </Link>
  )
}
