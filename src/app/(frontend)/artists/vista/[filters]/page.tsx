import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Container } from '@/components/ui/container'
import { CreateProfileButton } from '@/features/directory/create-profile-button'
import { filtersOfKey } from '@/features/directory/directory-key'
import { DirectoryResults } from '@/features/directory/directory-results'
import { DIRECTORY_PATH, filtersToQuery } from '@/features/directory/filters'
import { t } from '@/i18n'

type Props = { params: Promise<{ filters: string }> }

// `/artists?…` lands here through src/proxy.ts, one cached page per set of filters: rendered on
// first visit and expired by tag `directory` whenever a listing changes (the hour is a safety net).
export const revalidate = 3600
export const generateStaticParams = async (): Promise<{ filters: string }[]> => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const filters = filtersOfKey((await params).filters)
  return {
    title: t.directory.title,
    description: t.directory.metaDescription,
    alternates: filters ? { canonical: DIRECTORY_PATH + filtersToQuery(filters) } : undefined,
  }
}

/** The directory (SPEC "Directorio"): the filters come from the address, through the proxy. */
export default async function DirectoryPage({ params }: Props) {
  const filters = filtersOfKey((await params).filters)
  if (!filters) notFound()
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
