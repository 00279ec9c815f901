import Link from 'next/link'

import { CircleCheck, CircleX, Clock } from '@/components/icons'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/components/ui/cn'
import { listingPath, type ListingRef } from '@/features/directory/listing-path'
import { t } from '@/i18n'
import type { ApplicationStatus } from './profile-types'

const copy = t.members.profile.status

const looks = {
  pending: { Icon: Clock, card: 'border-amber-300 bg-amber-50', icon: 'text-amber-700' },
  denied: { Icon: CircleX, card: 'border-red-200 bg-red-50', icon: 'text-red-700' },
  approved: {
    Icon: CircleCheck,
    card: 'border-emerald-200 bg-emerald-50',
    icon: 'text-emerald-700',
  },
} as const

const badges = {
  pending: { tone: 'warm', label: copy.pending, text: copy.pendingText },
  denied: { tone: 'danger', label: copy.denied, text: copy.deniedText },
  approved: { tone: 'success', label: copy.approved, text: copy.approvedText },
} as const

const linkClass = 'inline-block font-semibold text-fuchsia-800 underline'

/**
 * The member's join application: pending, denied (apply again) or approved, which leads to their
 * listing in the directory, or to creating one, instead of the join form.
 */
export function ApplicationStatusCard({
  status,
  listings,
}: {
  status: ApplicationStatus
  listings: ListingRef[]
}) {
  const { Icon, card, icon } = looks[status]
  const { tone, label, text } = badges[status]
  return (
    <section
      aria-labelledby="estado-aplicacion"
      className={cn('flex gap-4 rounded-2xl border p-5 shadow-sm', card)}
    >
      <Icon aria-hidden="true" className={cn('size-6 shrink-0', icon)} />
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="estado-aplicacion" className="font-bold">
            {copy.title}
          </h2>
          <Badge tone={tone}>{label}</Badge>
        </div>
        <p className="text-stone-700">{text}</p>
        {status === 'denied' ? (
          <Link href="/join" className={linkClass}>
            {copy.applyAgain}
          </Link>
        ) : null}
        {status === 'approved' && listings.length === 0 ? (
          <Link href="/artist-settings" className={linkClass}>
            {copy.createListing}
          </Link>
        ) : null}
        {status === 'approved'
          ? listings.map((listing) => (
              <Link
                key={listing.kind}
                href={listingPath(listing)}
                className={cn(linkClass, 'block')}
              >
                {t.members.profile.listing[listing.kind]}
              </Link>
            ))
          : null}
      </div>
    </section>
  )
}
