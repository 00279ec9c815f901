import { Container } from '@/components/ui/container'
import { NotificationBell } from '@/features/notifications/notification-bell'
import { getSiteSettings } from './get-site-settings'
import { t } from '@/i18n'
import { AccountLinks } from './account-links'
import { ArtistSearch } from '@/features/directory/artist-search'
import { MobileMenu } from './mobile-menu'
import { NavLinks } from './nav-links'
import { SiteLogo } from './site-logo'

/**
 * The top bar: cached for everybody; only the account links and the members' bell are per visitor
 * (client side). The bell stays in the bar on phones too, beside the menu.
 */
export async function SiteHeader() {
  const settings = await getSiteSettings()
  return (
    <header className="surface-dark sticky top-0 z-40 border-b border-white/10 bg-night/95 text-white backdrop-blur">
      <Container className="flex h-16 items-center gap-4 lg:gap-8">
        <SiteLogo settings={settings} />
        <nav aria-label={t.nav.label} className="hidden md:block">
          <NavLinks layout="bar" />
        </nav>
        {/* Fixed minimum width: the placeholder, "Acceder" and the member links share one slot. */}
        <div className="ml-auto hidden min-w-56 justify-end md:flex">
          <AccountLinks layout="bar" />
        </div>
        <div className="flex items-center gap-1 max-md:ml-auto">
          <ArtistSearch />
          <NotificationBell />
          <MobileMenu className="md:hidden" />
        </div>
      </Container>
    </header>
  )
}
