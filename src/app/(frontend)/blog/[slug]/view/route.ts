import type { Payload } from 'payload'

import { isSlug } from '@/features/blog/blog-types'
import { countBlogView, readBlogViews } from '@/features/blog/sql'
import { sqlPool } from '@/lib/db'
import { t } from '@/i18n'
import { errorResponse } from '@/lib/error-envelope'
import { getPayloadClient } from '@/lib/payload'
import { verifySessionToken, tokenSettingsOf } from '@/platform/session-token'
import { sessionViewer } from '@/lib/sql-read'
import { notAVisit } from '@/lib/staff-visit'

type Params = { params: Promise<{ slug: string }> }

/**
 * Staff reading an article, or a page in draft mode, only read the count (src/lib/staff-visit.ts).
 * A signed-in reader costs one indexed query (the session's role); visitors none.
 */
async function staffOrPreview(payload: Payload, headers: Headers): Promise<boolean> {
  if (notAVisit(headers, null)) return true
  const token = await verifySessionToken(tokenSettingsOf(payload), headers)
  return Boolean(token && (await sessionViewer(sqlPool(payload), token))?.staff)
}

/**
 * POST counts one view of a published article (src/features/blog/sql.ts); GET only reads the
 * count. Neither writes a version nor expires a cache: the page is cached, so it shows the number
 * these return (src/features/blog/view-counter.tsx), never its own.
 */
const answer =
  (count: boolean) =>
  async (request: Request, { params }: Params) => {
    const { slug } = await params
    if (!isSlug(slug)) return errorResponse(404, t.blog.post.notFound)
    const payload = await getPayloadClient()
    try {
      const counts = count && !(await staffOrPreview(payload, request.headers))
      const views = await (counts ? countBlogView : readBlogViews)(sqlPool(payload), slug)
      if (views == null) return errorResponse(404, t.blog.post.notFound)
      return Response.json({ viewsCount: views }, { headers: { 'Cache-Control': 'no-store' } })
    } catch (error) {
      payload.logger.error({ err: error, slug }, 'No se pudo contar la visita')
      return errorResponse(500, t.serverErrors.unexpected)
    }
  }

export const POST = answer(true)
export const GET = answer(false)

// Never cached: the count changes on every read.
export const dynamic = 'force-dynamic'
