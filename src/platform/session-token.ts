import { createHash } from 'node:crypto'

import { jwtVerify } from 'jose'
import { JWT_AUTH_VERSION, type Payload } from 'payload'
import { parseCookies } from 'payload/shared'

import { AUTH_COOKIE_PREFIX, JWT_ORDER, csrfOrigins } from '../lib/auth-settings'
import { payloadSecret } from '../lib/env'

/** The account and session a request's Payload token names, once its signature is checked. */
export type SessionToken = { userId: number; sid: string }

/** What checking a token takes: Payload's signing key and where it reads tokens from. */
export type TokenSettings = {
  /** Payload's signing key: the SHA-256 of PAYLOAD_SECRET, hex, first 32 characters. */
  key: Uint8Array
  cookiePrefix: string
  csrf: string[]
  jwtOrder: readonly ('JWT' | 'Bearer' | 'cookie')[]
}

/** The settings of this Payload instance. */
export const tokenSettingsOf = (payload: Payload): TokenSettings => ({
  key: new TextEncoder().encode(payload.secret),
  cookiePrefix: payload.config.cookiePrefix,
  csrf: payload.config.csrf,
  jwtOrder: payload.config.auth.jwtOrder,
})

/**
 * The same settings without starting Payload, for the production server's fast path
 * (scripts/serve.mjs): the values payload.config.ts itself uses (src/lib/auth-settings.ts) and the
 * key derived as Payload derives it. The tests run against that server, so a token Payload signed
 * that this key did not verify would fail tests/int/notifications.test.ts.
 */
export const tokenSettingsFromEnv = (): TokenSettings => ({
  key: new TextEncoder().encode(
    createHash('sha256').update(payloadSecret()).digest('hex').slice(0, 32),
  ),
  cookiePrefix: AUTH_COOKIE_PREFIX,
  csrf: csrfOrigins(),
  jwtOrder: JWT_ORDER,
})

/**
 * The token of this request read and verified as Payload's JWT strategy does it (the
 * `payload-token` cookie, only from the site's own origin, or an `Authorization: JWT` or
 * `Bearer` header; signature, expiry and format version), but without reading the user.
 *
 * For hot, tiny endpoints only (the bell's unread count is asked by every open page): the caller
 * must still confirm in its own SQL that the session exists (table `users_sessions`), which is
 * what Payload checks after reading the whole user, so a signed-out token is refused the same.
 *
 * A copy of Payload internals, checked against Payload 3.90.1 (package.json): the extraction
 * order and cookie CSRF rule of node_modules/payload/dist/auth/extractJWT.js, and the checks of
 * node_modules/payload/dist/auth/strategies/jwt.js (jose's jwtVerify with the secret, the
 * `authVersion` header, the `collection` and `sid` claims). tests/int/payload-internals.test.ts
 * fails if an upgrade makes payload.auth() decide a token differently.
 */
export async function verifySessionToken(
  settings: TokenSettings,
  headers: Headers,
): Promise<SessionToken | null> {
  const token = tokenOf(settings, headers)
  if (!token) return null
  try {
    const { payload: claims, protectedHeader } = await jwtVerify(token, settings.key)
    if (protectedHeader.authVersion !== JWT_AUTH_VERSION) return null
    if (claims.collection !== 'users' || typeof claims.sid !== 'string') return null
    const userId = Number(claims.id)
    return Number.isSafeInteger(userId) ? { userId, sid: claims.sid } : null
  } catch {
    // Bad signature, expired or malformed: the same as no token.
    return null
  }
}

/** Payload's extraction order and cookie CSRF rule (node_modules/payload/dist/auth/extractJWT.js). */
function tokenOf(settings: TokenSettings, headers: Headers): string | null {
  for (const method of settings.jwtOrder) {
    if (method === 'cookie') {
      const token = parseCookies(headers).get(`${settings.cookiePrefix}-token`)
      if (token && cookieAllowed(settings.csrf, headers)) return token
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
