import { t } from '@/i18n'
import { siteUrl } from '@/lib/env'
import { isSlug, postPath } from './blog-types'

// Draft preview of blog and News+ articles: the addresses the admin opens (collections/BlogPosts.ts
// wires them) and the preview route (src/app/(frontend)/preview) checks.

export const PREVIEW_ROUTE = '/preview'
export const EXIT_PREVIEW_ROUTE = '/preview/exit'

type PreviewDoc = { id?: number | string | null } | null | undefined

/**
 * The preview route for one article (by id: the route reads the latest draft and finds its
 * address itself, so a renamed or unsaved slug still opens). Null before the first save.
 */
export function articlePreviewPath(doc: PreviewDoc): string | null {
  const id = Number(doc?.id)
  return Number.isInteger(id) && id > 0 ? `${PREVIEW_ROUTE}?id=${id}` : null
}

/**
 * The live preview pane's address: absolute, since the admin posts its messages to that origin.
 * Empty (no pane) before the first save.
 */
export function articleLivePreviewUrl(doc: PreviewDoc): string {
  const path = articlePreviewPath(doc)
  return path ? `${siteUrl}${path}` : ''
}

/** The live preview pane's sizes. */
export const LIVE_PREVIEW_BREAKPOINTS = [
  { name: 'mobile', label: t.blog.preview.breakpoints.mobile, width: 375, height: 667 },
  { name: 'tablet', label: t.blog.preview.breakpoints.tablet, width: 768, height: 1024 },
  { name: 'desktop', label: t.blog.preview.breakpoints.desktop, width: 1440, height: 900 },
]

/** An article address to go back to (only /blog/{slug} or /news/{slug}), else the landing. */
export function articleReturnPath(value: string | null | undefined): string {
  const match = /^\/(blog|news)\/([^/?#]+)$/.exec(value ?? '')
  return match && isSlug(match[2]!)
    ? postPath({ slug: match[2]!, exclusive: match[1] === 'news' })
    : '/blog'
}

/** The link of the preview banner that leaves preview and returns to the public page. */
export const exitPreviewPath = (articlePath: string) =>
  `${EXIT_PREVIEW_ROUTE}?path=${encodeURIComponent(articleReturnPath(articlePath))}`
