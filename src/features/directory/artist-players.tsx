import { t } from '@/i18n'
import type { ArtistView } from './artist-types'
import { spotifyEmbedUrl, youtubeEmbedUrl } from '@/lib/embeds'

/** Spotify and YouTube players, when the listing links to something that can be embedded. */
export function ArtistPlayers({ artist }: { artist: ArtistView }) {
  const copy = t.artist.players
  const spotify = spotifyEmbedUrl(artist.spotifyUrl)
  const youtube = youtubeEmbedUrl(artist.youtubeUrl)
  if (!spotify && !youtube) return null
  return (
    <section aria-labelledby="artista-escucha" className="space-y-4">
      <h2 id="artista-escucha" className="text-2xl font-extrabold tracking-tight">
        {copy.heading}
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        {spotify ? (
          <iframe
            src={spotify}
            title={copy.spotify(artist.name)}
            loading="lazy"
            allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
            className="h-88 w-full rounded-2xl border-0"
          />
        ) : null}
        {youtube ? (
          <iframe
            src={youtube}
            title={copy.youtube(artist.name)}
            loading="lazy"
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="aspect-video w-full rounded-2xl border-0"
          />
        ) : null}
      </div>
    </section>
  )
}
