import type { Queryable } from '@/lib/db'

// The raw SQL of the blog: the view counter, one atomic UPDATE so that concurrent readers never
// lose a view, and no version or cache expiry for a number that changes on every read.

/**
 * Counts one view of the article and returns its new count, or null when there is no such
 * published article (nothing is counted).
 *
 * Restates access/publishedOrStaff.ts for a visitor, the read rule of collections/BlogPosts.ts:
 * only published articles are read, so only they count; a draft's counter never moves.
 */
export async function countBlogView(db: Queryable, slug: string): Promise<number | null> {
  const { rows } = await db.query<{ views: number }>(
    `UPDATE blog_posts SET views_count = COALESCE(views_count, 0) + 1
     WHERE slug = $1 AND _status = 'published'
     RETURNING views_count::int AS views`,
    [slug],
  )
  return rows[0]?.views ?? null
}

/**
 * The article's current count without counting, or null when there is no such published article
 * (the same rule as above): a reader who already counted in this session still sees the real number,
 * never the cached page's.
 */
export async function readBlogViews(db: Queryable, slug: string): Promise<number | null> {
  const { rows } = await db.query<{ views: number }>(
    `SELECT COALESCE(views_count, 0)::int AS views FROM blog_posts
     WHERE slug = $1 AND _status = 'published'`,
    [slug],
  )
  return rows[0]?.views ?? null
}
