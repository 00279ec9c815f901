import Link from 'next/link'

import { Badge } from '@/components/ui/badge'
import { buttonClasses } from '@/components/ui/button'
import { cx } from '@/components/ui/cx'
import { VerifiedBadge } from '@/components/ui/verified-badge'
import * as t from '@/i18n/es'
import { CARD_GENRES } from '@/lib/limits'
import { optionLabel } from '@/lib/options'
import type { DirectoryCard } from './get-directory'
import type { DirectoryView } from './filters'
import { PLACEHOLDER_IMAGE } from './listing-image'

const copy = t.directory.card

/** A directory card: photo, name, verified check, role, country, up to two genres, profile link. */
export function ProfessionalCard({ card, view }: { card: DirectoryCard; view: DirectoryView }) {
  const list = view === 'list'
  const badge = card.isFounder ? copy.founder : card.featured ? copy.featured : null
  return (
    <article
      className={cx(
        'relative flex overflow-hidden card shadow-sm',
        list ? 'flex-row items-center gap-4 p-3' : 'flex-col',
      )}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- media comes from local disk or S3, already resized */}
      <img
        src={card.imageUrl ?? PLACEHOLDER_IMAGE}
        alt={copy.imageAlt(card.name)}
        loading="lazy"
        className={cx(
          'shrink-0 bg-stone-100 object-cover',
          list ? 'size-20 rounded-xl' : 'aspect-square w-full',
        )}
      />
      {badge ? (
        <Badge
          tone="dark"
          className={cx('absolute', list ? 'top-2 left-2 px-2 text-[0.625rem]' : 'top-3 left-3')}
        >
          {badge}
        </Badge>
      ) : null}
      <div
        className={cx(
          'flex min-w-0 flex-1 flex-col gap-2',
          list ? 'sm:flex-row sm:items-center' : 'p-4',
        )}
      >
        <div className="min-w-0 flex-1">
          <h3 className="flex items-center gap-1.5 text-lg font-bold text-stone-900">
            <span className="min-w-0 truncate">{card.name}</span>
            {card.verified ? <VerifiedBadge className="[&_svg]:size-5" /> : null}
          </h3>
          <p className="text-sm text-stone-600">
            {[optionLabel(card.role), card.country ? optionLabel(card.country) : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {card.genres.length ? (
            <ul aria-label={copy.genres} className="mt-2 flex flex-wrap gap-1.5">
              {card.genres.slice(0, CARD_GENRES).map((genre) => (
                <li key={genre}>
                  <Badge tone="accent">{optionLabel(genre)}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <Link
          href={card.href}
          aria-label={copy.viewProfileOf(card.name)}
          className={buttonClasses({
            variant: 'secondary',
            size: 'sm',
            className: list ? 'self-start sm:self-center' : 'mt-2 w-full',
          })}
        >
          {copy.viewProfile}
        </Link>
      </div>
    </article>
  )
}
