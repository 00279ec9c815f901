import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { relationId } from '../../src/lib/relation-id'
import { t } from '../../src/i18n'
import { isBlockedBetween } from '../../src/features/moderation/blocks'
import { PublicError } from '../../src/lib/public-error'

/** The other member a new row reaches (the followed user, the post's author, the recipient). */
type OtherMember = (data: Record<string, unknown>, req: PayloadRequest) => Promise<number | null>

/**
 * Refuses a new follow, comment, conversation or message between two members when either blocked
 * the other (403 with a Spanish message). System writes (no user) are not checked.
 */
export const refuseBlocked =
  (otherMember: OtherMember, owner?: string): CollectionBeforeChangeHook =>
  async ({ data, operation, req }) => {
    if (operation !== 'create' || !req.user) return data
    const me = (owner ? relationId(data[owner]) : null) ?? Number(req.user.id)
    const other = await otherMember(data, req)
    if (other != null && (await isBlockedBetween(req.payload, me, other))) {
      throw new PublicError(t.blocks.refused, 403)
    }
    return data
  }

/** The other member is a relationship field of the row itself. */
export const relationField =
  (name: string): OtherMember =>
  async (data) =>
    relationId(data[name])

/** The other member is the author (`user`) of the post the row points at. */
export const authorOf =
  (via: string, collection: 'posts' | 'blog-posts'): OtherMember =>
  async (data, req) => {
    const id = relationId(data[via])
    if (id == null) return null
    const post = await req.payload.findByID({
      collection,
      id,
      depth: 0,
      select: collection === 'posts' ? { user: true } : { author: true },
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (!post) return null
    return relationId('user' in post ? post.user : (post as { author?: unknown }).author)
  }
