'use client'

import { useToggleRow } from '@/features/follow/use-toggle-row'
import { useCurrentUser } from '@/features/site/use-current-user'
import { block, findBlock, unblock } from './block-api'

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
