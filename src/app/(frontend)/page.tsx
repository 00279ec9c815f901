import type { Metadata } from 'next'

import { ArrowRight } from '@/components/icons'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { JoinButton } from '@/features/accounts/join-button'
import { CreateProfileButton } from '@/features/directory/create-profile-button'
import { DirectoryResults } from '@/features/directory/directory-results'
import { DEFAULT_FILTERS, DIRECTORY_PATH } from '@/features/directory/filters'
import { FeaturedArtists } from '@/features/directory/featured-artists'
import { NewsletterForm } from '@/features/newsletter/newsletter-form'
import { RecentOpportunities } from '@/features/opportunities/recent-opportunities'
import { getSiteSettings } from '@/features/site/get-site-settings'
import { HomeJsonLd, homeMetadata } from '@/features/site/home-seo'
import { t } from '@/i18n'

// Prerendered; the `site-settings`, `directory` and `opportunities` tags refresh it when what it
// shows changes, the hour is a safety net.
export const revalidate = 3600

export const metadata: Metadata = homeMetadata

export default async function HomePage() {
  const settings = await getSiteSettings()
  const { communityName } = settings
  return (
    <>
      <HomeJsonLd settings={settings} />
      <Hero communityName={communityName} />
      <FeaturedArtists communityName={communityName} />
      <TalentDirectory />
      <RecentOpportunities />
      {/* The home page's newsletter footer; News+ links here (/#newsletter). */}
      <section id="newsletter" className="surface-dark bg-night">
        <Container className="py-14">
          <NewsletterForm />
        </Container>
      </section>
    </>
  )
}

/** The home page's talent directory: the newest listings, its controls lead to /artists. */
function TalentDirectory() {
  return (
    <section aria-labelledby="directorio-inicio" className="bg-stone-50">
      <Container className="py-14 sm:py-20">
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="directorio-inicio" className="text-3xl font-extrabold tracking-tight">
              {t.directory.homeTitle}
            </h2>
            <p className="mt-3 max-w-2xl text-stone-700">{t.directory.homeDescription}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink
              href="/artists"
              variant="secondary"
              size="lg"
              data-cta="inicio-ver-directorio"
            >
              {t.directory.viewAll}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <CreateProfileButton />
          </div>
        </div>
        <DirectoryResults filters={DEFAULT_FILTERS} target={DIRECTORY_PATH} />
      </Container>
    </section>
  )
}

function Hero({ communityName }: { communityName: string }) {
  return (
    <section aria-labelledby="hero-title" className="stage-lights surface-dark text-white">
      <Container className="py-20 sm:py-28 lg:py-36">
        <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-amber-200">
          <span aria-hidden="true" className="size-2 rounded-full bg-amber-400" />
          {t.home.eyebrow}
        </p>
        <h1
          id="hero-title"
          className="max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          {t.site.tagline}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-stone-300 sm:text-xl">
          {t.home.description}
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
          <ButtonLink href="/artists" size="lg" data-cta="inicio-explorar-artistas">
            {t.home.exploreArtists}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
          <JoinButton label={t.home.join(communityName)} variant="secondaryOnDark" />
        </div>
      </Container>
    </section>
  )
}
