'use client'

import { toast } from '@/components/ui/toast'
import { useCurrentUser } from '@/features/site/use-current-user'
import * as t from '@/i18n/es'
import { addFavorite, findFavorite, removeFavorite } from './follow-api'
import { FavoriteToggle } from './favorite-button-view'
import { useToggleRow } from './use-toggle-row'

/**
 * A signed-in member's favourite button: adds the artist to their favourites or takes it out.
 * Pages use FavoriteButton (favorite-button.tsx), which loads this for members only.
 */
export function MemberFavoriteButton({ artistId }: { artistId: number }) {
  const { user } = useCurrentUser()
  const copy = t.artist.favorite
  const { active, loading, pending, toggle } = useToggleRow({
    key: user ? ['favorite', user.id, artistId] : null,
    find: () => findFavorite(artistId),
    create: () => addFavorite(artistId),
    remove: removeFavorite,
  })

  async function onClick() {
    try {
      toast.success((await toggle()) ? copy.added : copy.removed)
    } catch (error) {
      console.error('No se pudo actualizar favoritos', error)
      toast.error(copy.error)
    }
  }

  return <FavoriteToggle active={active} disabled={loading || pending} onClick={onClick} />
}
