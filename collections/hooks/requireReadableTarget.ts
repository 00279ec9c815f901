import { ValidationError, type CollectionBeforeValidateHook, type CollectionSlug } from 'payload'

/**
 * Members may only like, comment on or favourite what they can read: not a draft article, not a
 * hidden post. The check reads the target with the member's own access.
 */
export const requireReadableTarget =
  (field: string, relationTo: CollectionSlug): CollectionBeforeValidateHook =>
  async ({ data, operation, req }) => {
    if (operation !== 'create' || !req.user) return data
    const value: unknown = data?.[field]
    const id = value && typeof value === 'object' && 'id' in value ? value.id : value
    if (id == null || id === '') return data
    const target = await req.payload.findByID({
      collection: relationTo,
      id: id as number,
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
