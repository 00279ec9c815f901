'use client'

import { AdminButton } from '@/features/founder-tools/admin-button'
import { LiveSubscription } from '@/features/notifications/live-subscription'

/** The layout's parts for signed-in members (MemberExtras loads this for members only). */
export function MemberLayoutExtras() {
  return (
    <>
      <LiveSubscription />
      <AdminButton />
    </>
  )
}
