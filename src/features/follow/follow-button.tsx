'use client'

import { memberOnly } from '@/features/site/member-only'

/**
 * "Seguir" / "Siguiendo" for signed-in members; hidden for visitors and on one's own listing.
 * Asked in the browser, so the page around it stays cached; only members download its code.
 */
export const FollowButton = memberOnly(() =>
  import('./member-follow-button').then(({ MemberFollowButton }) => MemberFollowButton),
)
