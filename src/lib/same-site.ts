import type { PayloadRequest } from 'payload'

import { t } from '../i18n'
import { csrfOrigins } from './auth-settings'
import { PublicError } from './public-error'

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
