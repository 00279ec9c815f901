'use client'

import { Heart } from 'lucide-react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { useCurrentUser } from '@/features/site/use-current-user'
import { t } from '@/i18n'
import { addFavorite, findFavorite, removeFavorite } from './follow-api'
import { useToggleRow } from './use-toggle-row'

/** Adds an artist to the member's favourites or takes it out; signed-out visitors are told why not. */
export function FavoriteButton({ artistId }: { artistId: number }) {
  const { user } = useCurrentUser()
  const copy = t.artist.favorite
  const { active, loading, pending, toggle } = useToggleRow({
    key: user ? ['favorite', user.id, artistId] : null,
    find: () => findFavorite(artistId),
    create: () => addFavorite(artistId),
    remove: removeFavorite,
  })

  async function onClick() {
    if (user === undefined) return // Still asking who is signed in.
    if (!user) {
      toast.error(copy.signInRequired)
      return
    }
    try {
      toast.success((await toggle()) ? copy.added : copy.removed)
    } catch (error) {
      console.error('No se pudo actualizar favoritos', error)
      toast.error(copy.error)
    }
  }

  return (
    <Button
      variant="secondary"
      onClick={onClick}
      aria-pressed={active}
      disabled={loading || pending}
    >
      <Heart
        aria-hidden="true"
        className={cn('size-4', active && 'fill-fuchsia-700 text-fuchsia-700')}
      />
      {copy.button}
    </Button>
  )
}
