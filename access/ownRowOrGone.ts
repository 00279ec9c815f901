import type { Access, CollectionSlug } from 'payload'

import { relationId } from '../src/lib/relation-id'
import { ownRowsOrFounder } from './ownRowsOrFounder'

/**
 * Deleting a toggle (a like, a follow): its owner or a founder may, and a row that no longer
 * exists is let through, so the second of two clicks gets Payload's 404 ("already gone") instead
 * of a 403 that says nothing true. Only by id: a bulk delete keeps the owner filter.
 */
export const ownRowOrGone =
  (collection: CollectionSlug, field: string): Access =>
  async (args) => {
    const rule = ownRowsOrFounder(field)(args)
    if (typeof rule === 'boolean' || args.id == null) return rule
    const row = await args.req.payload.db.findOne<{ id: number } & Record<string, unknown>>({
      collection,
      where: { id: { equals: args.id } },
      req: args.req,
    })
    return !row || relationId(row[field]) === args.req.user?.id
  }
