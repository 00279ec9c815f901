import type { Metadata } from 'next'

import { Container } from '@/components/ui/container'
import { CreateProfileButton } from '@/features/directory/create-profile-button'
import { DirectoryResults } from '@/features/directory/directory-results'
import { parseFilters } from '@/features/directory/filters'
import { t } from '@/i18n'

export const metadata: Metadata = {
  title: t.directory.title,
  description: t.directory.metaDescription,
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The directory. The filters live in the URL, so the page renders per request, but it reads no
 * cookies and its query is cached by tag `directory` (src/features/directory/get-directory.ts).
 */
export default async function DirectoryPage({ searchParams }: Props) {
  const filters = parseFilters(await searchParams)
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
        <DirectoryResults filters={filters} />
      </Container>
    </>
  )
}
