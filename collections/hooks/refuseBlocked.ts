import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { relationId } from '../../src/lib/relation-id'
import { t } from '../../src/i18n'
import { isBlockedBetween } from '../../src/features/moderation/blocks'
import { PublicError } from '../../src/lib/public-error'

/** The other member a new row reaches (the followed user, the post's author, the recipient). */
type OtherMember = (data: Record<string, unknown>, req: PayloadRequest) => Promise<number | null>

/**
 * Refuses a new article comment between two members when either blocked the other (403 with a Spanish message). System writes (no user) are not checked.
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

/** The other member is the author of the article the row's `post` points at. */
export const articleAuthor: OtherMember = async (data, req) => {
  const id = relationId(data.post)
  if (id == null) return null
  const article = await req.payload.findByID({
    collection: 'blog-posts',
    id,
    depth: 0,
    select: { author: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return relationId(article?.author)
}
