import { ValidationError, type CollectionBeforeValidateHook, type CollectionSlug } from 'payload'

import { relationId } from '../../src/lib/relation-id'

/**
 * Members may only like, comment on or favourite what they can read: not a draft article, not a
 * hidden post. The check reads the target with the member's own access.
 */
export const requireReadableTarget =
  (field: string, relationTo: CollectionSlug): CollectionBeforeValidateHook =>
  async ({ data, operation, req }) => {
    if (operation !== 'create' || !req.user) return data
    const id = relationId(data?.[field])
    if (id == null) return data
    const target = await req.payload.findByID({
      collection: relationTo,
      id,
      depth: 0,
      req,
      overrideAccess: false,
      disableErrors: true,
    })
    if (!target) {
      throw new ValidationError(
        { errors: [{ path: field, message: 'Este contenido no existe o no está disponible' }] },
        req.t,
      )
    }
    return data
  }
