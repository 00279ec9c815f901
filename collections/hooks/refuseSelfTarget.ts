import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { t } from '../../src/i18n'
import { relationId } from '../../src/lib/relation-id'

/** Nobody follows, blocks or messages themselves. */
export const refuseSelfTarget =
  (owner: string, target: string): CollectionBeforeValidateHook =>
  ({ data, operation, req }) => {
    const ownerId = relationId(data?.[owner]) ?? relationId(req.user?.id)
    if (operation === 'create' && ownerId != null && ownerId === relationId(data?.[target])) {
      throw new ValidationError(
        {
          collection: req.routeParams?.collection as string | undefined,
          errors: [{ path: target, message: t.blocks.self }],
        },
        req.t,
      )
    }
    return data
  }
