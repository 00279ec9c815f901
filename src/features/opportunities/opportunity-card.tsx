import Link from 'next/link'
import type { ReactNode } from 'react'

import { CalendarClock, MapPin, Wallet, type Icon as IconType } from '@/components/icons'
import { Badge } from '@/components/ui/badge'
import { VerifiedBadge } from '@/components/ui/verified-badge'
import * as t from '@/i18n/es'
import { optionLabel } from '@/lib/options'
import { dateText, payText, placeText, rolesText } from './opportunity-format'
import { opportunityPath } from './opportunity-rules'
import type { OpportunityCard as Card } from './opportunity-types'

const copy = t.opportunities

/** One opportunity in a list: what, where, for whom, the pay and the deadline. */
export function OpportunityCard({ card, headingLevel = 3 }: { card: Card; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="relative flex h-full flex-col card p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-fuchsia-700 hover:shadow-md">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="accent">{copy.kinds[card.kind]}</Badge>
        {card.featured ? <Badge tone="warm">{copy.featured}</Badge> : null}
        {card.remote ? <Badge>{copy.remote}</Badge> : null}
      </div>
      <Heading className="mt-3 text-lg leading-snug font-bold text-stone-900">
        <Link
          href={opportunityPath(card.id)}
          className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
        >
          {card.title}
        </Link>
      </Heading>
      <p className="mt-1 text-sm text-stone-700">
        <span className="font-semibold">{copy.card.roles}:</span> {rolesText(card.roles)}
      </p>
      {card.genres.length ? (
        <p className="mt-1 text-sm text-stone-600">{card.genres.map(optionLabel).join(' · ')}</p>
      ) : null}
      <dl className="mt-4 space-y-1.5 text-sm text-stone-700">
        <Fact icon={MapPin} label={copy.detail.place}>
          {placeText(card)}
        </Fact>
        <Fact
          icon={Wallet}
          label={copy.detail.pay}
          className={card.pay === 'paid' ? 'font-semibold text-emerald-800' : undefined}
        >
          {payText(card)}
        </Fact>
        <Fact icon={CalendarClock} label={copy.detail.deadline}>
          {copy.card.deadline(dateText(card.deadline))}
        </Fact>
      </dl>
      <p className="mt-auto flex items-center gap-1 pt-4 text-xs text-stone-600">
        {copy.card.by(card.poster.name)}
        {card.poster.verified ? <VerifiedBadge className="[&_svg]:size-4" /> : null}
      </p>
    </article>
  )
}

/** One line of the card's facts: its icon, named for screen readers, and its value. */
function Fact({
  icon: Icon,
  label,
  className,
  children,
}: {
  icon: IconType
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className="flex items-start gap-2">
      <dt>
        <Icon aria-hidden="true" className="mt-0.5 size-4 text-fuchsia-700" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  )
}
