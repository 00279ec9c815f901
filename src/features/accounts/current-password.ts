import { pbkdf2, timingSafeEqual } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { t } from '@/i18n'
import { LIMITS, TooManyRequests, hit, peek } from '@/lib/rate-limit'
import { PublicError } from '@/lib/public-error'

const copy = t.accountSafety.errors

// The two hash formats Payload writes (payload/dist/auth/strategies/local/generatePasswordSaltHash.js).
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'

/** Payload's own password check (payload/dist/auth/strategies/local/authenticate.js), as a boolean. */
export async function passwordMatches(
  stored: { hash?: unknown; salt?: unknown },
  password: string,
): Promise<boolean> {
  const { hash, salt } = stored
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const current = hash.startsWith(CURRENT_PREFIX)
  const expected = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const [iterations, keyLength] = current ? [600_000, 32] : [25_000, 512]
  const actual = await new Promise<Buffer>((resolve, reject) =>
    pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** The password the request came with; a Spanish 400 when there is none. */
export function suppliedPassword(req: PayloadRequest): string {
  const password = req.context.currentPassword
  if (typeof password !== 'string' || !password) {
    throw new PublicError(copy.passwordRequired, 400)
  }
  return password
}

/**
 * Throws unless the request carries the account's current password: `currentPassword` in the
 * REST body, or `context.currentPassword` from server code (./account-change-hooks.ts puts the
 * first into the second). Wrong guesses count as failed sign-ins of
 * the account, so a stolen session cannot try passwords faster than the sign-in form.
 */
export async function requireCurrentPassword(req: PayloadRequest, userId: number | string) {
  const password = suppliedPassword(req)
  const stored = (await req.payload.db.findOne({
    collection: 'users',
    where: { id: { equals: userId } },
    req,
  })) as { email?: string; hash?: string; salt?: string } | null
  const key = String(stored?.email ?? '').toLowerCase()
  const failures = await peek(req.payload, LIMITS.signInFailures, key)
  if (!failures.ok) throw new TooManyRequests(failures.retryAfter)
  if (!stored || !(await passwordMatches(stored, password))) {
    await hit(req.payload, LIMITS.signInFailures, key)
    throw new PublicError(copy.wrongPassword, 403)
  }
}
