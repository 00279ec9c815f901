import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { blogPostTag } from '../../src/features/blog/blog-tags'
import { profileTag } from '../../src/features/profiles/profile-types'
import { expireTags } from '../../src/lib/cache-expiry'
import { relationId } from '../../src/lib/relation-id'

/** What other pages show of a profile: the name, the photo, and nothing at all once hidden. */
const PUBLIC_FACE = ['displayName', 'firstName', 'lastName', 'avatar', 'hidden'] as const

type Doc = Record<string, unknown>

const faceChanged = (doc: Doc, previousDoc?: Doc) =>
  !previousDoc ||
  PUBLIC_FACE.some((field) =>
    field === 'avatar'
      ? relationId(doc.avatar) !== relationId(previousDoc.avatar)
      : (doc[field] ?? null) !== (previousDoc[field] ?? null),
  )

/**
 * The pages a profile shows on: its own public page always (`/profile/{id}`: profile, posts and
 * featured-listing count); when the name, photo or visibility changed, the articles the member
 * wrote or commented on (their name and photo by the text). Directory cards and listing pages
 * read only the listing's own fields, which the listing hooks expire.
 */
export async function profilePageTags(
  req: PayloadRequest,
  doc: Doc,
  previousDoc?: Doc,
): Promise<string[]> {
  const userId = relationId(doc.user)
  if (userId == null) return []
  // A new profile (sign-up) has no articles, only a page that may have been cached as not found.
  const isNew = previousDoc !== undefined && previousDoc.id == null
  if (isNew || !faceChanged(doc, previousDoc)) return [profileTag(userId)]
  return [profileTag(userId), ...(await articlesShowing(req, userId))]
}

/** The cache tags of the articles a member wrote or commented on. */
async function articlesShowing(req: PayloadRequest, userId: number): Promise<string[]> {
  const system = { depth: 0, pagination: false, overrideAccess: true, req } as const
  const comments = await req.payload.find({
    collection: 'blog-comments',
    where: { user: { equals: userId } },
    select: { post: true },
    ...system,
  })
  const commented = [
    ...new Set(comments.docs.map((comment) => relationId(comment.post)).filter((id) => id != null)),
  ]
  const posts = await req.payload.find({
    collection: 'blog-posts',
    where: {
      or: [
        { author: { equals: userId } },
        ...(commented.length ? [{ id: { in: commented } }] : []),
      ],
    },
    select: { slug: true },
    ...system,
  })
  return posts.docs.flatMap((post) => (post.slug ? [blogPostTag(post.slug)] : []))
}

/** A role change adds or removes the founder badge on the member's public profile. */
export const expireFounderBadge: CollectionAfterChangeHook = ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation === 'update' && doc.role !== previousDoc?.role) {
    expireTags(req, [profileTag(doc.id)])
  }
  return doc
}
