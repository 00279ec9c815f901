import type { Metadata } from 'next'

import { DirectoryPage, directoryMetadata } from '@/features/directory/directory-page'
import { parseFilters } from '@/features/directory/parse-filters'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

// Reached only for the searches src/proxy.ts does not send to a cached page (free text, combined
// filters): rendered for each request and never stored, so no search fills the page cache.

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return directoryMetadata(parseFilters(await searchParams))
}

/** The directory for an uncommon search: the filters come from the address. */
export default async function DirectorySearchPage({ searchParams }: Props) {
  return <DirectoryPage filters={parseFilters(await searchParams)} />
}
