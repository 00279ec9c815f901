import { getLatestPosts } from '@/features/blog/blog-data'
import { rssFeed } from '@/features/blog/rss'
import { siteUrl } from '@/lib/env'

// Cached like the landing: the `blog` tag expires it when an article is published.
// An embargo's end expires it too (src/features/blog/schedule-task.ts); a minute at most regardless.
export const revalidate = 60

/** /blog/rss.xml: the 20 newest published articles as RSS 2.0. */
export async function GET() {
  const posts = await getLatestPosts()
  return new Response(rssFeed(posts, siteUrl), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  })
}
