'use client'

import useSWR from 'swr'

import { useCurrentUser } from '@/features/site/use-current-user'
import { fetchFollowersCount, followersCountKey } from './follow-api'
import { FollowerCountView } from './follower-count-view'

type Props = {
  /** The listing's owner, whose followers are counted; null shows the stored number. */
  userId: number | null
  /** The number in the cached page. */
  initial: number | null
}

/**
 * The listing's follower count for signed-in members, who can follow: the cached page's number at
 * once, then re-read and refreshed after each follow or unfollow. Pages use FollowerCount
 * (follower-count.tsx), which loads this for members only.
 */
export function MemberFollowerCount({ userId, initial }: Props) {
  const { user } = useCurrentUser()
  const { data } = useSWR(userId && user ? followersCountKey(userId) : null, fetchFollowersCount, {
    revalidateOnFocus: false,
  })
  const value = userId && user && data !== undefined ? data : initial
  return <FollowerCountView value={value} />
}
