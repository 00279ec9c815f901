import { BadgeCheck } from 'lucide-react'

import { t } from '@/i18n'
import { cn } from './cn'

/** The verified check mark; screen readers hear "Verificado". */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center text-sky-600', className)}
      title={t.members.common.verified}
    >
      <BadgeCheck aria-hidden="true" className="size-6" />
      <span className="sr-only">{t.members.common.verified}</span>
    </span>
  )
}
