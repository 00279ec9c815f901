import type { SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'

import { externalUrl } from '@/lib/embeds'
import { postPath } from './blog-types'

// Where a link of a Lexical body goes, for the article pages (rich-text.tsx) and the newsletter's
// e-mails (src/features/newsletter/issue-email.ts) alike.

type LinkFields = (SerializedLinkNode | SerializedAutoLinkNode)['fields']

/** An internal link's article URL, if the reader may see it (else it stays a bare id). */
export function internalHref({ doc }: LinkFields): string | null {
  if (doc?.relationTo !== 'blog-posts' || !doc.value || typeof doc.value !== 'object') return null
  const { slug, exclusive } = doc.value
  return typeof slug === 'string' ? postPath({ slug, exclusive: exclusive === true }) : null
}

/** A typed link: same-site paths and anchors, mailto/tel, or http(s); never `javascript:`. */
export function customHref(url: string | undefined): string | null {
  const value = url?.trim()
  if (!value) return null
  if (/^(\/(?!\/)|#)/.test(value) || /^(mailto|tel):/i.test(value)) return value
  return externalUrl(value)
}
