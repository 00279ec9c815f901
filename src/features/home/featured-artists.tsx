import { Container } from '@/components/ui/container'
import { t } from '@/i18n'
import { FeaturedCarousel } from './featured-carousel'
import { getFeaturedArtists } from './get-featured-artists'

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
            <FeaturedCarousel artists={artists} communityName={communityName} />
          )}
        </div>
      </Container>
    </section>
  )
}

/** Shown while the section streams in. */
export function FeaturedArtistsLoading() {
  return (
    <section aria-busy="true" className="bg-stone-50 py-16 sm:py-20">
      <Container>
        <h2 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{copy.title}</h2>
        <p role="status" className="mt-8 text-stone-600">
          {copy.loading}
        </p>
      </Container>
    </section>
  )
}
