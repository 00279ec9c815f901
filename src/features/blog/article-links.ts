import type { SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'

import { postPath } from './blog-types'

// Where an internal link of a Lexical body goes (typed links: src/lib/safe-href.ts), for the article pages (rich-text.tsx) and the newsletter's
// e-mails (src/features/newsletter/issue-email.ts) alike.

type LinkFields = (SerializedLinkNode | SerializedAutoLinkNode)['fields']

/** An internal link's article URL, if the reader may see it (else it stays a bare id). */
export function internalHref({ doc }: LinkFields): string | null {
  if (doc?.relationTo !== 'blog-posts' || !doc.value || typeof doc.value !== 'object') return null
  const { slug, exclusive } = doc.value
  return typeof slug === 'string' ? postPath({ slug, exclusive: exclusive === true }) : null
}
