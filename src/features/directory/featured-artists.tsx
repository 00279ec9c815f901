import Link from 'next/link'

import { Badge } from '@/components/ui/badge'
import { buttonClasses } from '@/components/ui/button'
import { cx } from '@/components/ui/cx'
import { Container } from '@/components/ui/container'
import { VerifiedBadge } from '@/components/ui/verified-badge'
import { FollowButton } from '@/features/follow/follow-button'
import { t } from '@/i18n'
import { optionLabel } from '@/lib/options'
import { FeaturedCarousel } from './featured-carousel'
import { getFeaturedArtists, type FeaturedArtist } from './get-featured-artists'
import { PLACEHOLDER_IMAGE } from './listing-image'

const copy = t.home.featured

/** The home page's "Artistas Destacados" section (server side, cached with the directory). */
export async function FeaturedArtists({ communityName }: { communityName: string }) {
  const artists = await getFeaturedArtists()
  return (
    <section aria-labelledby="destacados" className="bg-stone-50 py-16 sm:py-20">
      <Container>
        <h2 id="destacados" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {copy.title}
        </h2>
        <p className="mt-2 max-w-2xl text-stone-600">{copy.description}</p>
        <div className="mt-8">
          {artists.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 p-10 text-center text-stone-600">
              {copy.empty}
            </p>
          ) : (
            <FeaturedCarousel
              slides={artists.map((artist) => ({
                key: artist.key,
                content: (
                  <Slide
                    artist={artist}
                    communityName={communityName}
                    wide={artists.length === 1}
                  />
                ),
              }))}
            />
          )}
        </div>
      </Container>
    </section>
  )
}

/** One featured artist; the carousel (client side) only moves the slides. */
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
      className={cx(
        'surface-dark flex h-full overflow-hidden rounded-3xl bg-night text-white shadow-lg',
        wide ? 'flex-col md:flex-row' : 'flex-col',
      )}
    >
      <div
        className={cx('relative bg-stone-800', wide ? 'aspect-square md:w-1/2' : 'aspect-[4/3]')}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- sizes come from Payload's WebP variants */}
        <img
          src={artist.imageUrl ?? PLACEHOLDER_IMAGE}
          alt=""
          className="size-full object-cover"
          loading="lazy"
        />
        <Badge tone="dark" className="absolute top-4 left-4">
          {artist.isFounder ? copy.founderBadge : copy.featuredBadge}
        </Badge>
      </div>
      <div className={cx('flex flex-1 flex-col gap-3 p-6', wide && 'md:justify-center md:p-10')}>
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
          <p className="line-clamp-4 text-lg whitespace-pre-line text-amber-100">
            {artist.bio ?? copy.founderFallback(communityName)}
          </p>
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
