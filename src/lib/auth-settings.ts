import { siteUrl } from './env'

// Payload's token settings, set explicitly in payload.config.ts and read from here by the
// production server's fast path (src/platform/session-token.ts), so both always agree.

/** The session cookie is `${AUTH_COOKIE_PREFIX}-token`. */
export const AUTH_COOKIE_PREFIX = 'payload'

/** Where Payload looks for a token, in order (Payload's default). */
export const JWT_ORDER = ['JWT', 'Bearer', 'cookie'] as const

/** Origins whose requests may use the session cookie (and CORS). */
export const csrfOrigins = () => [siteUrl]
