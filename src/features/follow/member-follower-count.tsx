'use client'

import useSWR from 'swr'

import { useCurrentUser } from '@/features/site/use-current-user'
import { spanishNumber } from '@/i18n/number'
import { fetchFollowersCount, followersCountKey } from './follow-api'
import { FollowerCountView } from './follower-count-view'

type Props = {
  /** The member whose followers are counted; null shows the stored number. */
  userId: number | null
  /** The number in the cached page. */
  initial: number | null
}

/**
 * A member's follower count for signed-in visitors, who can follow: the cached page's number at
 * once, then re-read and refreshed after each follow or unfollow (the follow button revalidates
 * the same SWR key).
 */
function useFollowersCount({ userId, initial }: Props) {
  const { user } = useCurrentUser()
  const { data } = useSWR(userId && user ? followersCountKey(userId) : null, fetchFollowersCount, {
    revalidateOnFocus: false,
  })
  return userId && user && data !== undefined ? data : initial
}

/** The listing's follower count; pages use FollowerCount (follower-count.tsx). */
export function MemberFollowerCount(props: Props) {
  return <FollowerCountView value={useFollowersCount(props)} />
}

/** The bare number, for a profile's counts; pages use FollowerNumber (follower-count.tsx). */
export function MemberFollowerNumber(props: Props) {
  return <>{spanishNumber(useFollowersCount(props) ?? 0)}</>
}
