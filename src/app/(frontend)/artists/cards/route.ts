import { type NextRequest, NextResponse } from 'next/server'

import { getDirectory } from '@/features/directory/get-directory'
import { parseFilters } from '@/features/directory/parse-filters'
import { t } from '@/i18n'
import { errorResponse } from '@/lib/error-envelope'
import { getPayloadClient } from '@/lib/payload'

/**
 * GET /artists/cards?…: the directory's cards for the filters of `/artists?…` (the same query,
 * `n` included), for the home page's "Cargar Más Profesionales", which adds them in place instead
 * of leaving the prerendered home. Public data, the same for everybody: the common directories
 * come from the data cache (get-directory.ts) and shared caches may keep an answer for a minute.
 */
export async function GET(request: NextRequest) {
  const filters = parseFilters(request.nextUrl.searchParams)
  try {
    const { cards, matching, total } = await getDirectory(filters)
    return NextResponse.json(
      { cards, matching, total },
      {
        headers: {
          'Cache-Control': 'public, s-maxage=60, stale-while-revalidate=300',
          // Data for the home page's list, not a page for search engines.
          'X-Robots-Tag': 'noindex',
        },
      },
    )
  } catch (error) {
    const payload = await getPayloadClient()
    payload.logger.error({ err: error, filters }, 'No se pudo cargar el directorio')
    return errorResponse(500, t.directoryControls.error, {
      headers: { 'Cache-Control': 'no-store' },
    })
  }
}
