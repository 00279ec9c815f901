import { t } from '@/i18n'
import { escapeXml } from '@/lib/xml'
import type { BlogCard } from './blog-types'
import { postPath } from './blog-types'

/** An RSS 2.0 document of the given articles, every text XML-escaped. */
export function rssFeed(posts: BlogCard[], siteUrl: string, now = new Date()): string {
  const items = posts.map((post) => {
    const link = `${siteUrl}${postPath(post)}`
    const date = post.publishedAt ? new Date(post.publishedAt).toUTCString() : null
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      post.excerpt ? `      <description>${escapeXml(post.excerpt)}</description>` : null,
      post.category ? `      <category>${escapeXml(post.category)}</category>` : null,
      date ? `      <pubDate>${date}</pubDate>` : null,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n')
  })
  const self = `${siteUrl}/blog/rss.xml`
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(t.blog.seo.rssTitle)}</title>`,
    `    <link>${escapeXml(`${siteUrl}/blog`)}</link>`,
    `    <description>${escapeXml(t.blog.seo.rssDescription)}</description>`,
    '    <language>es</language>',
    `    <lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
