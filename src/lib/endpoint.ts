/**
 * How the browser writes: one channel per kind of write (docs/ARCHITECTURE.md). This module is
 * the wrapper of channel (ii).
 *
 * (i) Payload REST, `/api/<collection>[/<id>]`, for a create, update or delete of ONE row that the
 *     collection's access functions, field validation and hooks fully govern: deleting posts,
 *     likes and follows, favorites, blog likes and comments, blocks, reports, media uploads, the
 *     member's profile and photo, their listings, a notification marked read, the account's
 *     e-mail and password. (A new post, a like or comment on one, a follow and a message are
 *     member writes, src/lib/sql-write.ts: the hottest writes, restating those rules in SQL.)
 * (ii) A custom endpoint on the collection or global, `/api/<collection>/<action>`, built with
 *     `defineEndpoint` below, for writes that are not one row or need their own answer: sign-up,
 *     e-mail confirmation, deleting the account, the join application, conversations and
 *     messages, marking all notifications read, newsletter subscribe/confirm/unsubscribe, founder
 *     tools, the analytics beacon; and for JSON reads REST cannot shape (feed, lists, exports).
 * (iii) A server action ONLY for a form of a server-rendered page that must work without
 *     JavaScript: today the contact form alone (src/features/contact/send-contact-message.ts).
 * (iv) A Next route handler (a `route.ts` under `src/app/(frontend)`) ONLY for what is not a JSON
 *     API call: Server-Sent Events, RSS, sitemaps, the cached artist search, the unread count
 *     (also served by src/server/fast-routes.ts) and the article view beacon.
 *
 * Every channel refuses in one envelope, `{ errors: [{ message }] }` with a Spanish message from
 * the catalogue (src/lib/error-envelope.ts); the browser calls them all through
 * src/lib/api-client.ts.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import type { User } from '../../payload-types'
import { hasRole, isStaffUser } from '../../access/hasRole'
import { t } from '../i18n'
import { errorEnvelope, errorResponse, type ErrorEnvelope } from './error-envelope'
import { clientIp, hit, TooManyRequests, type Limit } from './rate-limit'
import { refuseCrossSite } from './same-site'
import { fieldErrors } from './validation'
import { z } from './zod'

/** Who may call: everyone, a signed-in member, editors and founders, or founders only. */
export type EndpointAuth = 'anyone' | 'member' | 'staff' | 'founder'

type Caller<A extends EndpointAuth> = A extends 'anyone' ? User | null : User

/** One rate limit, counted before the handler runs; past it, a Spanish 429. */
export type EndpointLimit<I> = {
  limit: Limit
  /** Whose budget: the client's address unless given (the member, a hash of the address…). */
  key?: (req: PayloadRequest, user: User | null) => string
  /** Keyed on the valid input instead (an e-mail address); null counts nothing. */
  inputKey?: (input: I) => string | null
  /** The 429's message, when not t.rateLimit.tooMany. */
  message?: string
}

export type EndpointContext<A extends EndpointAuth, I> = {
  req: PayloadRequest
  user: Caller<A>
  /** The input, parsed by `input` (the JSON body of a POST, the query of a GET). */
  input: I
  /** The path's parameters (`/:id/messages` gives `params.id`). */
  params: Record<string, string | undefined>
}

type Options<A extends EndpointAuth, S extends z.core.$ZodType | undefined> = {
  path: string
  method: 'get' | 'post' | 'patch' | 'delete'
  auth: A
  /** The Spanish answers to a visitor (401) and to a member without the role (403). */
  refusals?: {
    signedOut?: string
    forbidden?: string
    /** 403 instead of 401 for a visitor, where an endpoint never tells signing in would help. */
    signedOutStatus?: 401 | 403
  }
  /** Refuses requests from other sites (403) before anything else: auth and account writes. */
  sameSite?: boolean
  /** Checked in order: keyed on the request before the input is read, on the input after. */
  limit?: EndpointLimit<S extends z.core.$ZodType ? z.output<S> : undefined>[]
  /** The input's schema; a refused input answers 400 with the fields' messages. */
  input?: S
  /** Where the input comes from: the body (POST default), the query (GET default) or both. */
  inputFrom?: 'body' | 'query' | 'both'
  /** The 400's message; by default the first field's message. */
  invalid?: string
  handler: (
    context: EndpointContext<A, S extends z.core.$ZodType ? z.output<S> : undefined>,
  ) => Promise<Response>
}

/** A JSON answer (Payload adds its CORS headers to every endpoint's answer). */
export const json = (body: unknown, status = 200, headers?: HeadersInit) =>
  Response.json(body, { status, headers })

/** A refusal in the error envelope, for the handler's own checks (404, a failed send…). */
export const refuse = (status: number, message: string) => errorResponse(status, message)

/** The JSON body of a request: an object, or {} when there is none or it is not JSON. */
export async function readBody(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    const body = (await req.json?.()) as unknown
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

/**
 * A custom endpoint (channel ii) with the checks every one of them needs, in this order: the
 * caller's role (401/403), the site of origin, the rate limits keyed on the request, the input
 * (400 with its fields' messages), the limits keyed on the input, then the handler. A refusal
 * thrown by the handler or by Payload (an APIError with a 4xx status) is answered in the envelope;
 * anything else goes on to Payload, whose afterError hook answers it in Spanish (500, 503).
 */
export function defineEndpoint<
  A extends EndpointAuth,
  S extends z.core.$ZodType | undefined = undefined,
>(options: Options<A, S>): Endpoint {
  type Input = S extends z.core.$ZodType ? z.output<S> : undefined
  const { auth, refusals = {} } = options
  return {
    path: options.path,
    method: options.method,
    handler: async (req) => {
      try {
        const user = req.user?.collection === 'users' ? (req.user as User) : null
        if (auth !== 'anyone') {
          if (!user) {
            const status = refusals.signedOutStatus ?? 401
            return refuse(status, refusals.signedOut ?? t.common.signInRequired)
          }
          const allowed =
            auth === 'member' || (auth === 'staff' ? isStaffUser(user) : hasRole(user, 'founder'))
          if (!allowed) return refuse(403, refusals.forbidden ?? t.common.accessDenied)
        }
        if (options.sameSite) refuseCrossSite(req)

        const limits = options.limit ?? []
        for (const rule of limits) {
          if (rule.inputKey) continue
          await count(req, rule, rule.key ? rule.key(req, user) : clientIp(req.headers))
        }

        let input = undefined as Input
        if (options.input) {
          const parsed = z.safeParse(options.input, await rawInput(req, options), SPANISH)
          if (!parsed.success) {
            const fields = fieldErrors(parsed.error)
            const message = options.invalid ?? Object.values(fields)[0]
            return errorResponse(400, message ?? t.serverErrors.invalidRequest, { fields })
          }
          input = parsed.data as Input
        }
        for (const rule of limits) {
          const key = rule.inputKey?.(input)
          if (key) await count(req, rule, key)
        }

        const params = (req.routeParams ?? {}) as Record<string, string | undefined>
        return await options.handler({ req, user: user as Caller<A>, input, params })
      } catch (error) {
        const answer = refusalOf(error)
        if (answer) return answer
        throw error
      }
    },
  }
}

/** zod's own messages in Spanish, for the checks a schema leaves without one of ours. */
export const SPANISH = { error: z.locales.es().localeError }

async function rawInput(
  req: PayloadRequest,
  options: { method: string; inputFrom?: 'body' | 'query' | 'both' },
) {
  const from = options.inputFrom ?? (options.method === 'get' ? 'query' : 'body')
  const query = () => Object.fromEntries(req.searchParams ?? [])
  if (from === 'query') return query()
  if (from === 'body') return readBody(req)
  return { ...query(), ...(await readBody(req)) }
}

async function count(req: PayloadRequest, rule: EndpointLimit<never>, key: string) {
  const result = await hit(req.payload, rule.limit, key)
  if (!result.ok) throw new TooManyRequests(result.retryAfter, rule.message)
}

/** The answer to a refusal thrown on the way (rate limit, blocked member, cross-site…), if it is one. */
function refusalOf(error: unknown): Response | null {
  const { status, message, data } = error as { status?: number; message?: string; data?: unknown }
  if (!status || status < 400 || status >= 500 || !message) return null
  const envelope: ErrorEnvelope = errorEnvelope(message)
  const errors = (data as { errors?: unknown } | undefined)?.errors
  // A Payload ValidationError keeps its fields' messages, as on REST.
  if (Array.isArray(errors) && errors.length) envelope.errors[0].data = { errors }
  return json(envelope, status)
}
