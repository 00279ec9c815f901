'use client'

import { memberOnly } from '@/features/site/member-only'

/**
 * Follow, message, block and report on someone else's profile: asked in the browser, so the page
 * stays cached, and downloaded only once a member is signed in (visitors get nothing).
 */
export const ProfileActions = memberOnly(() =>
  import('./member-profile-actions').then(({ MemberProfileActions }) => MemberProfileActions),
)
