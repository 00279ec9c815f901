import type { CollectionBeforeValidateHook } from 'payload'

import { relationId } from '../../src/lib/relation-id'

/**
 * Staff moderate a member's post or comment by hiding it, never by rewriting it: on an update by
 * anyone but its author, only `hidden` changes (server code without a user is not limited).
 */
export const moderateOnly =
  (owner: string): CollectionBeforeValidateHook =>
  ({ data, operation, originalDoc, req }) => {
    if (operation !== 'update' || !req.user || !data) return data
    if (relationId(originalDoc?.[owner]) === req.user.id) return data
    // Every other field the request sent keeps its stored value.
    const kept: Record<string, unknown> = { ...data }
    for (const key of Object.keys(kept)) if (key !== 'hidden') kept[key] = originalDoc?.[key]
    return kept
  }
