import 'server-only'

import { jwtVerify } from 'jose'
import { JWT_AUTH_VERSION, type Payload } from 'payload'
import { parseCookies } from 'payload/shared'

/** The account and session a request's Payload token names, once its signature is checked. */
export type SessionToken = { userId: number; sid: string }

/**
 * The token of this request read and verified as Payload's JWT strategy does it (the
 * `payload-token` cookie, only from the site's own origin, or an `Authorization: JWT` or
 * `Bearer` header; signature, expiry and format version), but without reading the user.
 *
 * For hot, tiny endpoints only (the bell's unread count is asked by every open page): the caller
 * must still confirm in its own SQL that the session exists (table `users_sessions`), which is
 * what Payload checks after reading the whole user, so a signed-out token is refused the same.
 */
export async function verifySessionToken(
  payload: Payload,
  headers: Headers,
): Promise<SessionToken | null> {
  const token = tokenOf(payload, headers)
  if (!token) return null
  try {
    const { payload: claims, protectedHeader } = await jwtVerify(
      token,
      new TextEncoder().encode(payload.secret),
    )
    if (protectedHeader.authVersion !== JWT_AUTH_VERSION) return null
    if (claims.collection !== 'users' || typeof claims.sid !== 'string') return null
    const userId = Number(claims.id)
    return Number.isSafeInteger(userId) ? { userId, sid: claims.sid } : null
  } catch {
    // Bad signature, expired or malformed: the same as no token.
    return null
  }
}

/** Payload's extraction order and CSRF rule for the cookie (payload/dist/auth/extractJWT.js). */
function tokenOf(payload: Payload, headers: Headers): string | null {
  for (const method of payload.config.auth.jwtOrder) {
    if (method === 'cookie') {
      const token = parseCookies(headers).get(`${payload.config.cookiePrefix}-token`)
      if (token && cookieAllowed(payload.config.csrf, headers)) return token
    } else {
      const header = headers.get('Authorization')
      const prefix = `${method} `
      if (header?.startsWith(prefix)) return header.slice(prefix.length)
    }
  }
  return null
}

function cookieAllowed(allowedOrigins: string[], headers: Headers): boolean {
  if (allowedOrigins.length === 0) return true
  const origin = headers.get('Origin')
  if (origin) return allowedOrigins.includes(origin)
  const site = headers.get('Sec-Fetch-Site')
  return site === 'same-origin' || site === 'same-site' || site === 'none'
}
