import { BadgeCheck } from '@/components/icons'
import * as t from '@/i18n/es'
import { cx } from './cx'

/** The verified check mark; screen readers hear "Verificado". A colour utility recolours it. */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <span className={cx('verified-badge', className)} title={t.common.verified}>
      <BadgeCheck aria-hidden="true" className="size-6" />
      <span className="sr-only">{t.common.verified}</span>
    </span>
  )
}
