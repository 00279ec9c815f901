import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

/** Nobody follows, blocks or messages themselves. */
export const refuseSelfTarget =
  (owner: string, target: string): CollectionBeforeValidateHook =>
  ({ data, operation, req }) => {
    const ownerId = data?.[owner] ?? req.user?.id
    const targetValue = data?.[target]
    const targetId = typeof targetValue === 'object' && targetValue ? targetValue.id : targetValue
    if (operation === 'create' && ownerId != null && String(ownerId) === String(targetId)) {
      throw new ValidationError(
        {
          collection: req.routeParams?.collection as string | undefined,
          errors: [{ path: target, message: 'No puedes hacer esto contigo mismo' }],
        },
        req.t,
      )
    }
    return data
  }
