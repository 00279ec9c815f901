import type { CollectionBeforeOperationHook } from 'payload'

import { isStaffUser } from '../../access/hasRole'
import { enforceMemberLimit, type MemberWrite } from '../../src/lib/rate-limit'

/**
 * Per-member rate limit on writing rows of this collection (creating posts, comments, likes,
 * follows, messages, reports; updating profiles): 429 with a Spanish message past the limit,
 * stricter for new accounts. System writes (no user, or `context.systemWrite`: a row the system
 * files within a member's request) and staff are not limited.
 */
export const limitMemberWrites =
  (kind: MemberWrite, operations: readonly string[] = ['create']): CollectionBeforeOperationHook =>
  async ({ operation, req }) => {
    if (!operations.includes(operation) || !req.user || isStaffUser(req.user)) return
    if (req.context?.systemWrite) return
    await enforceMemberLimit(req.payload, kind, req.user)
  }
