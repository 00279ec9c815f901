'use client'

import { toast } from '@/components/ui/toast'
import { memberOnly } from '@/features/site/member-only'
import { useCurrentUser } from '@/features/site/use-current-user'
import * as t from '@/i18n/es'
import { FavoriteToggle } from './favorite-button-view'

/**
 * Adds an artist to the member's favourites or takes it out; signed-out visitors are told why not.
 * What it asks and changes only matters to members, so only they download that code.
 */
export const FavoriteButton = memberOnly(
  () => import('./member-favorite-button').then(({ MemberFavoriteButton }) => MemberFavoriteButton),
  { fallback: () => <VisitorFavoriteButton /> },
)

/** The button for visitors, and for a member while their own loads. */
function VisitorFavoriteButton() {
  const { user } = useCurrentUser()
  // Still asking who is signed in, or a member's button still loading: nothing to say yet.
  const onClick = () => user === null && toast.error(t.artist.favorite.signInRequired)
  return <FavoriteToggle active={false} disabled={false} onClick={onClick} />
}
