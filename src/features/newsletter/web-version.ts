import 'server-only'

import { cache } from 'react'

import type { BlogPost } from '../../../payload-types'
import { toBlogImage } from '@/features/blog/blog-image'
import { postPath, type BlogContent, type BlogImage } from '@/features/blog/blog-types'
import { getPayloadClient } from '@/lib/payload'

/** What the web version of a sent issue shows. */
export type SentIssue = {
  id: number
  subject: string
  preheader: string | null
  sentAt: string | null
  body: BlogContent | null
  article: {
    title: string
    path: string
    image: BlogImage | null
    excerpt: string | null
    full: boolean
    content: BlogContent | null
  } | null
}

/**
 * An issue that went out or is going out, or null (a draft, a scheduled one or none), read as a
 * visitor: the collection's access shows visitors nothing else, and the body's images and links
 * and the article come populated only where a visitor may see them (an article unpublished since
 * is left out).
 */
export const loadSentIssue = cache(async (rawId: string): Promise<SentIssue | null> => {
  if (!/^\d{1,9}$/.test(rawId)) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'newsletter-issues',
    where: { and: [{ id: { equals: Number(rawId) } }, { status: { in: ['sending', 'sent'] } }] },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: false,
  })
  const issue = docs[0]
  if (!issue) return null
  let article: BlogPost | undefined
  if (issue.source === 'article' && issue.article && typeof issue.article === 'object') {
    // Populated at depth 1, so its own images and links are not: read it once more at depth 1.
    const found = await payload.find({
      collection: 'blog-posts',
      where: { id: { equals: issue.article.id } },
      depth: 1,
      limit: 1,
      pagination: false,
      overrideAccess: false,
    })
    article = found.docs[0]
  }
  return {
    id: issue.id,
    subject: issue.subject,
    preheader: issue.preheader ?? null,
    sentAt: issue.sentAt ?? null,
    body: (issue.body as BlogContent | null) ?? null,
    article: article
      ? {
          title: article.title,
          path: postPath({ slug: article.slug ?? '', exclusive: article.exclusive }),
          image: toBlogImage(article.featuredImage),
          excerpt: article.excerpt ?? null,
          full: issue.articleMode === 'full',
          content: article.content ?? null,
        }
      : null,
  }
})
