import type { Queryable } from '@/lib/db'

// The raw SQL of the blog: the view counter, one atomic UPDATE so that concurrent readers never
// lose a view, and no version or cache expiry for a number that changes on every read.

/**
 * Restates `publicArticles` of access/publishedOrStaff.ts, the visitors' read rule of
 * collections/BlogPosts.ts: published and past its publication date. Only such articles are read,
 * so only they count; a draft's or an embargoed article's counter never moves.
 */
const PUBLIC_ARTICLE = `slug = $1 AND _status = 'published' AND published_at <= now()`

/**
 * Counts one view of the article and returns its new count, or null when there is no such
 * public article (nothing is counted).
 */
export async function countBlogView(db: Queryable, slug: string): Promise<number | null> {
  const { rows } = await db.query<{ views: number }>(
    `UPDATE blog_posts SET views_count = COALESCE(views_count, 0) + 1
     WHERE ${PUBLIC_ARTICLE}
     RETURNING views_count::int AS views`,
    [slug],
  )
  return rows[0]?.views ?? null
}

/**
 * The article's current count without counting, or null when there is no such public article
 * (the same rule as above): a reader who already counted in this session still sees the real number,
 * never the cached page's.
 */
export async function readBlogViews(db: Queryable, slug: string): Promise<number | null> {
  const { rows } = await db.query<{ views: number }>(
    `SELECT COALESCE(views_count, 0)::int AS views FROM blog_posts
     WHERE ${PUBLIC_ARTICLE}`,
    [slug],
  )
  return rows[0]?.views ?? null
}
