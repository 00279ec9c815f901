import Link from 'next/link'

import { Badge } from '@/components/ui/badge'
import { VerifiedBadge } from '@/components/ui/verified-badge'
import { t } from '@/i18n'
import { optionLabel } from '@/lib/options'
import { CARD_GENRES } from '@/lib/limits'
import type { SimilarArtist } from './artist-types'
import { ListingImage } from './listing-image'

/** Up to three other listings like this one (artist-data.ts); nothing only when there are none. */
export function SimilarArtists({ artists }: { artists: SimilarArtist[] }) {
  if (artists.length === 0) return null
  const copy = t.artist.similar
  return (
    <section aria-labelledby="artistas-similares" className="space-y-4">
      <h2 id="artistas-similares" className="text-2xl font-extrabold tracking-tight">
        {copy.heading}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {artists.map((artist) => (
          // The link of the name, stretched over the card: named by what it shows. An aria-label
          // ("Ver el perfil de …") left the card's text out of its name (WCAG 2.5.3).
          <li
            key={artist.path}
            className="group relative overflow-hidden card shadow-sm transition-shadow hover:shadow-md"
          >
            <ListingImage
              src={artist.imageUrl}
              alt=""
              className="aspect-square w-full transition-transform group-hover:scale-[1.02]"
            />
            <div className="space-y-2 p-4">
              <p className="flex items-center gap-1 text-lg font-bold">
                <Link
                  href={artist.path}
                  className="after:absolute after:inset-0 after:content-[''] group-hover:underline"
                >
                  {artist.name}
                </Link>
                {artist.verified ? <VerifiedBadge /> : null}
              </p>
              <p className="text-sm text-stone-600">
                {[optionLabel(artist.role), artist.country && optionLabel(artist.country)]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="flex flex-wrap gap-1">
                {artist.genres.slice(0, CARD_GENRES).map((genre) => (
                  <Badge key={genre}>{optionLabel(genre)}</Badge>
                ))}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
