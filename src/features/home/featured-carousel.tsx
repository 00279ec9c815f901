'use client'

import { ChevronLeft, ChevronRight } from 'lucide-react'
import Link from 'next/link'
import { useCallback, useEffect, useRef, useState } from 'react'

import { Badge } from '@/components/ui/badge'
import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { VerifiedBadge } from '@/components/ui/verified-badge'
import { FollowButton } from '@/features/follow/follow-button'
import * as t from '@/i18n/es'
import { optionLabel } from '@/lib/options'
import type { FeaturedArtist } from './get-featured-artists'

const copy = t.home.featured

type Props = {
  artists: FeaturedArtist[]
  communityName: string
}

/**
 * A scroll-snap carousel: swipe on phones, previous/next buttons from medium screens up. Each slide
 * is a group announced as "n de N".
 */
export function FeaturedCarousel({ artists, communityName }: Props) {
  const track = useRef<HTMLDivElement>(null)
  const [edges, setEdges] = useState({ start: true, end: artists.length <= 1 })

  const measure = useCallback(() => {
    const list = track.current
    if (!list) return
    setEdges({
      start: list.scrollLeft <= 4,
      end: list.scrollLeft + list.clientWidth >= list.scrollWidth - 4,
    })
  }, [])

  useEffect(() => {
    const list = track.current
    if (!list) return
    list.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      list.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [measure])

  const move = (direction: 1 | -1) => {
    const list = track.current
    const slide = list?.firstElementChild as HTMLElement | null
    if (!list || !slide) return
    list.scrollBy({ left: direction * (slide.offsetWidth + 24), behavior: 'smooth' })
  }

  const arrow = 'hidden size-11 px-0 md:inline-flex'
  return (
    <div aria-roledescription="carrusel" aria-label={copy.carousel} className="relative">
      <div className="mb-4 hidden justify-end gap-2 md:flex">
        <button
          type="button"
          onClick={() => move(-1)}
          disabled={edges.start}
          aria-label={copy.previous}
          className={buttonClasses({ variant: 'secondary', className: arrow })}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => move(1)}
          disabled={edges.end}
          aria-label={copy.next}
          className={buttonClasses({ variant: 'secondary', className: arrow })}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div
        ref={track}
        className="flex snap-x snap-mandatory gap-6 overflow-x-auto scroll-smooth pb-4 [scrollbar-width:thin]"
      >
        {artists.map((artist, index) => (
          <div
            key={artist.key}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={copy.slide(index + 1, artists.length)}
            className={cn(
              'w-full shrink-0 snap-start',
              artists.length > 1 && 'sm:w-[calc(50%-12px)] lg:w-[calc(33.333%-16px)]',
            )}
          >
            <Slide artist={artist} communityName={communityName} wide={artists.length === 1} />
          </div>
        ))}
      </div>
    </div>
  )
}

function Slide({
  artist,
  communityName,
  wide,
}: {
  artist: FeaturedArtist
  communityName: string
  wide: boolean
}) {
  return (
    <article
      className={cn(
        'surface-dark flex h-full overflow-hidden rounded-3xl bg-night text-white shadow-lg',
        wide ? 'flex-col md:flex-row' : 'flex-col',
      )}
    >
      <div
        className={cn('relative bg-stone-800', wide ? 'aspect-square md:w-1/2' : 'aspect-[4/3]')}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- sizes come from Payload's WebP variants */}
        <img
          src={artist.imageUrl ?? '/artist-placeholder.svg'}
          alt=""
          className="size-full object-cover"
          loading="lazy"
        />
        <Badge tone="dark" className="absolute top-4 left-4">
          {artist.isFounder ? copy.founderBadge : copy.featuredBadge}
        </Badge>
      </div>
      <div className={cn('flex flex-1 flex-col gap-3 p-6', wide && 'md:justify-center md:p-10')}>
        <h3 className="flex items-center gap-2 text-2xl font-extrabold tracking-tight">
          {artist.name}
          {artist.verified ? <VerifiedBadge className="text-sky-300" /> : null}
        </h3>
        <p className="text-stone-300">
          {[optionLabel(artist.role), artist.country ? optionLabel(artist.country) : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {artist.genre ? (
          <p>
            <Badge tone="warm">{optionLabel(artist.genre)}</Badge>
          </p>
        ) : null}
        {artist.isFounder ? (
          <p className="text-lg text-amber-100">{copy.founderText(communityName)}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
          {/* Per visitor (client side): hidden for visitors and on one's own listing. */}
          {artist.userId ? <FollowButton userId={artist.userId} name={artist.name} /> : null}
          <Link href={artist.href} className={buttonClasses({ size: 'sm' })}>
            {copy.viewProfile}
            <span className="sr-only">: {artist.name}</span>
          </Link>
        </div>
      </div>
    </article>
  )
}
