import { isSlug } from '@/features/blog/blog-types'
import { countBlogView, readBlogViews } from '@/features/blog/sql'
import { sqlPool } from '@/lib/db'
import { t } from '@/i18n'
import { errorResponse } from '@/lib/error-envelope'
import { getPayloadClient } from '@/lib/payload'

type Params = { params: Promise<{ slug: string }> }

/**
 * POST counts one view of a published article (src/features/blog/sql.ts); GET only reads the
 * count. Neither writes a version nor expires a cache: the page is cached, so it shows the number
 * these return (src/features/blog/view-counter.tsx), never its own.
 */
const answer =
  (read: typeof countBlogView) =>
  async (_request: Request, { params }: Params) => {
    const { slug } = await params
    if (!isSlug(slug)) return errorResponse(404, t.blog.post.notFound)
    const payload = await getPayloadClient()
    try {
      const views = await read(sqlPool(payload), slug)
      if (views == null) return errorResponse(404, t.blog.post.notFound)
      return Response.json({ viewsCount: views }, { headers: { 'Cache-Control': 'no-store' } })
    } catch (error) {
      payload.logger.error({ err: error, slug }, 'No se pudo contar la visita')
      return errorResponse(500, t.serverErrors.unexpected)
    }
  }

export const POST = answer(countBlogView)
export const GET = answer(readBlogViews)

// Never cached: the count changes on every read.
export const dynamic = 'force-dynamic'
