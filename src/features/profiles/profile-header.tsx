import type { ReactNode } from 'react'

import { Badge } from '@/components/ui/badge'
import { VerifiedBadge } from '@/components/ui/verified-badge'
import { t } from '@/i18n'
import { optionLabel } from '@/lib/options'
import { ProfileCounts, type Count } from './profile-counts'
import type { ProfileView } from './profile-types'
import { SocialLinks } from './social-links'

type Props = {
  profile: ProfileView
  /** The photo: a plain avatar, or the owner's avatar editor. */
  avatar: ReactNode
  counts: Count[]
  isFounder?: boolean
  /** Buttons beside the name (edit profile; follow and message on public profiles). */
  actions?: ReactNode
  emptyBio?: string
}

/** Photo, name, badges, bio, links and counts: the top of both the own and the public profile. */
export function ProfileHeader({ profile, avatar, counts, isFounder, actions, emptyBio }: Props) {
  const copy = t.members
  return (
    <section aria-labelledby="perfil-nombre" className="relative">
      <div aria-hidden="true" className="stage-lights h-28 rounded-t-2xl sm:h-36" />
      <div className="rounded-b-2xl border border-t-0 border-stone-200 bg-white px-5 pb-6 shadow-sm sm:px-8">
        <div className="-mt-12 flex flex-col gap-4 sm:-mt-16 sm:flex-row sm:items-end sm:justify-between">
          {avatar}
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        <div className="mt-4 space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <h1
              id="perfil-nombre"
              className="text-3xl font-extrabold tracking-tight [overflow-wrap:anywhere] sm:text-4xl"
            >
              {profile.name}
            </h1>
            {profile.verified ? <VerifiedBadge /> : null}
            {isFounder ? <Badge tone="dark">{copy.common.founder}</Badge> : null}
          </div>
          <Details profile={profile} />
          {profile.bio ? (
            <p className="max-w-2xl whitespace-pre-line text-stone-700">{profile.bio}</p>
          ) : emptyBio ? (
            <p className="text-stone-600 italic">{emptyBio}</p>
          ) : null}
          <SocialLinks links={profile} />
          <ProfileCounts counts={counts} />
        </div>
      </div>
    </section>
  )
}

function Details({ profile }: { profile: ProfileView }) {
  const { roles, genres, country } = profile
  if (roles.length + genres.length === 0 && !country) return null
  return (
    <ul aria-label={t.members.publicProfile.details} className="flex flex-wrap gap-2">
      {roles.map((role) => (
        <li key={`rol-${role}`}>
          <Badge tone="accent">{optionLabel(role)}</Badge>
        </li>
      ))}
      {genres.map((genre) => (
        <li key={`genero-${genre}`}>
          <Badge>{optionLabel(genre)}</Badge>
        </li>
      ))}
      {country ? (
        <li>
          <Badge tone="warm">{optionLabel(country)}</Badge>
        </li>
      ) : null}
    </ul>
  )
}
