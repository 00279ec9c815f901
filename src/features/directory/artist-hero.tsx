import { Headphones } from '@/components/icons'
import { Badge } from '@/components/ui/badge'
import { VerifiedBadge } from '@/components/ui/verified-badge'
import { FavoriteButton } from '@/features/follow/favorite-button'
import { FollowButton } from '@/features/follow/follow-button'
import { FollowerCount } from '@/features/follow/follower-count'
import { SocialLinks } from '@/features/profiles/social-links'
import { buttonClasses } from '@/components/ui/button'
import { t } from '@/i18n'
import { optionLabel } from '@/lib/options'
import type { ArtistView } from './artist-types'
import { ListingImage } from './listing-image'
import { MessageButton } from './message-button'
import { UnlessBlocked } from './unless-blocked'
import { ShareButton } from '@/components/ui/share-button'

/** Photo, name, badges, bio, follower count, actions and links of an artist or producer. */
export function ArtistHero({ artist }: { artist: ArtistView }) {
  const copy = t.artist
  const listen = artist.listenUrl ?? artist.spotifyUrl ?? artist.youtubeUrl
  return (
    <section
      aria-labelledby="artista-nombre"
      className="grid gap-8 overflow-hidden rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <ListingImage
        src={artist.heroUrl ?? artist.imageUrl}
        srcSet={artist.heroSrcSet}
        // Two fifths of the 72rem container from md, else the screen's width.
        sizes="(min-width: 48rem) 28rem, 100vw"
        alt={copy.imageAlt(artist.name)}
        className="aspect-square w-full rounded-2xl bg-stone-100"
      />
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-2">
          <h1
            id="artista-nombre"
            className="text-4xl font-extrabold tracking-tight [overflow-wrap:anywhere] sm:text-5xl"
          >
            {artist.name}
          </h1>
          {artist.verified ? <VerifiedBadge /> : null}
        </div>
        <ul aria-label={copy.details} className="flex flex-wrap gap-2">
          <li>
            <Badge tone="accent">{optionLabel(artist.role)}</Badge>
          </li>
          {artist.country ? (
            <li>
              <Badge tone="warm">{optionLabel(artist.country)}</Badge>
            </li>
          ) : null}
          {artist.genres.map((genre) => (
            <li key={genre}>
              <Badge>{optionLabel(genre)}</Badge>
            </li>
          ))}
        </ul>
        <FollowerCount userId={artist.userId} initial={artist.followersCount} />
        {artist.bio ? (
          <p className="max-w-2xl whitespace-pre-line text-stone-700">{artist.bio}</p>
        ) : null}
        <div role="group" aria-label={copy.actions} className="flex flex-wrap gap-2">
          {/* Follow and message hide for a member blocked either way (asked in the browser). */}
          {artist.userId ? (
            <UnlessBlocked userId={artist.userId}>
              <FollowButton userId={artist.userId} name={artist.name} />
            </UnlessBlocked>
          ) : null}
          {listen ? (
            <a
              href={listen}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'primary' })}
            >
              <Headphones aria-hidden="true" className="size-4" />
              {copy.listen}
              <span className="sr-only"> {t.a11y.newTab}</span>
            </a>
          ) : null}
          {artist.userId ? (
            <UnlessBlocked userId={artist.userId} notice>
              <MessageButton userId={artist.userId} />
            </UnlessBlocked>
          ) : null}
          {artist.kind === 'artists' ? <FavoriteButton artistId={artist.id} /> : null}
          <ShareButton title={t.artist.shareTitle(artist.name)} />
        </div>
        <SocialLinks links={{ ...artist, tiktokUrl: null }} />
      </div>
    </section>
  )
}
