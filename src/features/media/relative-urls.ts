import type { CollectionAfterReadHook } from 'payload'

import { siteUrl } from '../../lib/env'

/** A URL Payload made absolute with SITE_URL (its serverURL), as a path of this site. */
export const sitePath = (url: unknown) =>
  typeof url === 'string' && url.startsWith(`${siteUrl}/`) ? url.slice(siteUrl.length) : url

/**
 * Upload URLs as paths (`/api/media/file/…`), not `${SITE_URL}/api/media/file/…`: a page opened by
 * another name (http://127.0.0.1:3000, www or the bare domain) loads its images from the address
 * it was reached by, which the CSP (`img-src 'self'`) allows. E-mails, Open Graph and JSON-LD make
 * them absolute where they need to (metadataBase in src/app/(frontend)/layout.tsx, `absolute` in
 * src/features/newsletter/issue-email.ts).
 */
export const relativeUploadUrls: CollectionAfterReadHook = ({ doc }) => {
  if (!doc || typeof doc !== 'object') return doc
  doc.url = sitePath(doc.url)
  doc.thumbnailURL = sitePath(doc.thumbnailURL)
  for (const size of Object.values((doc.sizes ?? {}) as Record<string, { url?: unknown }>)) {
    if (size && typeof size === 'object') size.url = sitePath(size.url)
  }
  return doc
}
