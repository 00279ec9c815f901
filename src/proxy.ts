import { NextResponse, type NextRequest } from 'next/server'

import { directoryPagePath } from '@/features/directory/directory-key'
import { parseFilters } from '@/features/directory/filters'

/**
 * `/artists?…` is served by `/artists/vista/{filters}`: the filters become a path segment, so each
 * filtered directory is a cached (ISR) page, expired by tag `directory`, instead of a render per
 * request. The address bar keeps `/artists?…`.
 */
export function proxy(request: NextRequest) {
  const filters = parseFilters(request.nextUrl.searchParams)
  return NextResponse.rewrite(new URL(directoryPagePath(filters), request.url))
}

export const config = { matcher: '/artists' }
