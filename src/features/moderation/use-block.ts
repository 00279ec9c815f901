'use client'

import useSWR from 'swr'

import { useToggleRow } from '@/features/follow/use-toggle-row'
import { useCurrentUser } from '@/features/site/use-current-user'
import { block, blockedBetween, findBlock, unblock } from './block-api'

/** SWR key of "either member blocked the other", asked again when a block changes. */
export const blockedBetweenKey = (me: number | null, userId: number) => [
  'blocked-between',
  me,
  userId,
]

/**
 * Whether the signed-in member blocked `userId`, and the toggle. Every component asking about the
 * same member shares one SWR entry, so the profile's buttons change together.
 */
export function useBlock(userId: number) {
  const { user } = useCurrentUser()
  const me = user && user.id !== userId ? user.id : null
  const row = useToggleRow({
    key: me ? ['block', me, userId] : null,
    find: () => findBlock(userId),
    create: () => block(userId),
    remove: unblock,
  })
  return { ...row, me }
}

/**
 * Whether `userId` and the signed-in member are blocked either way: also true when the other one
 * blocked them, which their own block rows (useBlock) cannot tell. Undefined until known; false
 * when the question failed (the server still refuses what a block forbids).
 */
export function useBlockedBetween(userId: number): boolean | undefined {
  const { user } = useCurrentUser()
  const me = user && user.id !== userId ? user.id : null
  const { data, error } = useSWR(
    me ? blockedBetweenKey(me, userId) : null,
    () => blockedBetween(userId),
    { revalidateOnFocus: false },
  )
  return data ?? (error ? false : undefined)
}
