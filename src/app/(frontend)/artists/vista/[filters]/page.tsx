import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { filtersOfKey } from '@/features/directory/directory-key'
import { DirectoryPage, directoryMetadata } from '@/features/directory/directory-page'

type Props = { params: Promise<{ filters: string }> }

// `/artists?…` lands here through src/proxy.ts, one cached page per common set of filters
// (src/features/directory/directory-key.ts): rendered on first visit and expired by tag
// `directory` whenever a listing changes (the hour is a safety net).
export const revalidate = 3600
export const generateStaticParams = async (): Promise<{ filters: string }[]> => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return directoryMetadata(filtersOfKey((await params).filters))
}

/** A cached directory: the filters come from the address, through the proxy. */
export default async function CachedDirectoryPage({ params }: Props) {
  const filters = filtersOfKey((await params).filters)
  if (!filters) notFound()
  return <DirectoryPage filters={filters} />
}
