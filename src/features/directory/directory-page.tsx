import type { Metadata } from 'next'

import { Container } from '@/components/ui/container'
import { t } from '@/i18n'
import { CreateProfileButton } from './create-profile-button'
import { DirectoryResults } from './directory-results'
import { DIRECTORY_PATH, filtersToQuery, type DirectoryFilters } from './filters'

/**
 * The directory's title and canonical address for these filters. A free-text search is a page
 * per query typed: kept out of search engines (their links still followed), with no canonical.
 */
export function directoryMetadata(filters: DirectoryFilters | null): Metadata {
  const base = { title: t.directory.title, description: t.directory.metaDescription }
  if (filters?.q.trim()) return { ...base, robots: { index: false, follow: true } }
  return {
    ...base,
    alternates: filters ? { canonical: DIRECTORY_PATH + filtersToQuery(filters) } : undefined,
  }
}

/**
 * The directory for these filters: the same markup whether it is served from a cached page
 * (`/artists/vista/{key}`) or rendered for this request (`/artists`).
 */
export function DirectoryPage({ filters }: { filters: DirectoryFilters }) {
  return (
    <>
      <div className="stage-lights surface-dark text-white">
        <Container className="flex flex-col gap-6 py-14 sm:flex-row sm:items-end sm:justify-between sm:py-20">
          <div>
            <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
              {t.directory.title}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-stone-300">{t.directory.description}</p>
          </div>
          <CreateProfileButton />
        </Container>
      </div>
      <Container className="py-10 sm:py-14">
        {/* The cards' names are h3, as in the home page's directory section. */}
        <h2 className="sr-only">{t.directory.resultsLabel}</h2>
        <DirectoryResults filters={filters} />
      </Container>
    </>
  )
}
