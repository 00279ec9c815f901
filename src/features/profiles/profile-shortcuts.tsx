import Link from 'next/link'

import { Bell, ChevronRight, Disc3, Newspaper, SlidersVertical, UserPlus } from '@/components/icons'
import { t } from '@/i18n'

const copy = t.members.profile

/**
 * Links from the own profile to the member's other pages. No "Unirme a la comunidad" once the
 * application is approved: /join then has nothing left to do (the status card leads on).
 */
export function ProfileShortcuts({ approved }: { approved: boolean }) {
  const links = [
    ...(approved ? [] : [{ href: '/join', label: copy.join, Icon: UserPlus }]),
    { href: '/artist-settings', label: copy.artistSettings, Icon: Disc3 },
    { href: '/producer-settings', label: copy.producerSettings, Icon: SlidersVertical },
    { href: '/feed', label: copy.feed, Icon: Newspaper },
    { href: '/profile/notificaciones', label: t.emailAlerts.shortcut, Icon: Bell },
  ]
  return (
    <nav aria-labelledby="accesos-rapidos" className="card p-5 shadow-sm sm:p-6">
      <h2 id="accesos-rapidos" className="mb-3 text-xl font-bold tracking-tight">
        {copy.shortcuts}
      </h2>
      <ul className="divide-y divide-stone-200">
        {links.map(({ href, label, Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex min-h-12 items-center gap-3 font-semibold text-stone-800 hover:text-fuchsia-800"
            >
              <Icon aria-hidden="true" className="size-5 text-fuchsia-700" />
              <span className="flex-1">{label}</span>
              <ChevronRight aria-hidden="true" className="size-4 text-stone-500" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
