import Link from 'next/link'

import { Container } from '@/components/ui/container'
import { getSiteSettings } from './get-site-settings'
import { t } from '@/i18n'
import { SiteLogo } from './site-logo'
import { SocialLinks } from './social-links'

const FOOTER_LINKS = [
  { href: '/artists', label: t.footer.directory },
  { href: '/privacy', label: t.footer.privacy },
  { href: '/terms', label: t.footer.terms },
  { href: '/contact', label: t.footer.contact },
] as const

export async function SiteFooter() {
  const settings = await getSiteSettings()
  return (
    <footer className="surface-dark border-t border-white/10 bg-night text-stone-300">
      <Container className="grid gap-10 py-12 md:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-4">
          <SiteLogo settings={settings} />
          <p className="max-w-sm text-sm leading-relaxed">{t.footer.tagline}</p>
        </div>
        <nav aria-label={t.footer.label}>
          <ul className="space-y-2 text-sm">
            {FOOTER_LINKS.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className="rounded hover:text-amber-300 hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-3">
          <p className="text-sm font-semibold text-white">{t.footer.social}</p>
          <SocialLinks settings={settings} />
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-6 text-sm text-stone-400">
          {t.site.copyright} {settings.communityName}
        </Container>
      </div>
    </footer>
  )
}
