import { type CollectionBeforeOperationHook, type Endpoint } from 'payload'

import { t } from '@/i18n'
import { PublicError } from '@/lib/public-error'
import { refuseCrossSite } from '@/lib/same-site'

// The rule itself is src/lib/same-site.ts, which custom endpoints also apply (`sameSite`).

const AUTH_OPERATIONS = new Set(['login', 'refresh', 'forgotPassword', 'resetPassword', 'unlock'])

/** The same rule for auth operations reached another way (GraphQL, server code with headers). */
export const sameOriginAuthOperations: CollectionBeforeOperationHook = ({
  args,
  operation,
  req,
}) => {
  if (AUTH_OPERATIONS.has(operation)) refuseCrossSite(req)
  return args
}

/** Payload's auth endpoints that act on a session or an account, all POST. */
const GUARDED_PATHS = [
  '/login',
  '/logout',
  '/refresh-token',
  '/forgot-password',
  '/reset-password',
  '/first-register',
  '/unlock',
]

/**
 * Endpoints placed before Payload's own (collection endpoints are matched in order, custom ones
 * first): they refuse cross-site requests and hand the rest to Payload's handler.
 */
export const sameOriginAuthEndpoints: Endpoint[] = GUARDED_PATHS.map((path) => ({
  path,
  method: 'post',
  custom: { sameOriginGuard: true },
  handler: async (req) => {
    refuseCrossSite(req)
    const own = req.payload.collections.users.config.endpoints
      ? req.payload.collections.users.config.endpoints.find(
          (endpoint) =>
            endpoint.path === path &&
            endpoint.method === 'post' &&
            !endpoint.custom?.sameOriginGuard,
        )
      : undefined
    if (!own) throw new PublicError(t.accountSafety.errors.missingData, 404)
    return own.handler(req)
  },
}))
