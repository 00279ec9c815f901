/** Text made safe inside an XML element or attribute (RSS, sitemaps). */
export const escapeXml = (value: string) =>
  value
    // Characters XML 1.0 forbids even when escaped.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

export type RssItem = {
  title: string
  /** Absolute address of the item's page (also its guid). */
  link: string
  description?: string | null
  category?: string | null
  publishedAt?: string | null
}

/**
 * An RSS 2.0 document (the blog's and the opportunities' feeds), every text XML-escaped;
 * `link` is the channel's page and `self` the feed's own address, both absolute.
 */
export function rssDocument(
  channel: { title: string; link: string; description: string; self: string },
  items: RssItem[],
  now = new Date(),
): string {
  const item = ({ title, link, description, category, publishedAt }: RssItem) =>
    [
      '    <item>',
      `      <title>${escapeXml(title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      description ? `      <description>${escapeXml(description)}</description>` : null,
      category ? `      <category>${escapeXml(category)}</category>` : null,
      publishedAt ? `      <pubDate>${new Date(publishedAt).toUTCString()}</pubDate>` : null,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n')
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>es</language>',
    `    <lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...items.map(item),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
