import { NextResponse, type NextRequest } from 'next/server'

import { DIRECTORY_PAGES, directoryPagePath } from '@/features/directory/directory-key'
import { parseFilters } from '@/features/directory/parse-filters'
import {
  OPPORTUNITY_LIST_PAGES,
  opportunityListPath,
} from '@/features/opportunities/opportunity-list-key'
import { AUTH_COOKIE_PREFIX } from '@/lib/auth-settings'

/**
 * Common lists are cached pages instead of a render per request, the address bar unchanged:
 *
 * - `/artists?…` is served by `/artists/vista/{filters}`, for everybody (member parts load in the
 *   browser), expired by tag `directory` (src/features/directory/directory-key.ts);
 * - a visitor's `/oportunidades?…` by `/oportunidades/vista/{filters}`, expired by tag
 *   `opportunities` (src/features/opportunities/opportunity-list-key.ts). With a session cookie
 *   the list is the member's own (blocks, "Para ti") and rendered for the request.
 *
 * Other searches (free text, combined filters) go on to the uncached page, so the cache stays
 * bounded. The cached pages are only reached this way: asked for directly, `…/vista/…` is not
 * found, so made-up keys cannot fill the page cache.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  for (const pages of [DIRECTORY_PAGES, OPPORTUNITY_LIST_PAGES]) {
    if (pathname.startsWith(`${pages}/`)) return NextResponse.rewrite(new URL(pages, request.url))
  }
  const cached =
    pathname === '/artists'
      ? directoryPagePath(parseFilters(searchParams))
      : request.cookies.has(`${AUTH_COOKIE_PREFIX}-token`)
        ? null
        : opportunityListPath(searchParams)
  return cached ? NextResponse.rewrite(new URL(cached, request.url)) : NextResponse.next()
}

export const config = {
  matcher: ['/artists', '/artists/vista/:path*', '/oportunidades', '/oportunidades/vista/:path*'],
}
