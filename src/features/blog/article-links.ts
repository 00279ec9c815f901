import type { SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'

import { listingPath } from '@/features/directory/listing-path'
import { postPath } from './blog-types'

// Where an internal link of a Lexical body goes (typed links: src/lib/safe-href.ts), for the article pages (rich-text.tsx) and the newsletter's
// e-mails (src/features/newsletter/issue-email.ts) alike.

type LinkFields = (SerializedLinkNode | SerializedAutoLinkNode)['fields']

/**
 * An internal link's page: an article, an artist's or a producer's (the collections the editor's
 * link picker offers, collections/fields/richTextBlocks.ts). Only a populated row, which the
 * reader may see, gets one; anything else (a bare id: gone or unreadable) stays plain text.
 */
export function internalHref({ doc }: LinkFields): string | null {
  if (!doc?.value || typeof doc.value !== 'object') return null
  const value = doc.value as { id?: unknown; slug?: unknown; exclusive?: unknown }
  if (doc.relationTo === 'blog-posts') {
    const { slug, exclusive } = value
    return typeof slug === 'string' ? postPath({ slug, exclusive: exclusive === true }) : null
  }
  if (
    (doc.relationTo === 'artists' || doc.relationTo === 'producers') &&
    typeof value.id === 'number'
  )
    return listingPath({ kind: doc.relationTo, id: value.id })
  return null
}
