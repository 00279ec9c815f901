'use client'

import { formatFollowers } from '@/features/artist/format-followers'
import { memberOnly } from '@/features/site/member-only'
import * as t from '@/i18n/es'

type Props = {
  /** The listing's owner, whose followers are counted; null shows the stored number. */
  userId: number | null
  /** The number in the cached page. */
  initial: number | null
}

/**
 * The listing's follower count: the cached page's number for everybody, kept fresh for signed-in
 * members (who can follow), who alone download the code that asks again.
 */
export const FollowerCount = memberOnly(
  () => import('./member-follower-count').then(({ MemberFollowerCount }) => MemberFollowerCount),
  { fallback: ({ initial }: Props) => <FollowerCountView value={initial} /> },
)

export function FollowerCountView({ value }: { value: number | null }) {
  return (
    <p className="flex items-baseline gap-2" aria-live="polite">
      <span className="text-2xl font-extrabold tabular-nums">{formatFollowers(value)}</span>
      <span className="text-sm text-stone-600">{t.artist.followers.label}</span>
    </p>
  )
}
