import { NextResponse, type NextRequest } from 'next/server'

import { DIRECTORY_PAGES, directoryPagePath } from '@/features/directory/directory-key'
import { parseFilters } from '@/features/directory/parse-filters'

/**
 * `/artists?…` is served by `/artists/vista/{filters}`: the filters become a path segment, so each
 * common directory is a cached (ISR) page, expired by tag `directory`, instead of a render per
 * request. The address bar keeps `/artists?…`. Other searches (free text, combined filters) go on
 * to the uncached `/artists` page: the cache stays bounded (src/features/directory/directory-key.ts).
 *
 * Those pages are only reached this way: asked for directly, `/artists/vista/…` is not found, so
 * made-up keys cannot fill the page cache.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (pathname.startsWith(`${DIRECTORY_PAGES}/`)) {
    return NextResponse.rewrite(new URL(DIRECTORY_PAGES, request.url))
  }
  const cached = directoryPagePath(parseFilters(searchParams))
  return cached ? NextResponse.rewrite(new URL(cached, request.url)) : NextResponse.next()
}

export const config = { matcher: ['/artists', '/artists/vista/:path*'] }
