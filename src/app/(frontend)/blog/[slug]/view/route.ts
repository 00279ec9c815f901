import { isSlug } from '@/features/blog/blog-types'
import { countBlogView } from '@/features/blog/sql'
import { sqlPool } from '@/lib/db'
import { t } from '@/i18n'
import { errorResponse } from '@/lib/error-envelope'
import { getPayloadClient } from '@/lib/payload'

/**
 * Counts one view of a published article (src/features/blog/sql.ts); it writes no version and
 * expires no cache (the page shows the number this returns).
 */
export async function POST(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  if (!isSlug(slug)) return errorResponse(404, t.blog.post.notFound)
  const payload = await getPayloadClient()
  try {
    const views = await countBlogView(sqlPool(payload), slug)
    if (views == null) return errorResponse(404, t.blog.post.notFound)
    return Response.json({ viewsCount: views }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    payload.logger.error({ err: error, slug }, 'No se pudo contar la visita')
    return errorResponse(500, t.serverErrors.unexpected)
  }
}
