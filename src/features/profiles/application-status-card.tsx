import Link from 'next/link'

import { XCircle } from '@/components/icons/circle-x'
import { Clock } from '@/components/icons/clock'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/components/ui/cn'
import { t } from '@/i18n'

const copy = t.members.profile.status

/** The member's join application while it is pending or denied (approved hides it). */
export function ApplicationStatusCard({ status }: { status: 'pending' | 'denied' }) {
  const pending = status === 'pending'
  const Icon = pending ? Clock : XCircle
  return (
    <section
      aria-labelledby="estado-aplicacion"
      className={cn(
        'flex gap-4 rounded-2xl border p-5 shadow-sm',
        pending ? 'border-amber-300 bg-amber-50' : 'border-red-200 bg-red-50',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('size-6 shrink-0', pending ? 'text-amber-700' : 'text-red-700')}
      />
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="estado-aplicacion" className="font-bold">
            {copy.title}
          </h2>
          <Badge tone={pending ? 'warm' : 'danger'}>{pending ? copy.pending : copy.denied}</Badge>
        </div>
        <p className="text-stone-700">{pending ? copy.pendingText : copy.deniedText}</p>
        {pending ? null : (
          <Link href="/join" className="inline-block font-semibold text-fuchsia-800 underline">
            {copy.applyAgain}
          </Link>
        )}
      </div>
    </section>
  )
}
