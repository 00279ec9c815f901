'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { useCurrentUser } from '@/features/site/use-current-user'

/**
 * Sends members who open their own public profile to /profile. Asked in the browser, so the public
 * page stays cached for everybody.
 */
export function OwnProfileRedirect({ userId }: { userId: number }) {
  const { user } = useCurrentUser()
  const router = useRouter()
  const own = Boolean(user && user.id === userId)
  useEffect(() => {
    if (own) router.replace('/profile')
  }, [own, router])
  return null
}
