import { InstagramIcon, YouTubeIcon } from '@/components/icons/social-icons'
import type { SiteSettings } from './site-settings'
import { t } from '@/i18n'

/** Round buttons to the community's Instagram and YouTube, opening in a new tab. */
export function SocialLinks({ settings }: { settings: SiteSettings }) {
  const links = [
    {
      href: settings.instagramUrl,
      label: t.footer.instagram(settings.communityName),
      Icon: InstagramIcon,
    },
    {
      href: settings.youtubeUrl,
      label: t.footer.youtube(settings.communityName),
      Icon: YouTubeIcon,
    },
  ]
  return (
    <ul className="flex gap-3">
      {links.map(({ href, label, Icon }) => (
        <li key={href}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            className="inline-flex size-11 items-center justify-center rounded-full border border-white/20 text-stone-200 transition-colors hover:border-amber-300 hover:text-amber-300"
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  )
}
