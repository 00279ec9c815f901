'use client'

import { mutate } from 'swr'

import { UserCheck, UserPlus } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { useCurrentUser } from '@/features/site/use-current-user'
import * as t from '@/i18n/es'
import { ApiError } from '@/lib/api-client'
import { findFollow, follow, followersCountKey, unfollow } from './follow-api'
import { useToggleRow } from './use-toggle-row'

type Props = {
  /** The member to follow (a listing's owner). */
  userId: number
  /** Their name, for the toasts. */
  name: string
}

/**
 * "Seguir" / "Siguiendo" for a signed-in member; hidden on their own listing. Pages use
 * FollowButton (follow-button.tsx), which loads this for members only.
 */
export function MemberFollowButton({ userId, name }: Props) {
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
      // A refusal says why in Spanish (a block: "No puedes interactuar con este usuario.").
      const reason = error instanceof ApiError && error.status >= 400 ? error.message : ''
      toast.error(copy.errorTitle, { description: reason || copy.error })
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
