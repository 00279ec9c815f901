import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'

type Dependent = { collection: CollectionSlug; field: string }

/**
 * Rows that cannot exist without their parent (a like without its post, a profile without its
 * user) are deleted with it, in the same transaction and through Payload so that their own hooks
 * (counters, further dependents) and upload handling (an image's files, on disk or S3) run too.
 * A row that could not go fails the parent's delete: Payload's bulk delete only reports it.
 */
export const deleteDependents =
  (dependents: Dependent[]): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    for (const { collection, field } of dependents) {
      const { errors } = await req.payload.delete({
        collection,
        where: { [field]: { equals: id } },
        req,
        overrideAccess: true,
        depth: 0,
      })
      if (errors.length > 0) {
        const failed = errors.map((error) => `${error.id}: ${error.message}`).join('; ')
        throw new Error(`No se pudieron borrar filas de ${collection} (${failed})`)
      }
    }
  }
