'use client'

import useSWR from 'swr'

import { formatFollowers } from '@/features/artist/format-followers'
import { useCurrentUser } from '@/features/site/use-current-user'
import { t } from '@/i18n'
import { fetchFollowersCount, followersCountKey } from './follow-api'

type Props = {
  /** The listing's owner, whose followers are counted; null shows the stored number. */
  userId: number | null
  /** The number in the cached page. */
  initial: number | null
}

/**
 * The listing's follower count. The cached page's number is shown at once; for signed-in members,
 * who can follow, it is re-read and refreshed after each follow or unfollow.
 */
export function FollowerCount({ userId, initial }: Props) {
  const { user } = useCurrentUser()
  const { data } = useSWR(userId && user ? followersCountKey(userId) : null, fetchFollowersCount, {
    revalidateOnFocus: false,
  })
  const value = userId && user && data !== undefined ? data : initial
  return (
    <p className="flex items-baseline gap-2" aria-live="polite">
      <span className="text-2xl font-extrabold tabular-nums">{formatFollowers(value)}</span>
      <span className="text-sm text-stone-600">{t.artist.followers.label}</span>
    </p>
  )
}
