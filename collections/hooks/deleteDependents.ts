import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'

type Dependent = { collection: CollectionSlug; field: string }

/**
 * Rows that cannot exist without their parent (a like without its post, a profile without its
 * user) are deleted with it, in the same transaction and through Payload so that their own hooks
 * (counters, further dependents) run too.
 */
export const deleteDependents =
  (dependents: Dependent[]): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    for (const { collection, field } of dependents) {
      await req.payload.delete({
        collection,
        where: { [field]: { equals: id } },
        req,
        overrideAccess: true,
        depth: 0,
      })
    }
  }
