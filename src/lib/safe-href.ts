import { externalUrl } from './embeds'

/**
 * Where a link an editor types may lead: a path or anchor of this site, a `mailto:` address, or
 * an http(s) URL; null for anything else (`javascript:`, `data:`, `vbscript:`, `//other.site`).
 * The one rule for links in article and newsletter bodies (collections/fields/richTextBlocks.ts
 * refuses the rest on save; src/features/blog/article-links.ts renders by it) and redirects.
 */
export function safeHref(url: string | null | undefined): string | null {
  const value = url?.trim()
  if (!value) return null
  if (/^(\/(?![/\\])|#)/.test(value) || /^mailto:[^\s]+$/i.test(value)) return value
  return externalUrl(value)
}
