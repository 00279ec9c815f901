'use client'

import { memberOnly } from '@/features/site/member-only'
import { spanishNumber } from '@/i18n/number'
import { FollowerCountView } from './follower-count-view'

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

/** The same count as a bare number (a public profile's "Seguidores"), kept fresh the same way. */
export const FollowerNumber = memberOnly(
  () => import('./member-follower-count').then(({ MemberFollowerNumber }) => MemberFollowerNumber),
  { fallback: ({ initial }: Props) => spanishNumber(initial ?? 0) },
)
