import 'server-only'

import { headers as requestHeaders } from 'next/headers'
import type { Payload } from 'payload'

import type { User } from '../../payload-types'
import { hasRole, isStaffUser } from '../../access/hasRole'
import { t } from '../i18n'
import { SPANISH, type EndpointAuth } from './endpoint'
import { errorEnvelope, type ErrorEnvelope } from './error-envelope'
import { getPayloadClient } from './payload'
import { clientIp, hit, TooManyRequests, type Limit } from './rate-limit'
import { fieldErrors } from './validation'
import { z } from './zod'

// Channel (iii) of docs/ARCHITECTURE.md: a server action only for a form of a server-rendered
// page that must work without JavaScript (the rule itself heads src/lib/endpoint.ts). The same
// checks as a custom endpoint, and a refusal in the same envelope.

/** A refused form: the envelope, and what was typed, so a page rendered again loses nothing. */
export type ActionRefusal<V> = ErrorEnvelope & { ok: false; values: V }
export type ActionResult<T extends object, V> = ({ ok: true } & T) | ActionRefusal<V>

/** One rate limit, counted before the handler runs; `key` null counts nothing. */
export type ActionLimit = {
  limit: Limit
  /** Whose budget: the client's address unless given. */
  key?: (context: { headers: Headers; user: User | null }) => string | null
}

type Options<A extends EndpointAuth, S extends z.core.$ZodType, V, T extends object> = {
  auth: A
  /** The form's fields, as typed (given back on a refusal). */
  read: (formData: FormData) => V
  input: S
  /** The 400's message; the fields' own messages come in `fieldErrors`. */
  invalid: string
  limit?: ActionLimit[]
  /** What an unexpected failure says (it is logged as `failureLog`). */
  failure: string
  failureLog: string
  handler: (context: {
    payload: Payload
    user: A extends 'anyone' ? User | null : User
    input: z.output<S>
    headers: Headers
  }) => Promise<T>
}

/** The form's refusal: one Spanish message and, for a refused input, each field's message. */
const refusal = <V>(message: string, values: V, fields?: Record<string, string>) => ({
  ok: false as const,
  ...errorEnvelope(message, fields),
  values,
})

/**
 * A server action for `useActionState` (`(previous, formData) => result`) that checks, in this
 * order, the caller's role, the input and the rate limits, then runs the handler. A refusal thrown
 * on the way (an APIError with a 4xx status: a limit, a collection's hook) answers its own message.
 */
export function defineAction<
  A extends EndpointAuth,
  S extends z.core.$ZodType,
  V,
  T extends object,
>(options: Options<A, S, V, T>) {
  return async function action(
    _previous: ActionResult<T, V> | null,
    formData: FormData,
  ): Promise<ActionResult<T, V>> {
    const values = options.read(formData)
    const headers = new Headers(await requestHeaders())
    const payload = await getPayloadClient()
    const { user: signedIn } = await payload.auth({ headers })
    const user = signedIn?.collection === 'users' ? (signedIn as User) : null
    if (options.auth !== 'anyone') {
      if (!user) return refusal(t.common.signInRequired, values)
      const allowed =
        options.auth === 'member' ||
        (options.auth === 'staff' ? isStaffUser(user) : hasRole(user, 'founder'))
      if (!allowed) return refusal(t.common.accessDenied, values)
    }

    const parsed = z.safeParse(options.input, values, SPANISH)
    if (!parsed.success) return refusal(options.invalid, values, fieldErrors(parsed.error))

    try {
      for (const rule of options.limit ?? []) {
        const key = rule.key ? rule.key({ headers, user }) : clientIp(headers)
        if (key === null) continue
        const result = await hit(payload, rule.limit, key)
        if (!result.ok) throw new TooManyRequests(result.retryAfter)
      }
      const done = await options.handler({
        payload,
        user: user as A extends 'anyone' ? User | null : User,
        input: parsed.data,
        headers,
      })
      return { ok: true, ...done }
    } catch (error) {
      const { status, message } = error as { status?: number; message?: string }
      if (status && status >= 400 && status < 500 && message) return refusal(message, values)
      payload.logger.error({ err: error }, options.failureLog)
      return refusal(options.failure, values)
    }
  }
}
