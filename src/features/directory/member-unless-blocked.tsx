'use client'

import type { ReactNode } from 'react'

import { useBlockedBetween } from '@/features/moderation/use-block'
import * as t from '@/i18n/es'

/**
 * The member half of UnlessBlocked (unless-blocked.tsx): the actions, unless the signed-in member
 * and `userId` are blocked either way (the server would refuse them); then nothing, or the reason
 * in Spanish where `notice` asks for it. Shown while unknown, as for most members they stay.
 */
export function MemberUnlessBlocked({
  userId,
  notice,
  children,
}: {
  userId: number
  notice?: boolean
  children: ReactNode
}) {
  const blocked = useBlockedBetween(userId)
  if (!blocked) return children
  return notice ? (
    <p role="status" className="w-full text-sm font-medium text-stone-700 sm:w-auto sm:self-center">
      {t.safety.block.blockedBy}
    </p>
  ) : null
}
