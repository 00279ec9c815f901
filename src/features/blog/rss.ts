import { t } from '@/i18n'
import { rssDocument } from '@/lib/xml'
import type { BlogCard } from './blog-types'
import { postPath } from './blog-types'

/** An RSS 2.0 document of the given articles. */
export const rssFeed = (posts: BlogCard[], siteUrl: string, now = new Date()): string =>
  rssDocument(
    {
      title: t.blog.seo.rssTitle,
      link: `${siteUrl}/blog`,
      description: t.blog.seo.rssDescription,
      self: `${siteUrl}/blog/rss.xml`,
    },
    posts.map((post) => ({
      title: post.title,
      link: `${siteUrl}${postPath(post)}`,
      description: post.excerpt,
      category: post.category,
      publishedAt: post.publishedAt,
    })),
    now,
  )
