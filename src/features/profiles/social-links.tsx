import type { ComponentType, SVGProps } from 'react'

import { InstagramIcon, YouTubeIcon } from '@/components/icons/social-icons'
import { EighthNotes, ExternalLink, Video } from '@/components/icons'
import { t } from '@/i18n'
import type { SocialLinks as Links } from './profile-types'

const copy = t.members.social

const NETWORKS: {
  field: keyof Links
  label: string
  Icon: ComponentType<SVGProps<SVGSVGElement>>
}[] = [
  { field: 'instagramUrl', label: copy.instagram, Icon: InstagramIcon },
  { field: 'youtubeUrl', label: copy.youtube, Icon: YouTubeIcon },
  { field: 'spotifyUrl', label: copy.spotify, Icon: EighthNotes },
  { field: 'tiktokUrl', label: copy.tiktok, Icon: Video },
]

/** A member's links to their networks, each opening in a new tab. Nothing when there are none. */
export function SocialLinks({ links }: { links: Links }) {
  const shown = NETWORKS.filter(({ field }) => links[field])
  if (shown.length === 0) return null
  return (
    <nav aria-label={copy.label}>
      <ul className="flex flex-wrap gap-2">
        {shown.map(({ field, label, Icon }) => (
          <li key={field}>
            <a
              href={links[field] ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-10 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 transition-colors hover:border-fuchsia-700 hover:text-fuchsia-800"
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
              <span className="sr-only"> {t.a11y.newTab}</span>
              <ExternalLink aria-hidden="true" className="size-3.5 text-stone-500" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
