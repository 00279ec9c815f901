import type { CollectionAfterErrorHook, CollectionBeforeOperationHook } from 'payload'

import {
  LIMITS,
  TooManyRequests,
  clientIp,
  enforceLimit,
  hit,
  peek,
} from '../../../src/lib/rate-limit'

const emailOf = (data: unknown) =>
  String((data as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase()

/**
 * Rate limits on sign-in and password reset, per client address and per e-mail, answered with
 * 429 and the Spanish message. Runs before Payload looks the account up, so an address that has no
 * account is limited exactly like one that has.
 */
export const limitAuthAttempts: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  const ip = clientIp(req.headers)
  if (operation === 'login') {
    const email = emailOf(args.data)
    await enforceLimit(req.payload, LIMITS.signInIp, ip)
    const failures = await peek(req.payload, LIMITS.signInFailures, email)
    if (!failures.ok) throw new TooManyRequests(failures.retryAfter)
    // afterError counts the attempt if it fails.
    req.context.signInEmail = email
  }
  if (operation === 'forgotPassword') {
    await enforceLimit(req.payload, LIMITS.resetIp, ip)
    await enforceLimit(req.payload, LIMITS.resetEmail, emailOf(args.data))
  }
  if (operation === 'resetPassword') {
    await enforceLimit(req.payload, LIMITS.resetIp, ip)
  }
  return args
}

/** Counts a failed sign-in against its e-mail (successes never count). */
export const countFailedSignIn: CollectionAfterErrorHook = async ({ error, req }) => {
  const email = req.context.signInEmail
  const status = (error as { status?: number }).status
  if (typeof email !== 'string' || !email || (status !== 401 && status !== 423)) return
  await hit(req.payload, LIMITS.signInFailures, email)
}
