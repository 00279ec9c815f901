import { type CollectionBeforeOperationHook, type Endpoint, type PayloadRequest } from 'payload'

import { t } from '../../../src/i18n'
import { csrfOrigins } from '../../../src/lib/auth-settings'
import { PublicError } from '../../../src/lib/public-error'

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * Whether a request comes from another site: its Origin is not the site's; or, without Origin
 * (some browsers omit it), Sec-Fetch-Site says cross-site or the Referer is foreign. Server code
 * and API clients send none of these and pass.
 */
export function isCrossSite(headers: Headers | undefined): boolean {
  if (!headers) return false
  const allowed = csrfOrigins().map(originOf)
  const origin = headers.get('origin')
  if (origin) return !allowed.includes(origin)
  if (headers.get('sec-fetch-site') === 'cross-site') return true
  const referer = headers.get('referer')
  return Boolean(referer) && !allowed.includes(originOf(referer ?? ''))
}

/**
 * Payload's CSRF list only guards the session cookie, and signing in needs no cookie: a page on
 * another site could post a form (multipart with `_payload`, urlencoded or text/plain JSON) and
 * sign the visitor into someone else's account. Every auth request must come from the site.
 */
export function refuseCrossSite(req: Pick<PayloadRequest, 'headers'>) {
  if (isCrossSite(req.headers)) throw new PublicError(t.accountSafety.errors.crossSite, 403)
}

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
