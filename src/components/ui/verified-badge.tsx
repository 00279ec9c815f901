import { BadgeCheck } from '@/components/icons'
import * as t from '@/i18n/es'
import { cn } from './cn'

/** The verified check mark; screen readers hear "Verificado". */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center text-sky-600', className)}
      title={t.common.verified}
    >
      <BadgeCheck aria-hidden="true" className="size-6" />
      <span className="sr-only">{t.common.verified}</span>
    </span>
  )
}
