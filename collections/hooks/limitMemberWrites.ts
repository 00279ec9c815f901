import type { CollectionBeforeOperationHook } from 'payload'

import { isStaffUser } from '../../access/hasRole'
import { enforceMemberLimit, type MemberWrite } from '../../src/lib/rate-limit'

/**
 * Per-member rate limit on creating rows of this collection (posts, comments, likes, follows,
 * messages, reports): 429 with a Spanish message past the limit, stricter for new accounts.
 * System writes (no user) and staff are not limited.
 */
export const limitMemberWrites =
  (kind: MemberWrite): CollectionBeforeOperationHook =>
  async ({ operation, req }) => {
    if (operation !== 'create' || !req.user || isStaffUser(req.user)) return
    await enforceMemberLimit(req.payload, kind, req.user)
  }
