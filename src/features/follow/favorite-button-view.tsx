import { Heart } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { cx } from '@/components/ui/cx'
import * as t from '@/i18n/es'

type ToggleProps = { active: boolean; disabled: boolean; onClick: () => void }

/** The favourite toggle as shown, shared by FavoriteButton (favorite-button.tsx) and its member half. */
export function FavoriteToggle({ active, disabled, onClick }: ToggleProps) {
  return (
    <Button variant="secondary" onClick={onClick} aria-pressed={active} disabled={disabled}>
      <Heart
        aria-hidden="true"
        className={cx('size-4', active && 'fill-fuchsia-700 text-fuchsia-700')}
      />
      {t.artist.favorite.button}
    </Button>
  )
}
