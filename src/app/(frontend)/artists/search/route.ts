import { type NextRequest, NextResponse } from 'next/server'

import { searchArtists } from '@/features/directory/search-artists'
import { getPayloadClient } from '@/lib/payload'
import { t } from '@/i18n'
import { errorResponse } from '@/lib/error-envelope'

/**
 * GET /artists/search?q=…: the top bar's artist search. Public data, the same for everybody, so
 * shared caches may keep an answer for a minute; short queries are also cached by tag `directory`
 * (src/features/directory/search-artists.ts).
 */
export async function GET(request: NextRequest) {
  const q = request.nextUrl.searchParams.get('q') ?? ''
  try {
    const results = await searchArtists(q)
    return NextResponse.json(
      { results },
      {
        headers: {
          'Cache-Control': 'public, s-maxage=60, stale-while-revalidate=300',
          // Answers to typed queries: nothing for search engines to keep.
          'X-Robots-Tag': 'noindex',
        },
      },
    )
  } catch (error) {
    const payload = await getPayloadClient()
    payload.logger.error({ err: error, q }, 'No se pudo buscar artistas')
    return errorResponse(500, t.directory.dialog.error, {
      headers: { 'Cache-Control': 'no-store' },
    })
  }
}
