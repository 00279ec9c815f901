'use client'

import type { ReactNode } from 'react'

import { memberOnly } from '@/features/site/member-only'

type Props = {
  /** The member the actions reach (a listing's owner). */
  userId: number
  /** Shows why in its place when blocked (once per page: the other actions just hide). */
  notice?: boolean
  children: ReactNode
}

/**
 * Actions on a member (follow, message) that a block either way forbids. The page around them is
 * cached for everybody, so whether a block stands is asked in the browser, by members only;
 * visitors get the actions as they are.
 */
export const UnlessBlocked = memberOnly<Props>(
  () => import('./member-unless-blocked').then(({ MemberUnlessBlocked }) => MemberUnlessBlocked),
  { fallback: ({ children }) => children },
)
