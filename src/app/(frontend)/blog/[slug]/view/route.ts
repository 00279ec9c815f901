import { isSlug } from '@/features/blog/blog-types'
import { getPayloadClient } from '@/lib/payload'

type Pool = {
  query: (text: string, values: unknown[]) => Promise<{ rows: { views: number }[] }>
}

/**
 * Counts one view of a published article. One atomic UPDATE, so concurrent readers never lose a
 * view; it writes no version and expires no cache (the page shows the number this returns).
 */
export async function POST(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  if (!isSlug(slug)) return Response.json({ error: 'not-found' }, { status: 404 })
  const payload = await getPayloadClient()
  const { pool } = payload.db as unknown as { pool: Pool }
  try {
    const { rows } = await pool.query(
      `UPDATE blog_posts SET views_count = COALESCE(views_count, 0) + 1
       WHERE slug = $1 AND _status = 'published'
       RETURNING views_count::int AS views`,
      [slug],
    )
    const row = rows[0]
    if (!row) return Response.json({ error: 'not-found' }, { status: 404 })
    return Response.json({ viewsCount: row.views }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    payload.logger.error({ err: error, slug }, 'No se pudo contar la visita')
    return Response.json({ error: 'server' }, { status: 500 })
  }
}
