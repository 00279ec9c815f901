import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { expireTags } from '@/lib/cache-expiry'
import { relationId } from '@/lib/relation-id'

/** Cache tags of the blog: every list (landing, sitemap, RSS) and one article page. */
export const BLOG_TAG = 'blog'
export const blogPostTag = (slug: string) => `blog-post:${slug}`

type SlugDoc = { slug?: unknown } | undefined | null

const slugsOf = (...docs: SlugDoc[]) =>
  [...new Set(docs.map((doc) => doc?.slug).filter((s): s is string => typeof s === 'string'))].map(
    blogPostTag,
  )

/** An article changed (published, edited, unpublished, renamed): its page and every list. */
export const expireBlogPost: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  expireTags(req, [BLOG_TAG, ...slugsOf(doc, previousDoc)])
  return doc
}

export const expireDeletedBlogPost: CollectionAfterDeleteHook = ({ doc, req }) => {
  expireTags(req, [BLOG_TAG, ...slugsOf(doc)])
  return doc
}

/** A like or comment changed an article's counters or comment list: expire that article's page. */
async function expireParent(req: PayloadRequest, ...docs: (Record<string, unknown> | undefined)[]) {
  if (req.context?.seeding) return
  const ids = [...new Set(docs.map((doc) => relationId(doc?.post)).filter((id) => id != null))]
  for (const id of ids) {
    const post = await req.payload.findByID({
      collection: 'blog-posts',
      id,
      depth: 0,
      select: { slug: true },
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    if (post?.slug) expireTags(req, [blogPostTag(post.slug)])
  }
}

export const expireParentPost: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  await expireParent(req, doc, previousDoc)
  return doc
}

export const expireParentPostOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await expireParent(req, doc)
  return doc
}
