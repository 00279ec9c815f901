'use client'

import { AdminButton } from '@/features/admin-panel/admin-button'
import { LiveSubscription } from '@/features/live/live-subscription'

/** The layout's parts for signed-in members (MemberExtras loads this for members only). */
export function MemberLayoutExtras() {
  return (
    <>
      <LiveSubscription />
      <AdminButton />
    </>
  )
}
