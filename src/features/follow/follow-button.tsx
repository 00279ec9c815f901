'use client'

import { UserCheck, UserPlus } from 'lucide-react'
import { toast } from 'sonner'
import { mutate } from 'swr'

import { Button } from '@/components/ui/button'
import { useCurrentUser } from '@/features/site/use-current-user'
import { t } from '@/i18n'
import { findFollow, follow, followersCountKey, unfollow } from './follow-api'
import { useToggleRow } from './use-toggle-row'

type Props = {
  /** The member to follow (a listing's owner). */
  userId: number
  /** Their name, for the toasts. */
  name: string
}

/**
 * "Seguir" / "Siguiendo" for signed-in visitors; hidden for visitors and on one's own listing.
 * Asked in the browser, so the page around it stays cached.
 */
export function FollowButton({ userId, name }: Props) {
  const { user } = useCurrentUser()
  const me = user && user.id !== userId ? user.id : null
  const copy = t.artist.follow
  const { active, loading, pending, toggle } = useToggleRow({
    key: me ? ['follow', me, userId] : null,
    find: () => findFollow(me!, userId),
    create: () => follow(userId),
    remove: unfollow,
  })
  if (!me) return null

  async function onClick() {
    try {
      const following = await toggle()
      if (following) toast.success(copy.followedTitle, { description: copy.followed(name) })
      else toast.success(copy.unfollowedTitle, { description: copy.unfollowed(name) })
    } catch (error) {
      console.error('No se pudo cambiar el seguimiento', error)
      toast.error(copy.errorTitle, { description: copy.error })
    } finally {
      await mutate(followersCountKey(userId))
    }
  }

  const Icon = active ? UserCheck : UserPlus
  return (
    <Button
      variant={active ? 'secondary' : 'primary'}
      onClick={onClick}
      disabled={loading || pending}
      aria-busy={loading || pending}
    >
      <Icon aria-hidden="true" className="size-4" />
      {pending ? copy.pending : loading ? copy.loading : active ? copy.following : copy.follow}
    </Button>
  )
}
