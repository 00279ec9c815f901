import * as t from '@/i18n/es'

/** The main navigation, in the order of the top bar. */
export const NAV_ITEMS = [
  { href: '/', label: t.nav.home },
  { href: '/feed', label: t.nav.feed },
  { href: '/messages', label: t.nav.messages },
  { href: '/artists', label: t.nav.directory },
  { href: '/oportunidades', label: t.nav.opportunities },
  { href: '/blog', label: t.nav.blog },
] as const

/** A link is current on its own page and on the pages under it (Inicio only on /). */
export const isCurrentPath = (pathname: string, href: string) =>
  href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`)
/** The mobile menu panel's id: the button points at it (aria-controls) before the panel loads. */
export const MOBILE_MENU_ID = 'menu-movil'
