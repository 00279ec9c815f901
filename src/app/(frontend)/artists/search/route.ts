import { type NextRequest, NextResponse } from 'next/server'

import { searchArtists } from '@/features/directory/search-artists'
import { getPayloadClient } from '@/lib/payload'
import { t } from '@/i18n'

/**
 * GET /artists/search?q=…: the top bar's artist search. Public data, the same for everybody, so
 * shared caches may keep an answer for a minute; the query itself is cached by tag `directory`.
 */
export async function GET(request: NextRequest) {
  const q = request.nextUrl.searchParams.get('q') ?? ''
  try {
    const results = await searchArtists(q)
    return NextResponse.json(
      { results },
      { headers: { 'Cache-Control': 'public, s-maxage=60, stale-while-revalidate=300' } },
    )
  } catch (error) {
    const payload = await getPayloadClient()
    payload.logger.error({ err: error, q }, 'No se pudo buscar artistas')
    return NextResponse.json(
      { error: t.directory.dialog.error },
      { status: 500, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
