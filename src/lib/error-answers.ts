import type { AfterErrorHook } from 'payload'

import { t } from '../i18n'

type WithCode = { code?: unknown; message?: unknown; cause?: unknown; status?: unknown }

/** The PostgreSQL or pool error behind a thrown error (drizzle wraps it in `cause`). */
function rootOf(error: unknown): WithCode {
  let current = error as WithCode
  for (let i = 0; i < 5 && current?.cause && typeof current.cause === 'object'; i++) {
    current = current.cause as WithCode
  }
  return current ?? {}
}

// A wait ran out, or a conflict the client may simply retry.
const BUSY_CODES = new Set(['57014', '55P03', '40P01', '40001', '25P03', '53300'])
// The database is away: stopped, restarting or unreachable (class 08: connection exceptions).
const DOWN_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND'])
const BUSY_MESSAGES = /timeout exceeded when trying to connect/i
// Payload's adapter words a failed BEGIN without its cause (drizzle/transactions/beginTransaction.js).
const DOWN_MESSAGES =
  /Connection terminated|ECONNREFUSED|ECONNRESET|the database system is (starting up|shutting down)|cannot begin transaction/i

/** Seconds a client is told to wait before retrying a 503 (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 5

const partsOf = (error: unknown) => [error as WithCode, rootOf(error)]

/** True when the database is not reachable: stopped, restarting or refusing connections. */
export function isDatabaseDown(error: unknown): boolean {
  return partsOf(error).some((part) => {
    const code = String(part?.code ?? '')
    return (
      DOWN_CODES.has(code) ||
      code.startsWith('08') ||
      DOWN_MESSAGES.test(String(part?.message ?? ''))
    )
  })
}

/** True when the error is a timeout or an unavailable database, worth a 503 and a retry. */
export function isBusyError(error: unknown): boolean {
  if (isDatabaseDown(error)) return true
  return partsOf(error).some(
    (part) =>
      BUSY_CODES.has(String(part?.code ?? '')) || BUSY_MESSAGES.test(String(part?.message ?? '')),
  )
}

/**
 * True when a `where` asked for a comparison its field's column cannot make (`like` on a date,
 * `near` on a text): the database adapter has no operator for it (a TypeError of its own) or
 * PostgreSQL has none (class 42: no such operator, mismatched types).
 */
export function isUnsupportedQuery(error: unknown): boolean {
  if (/operators\[[^\]]*\] is not a function/.test(String((error as WithCode)?.message ?? '')))
    return true
  return String(rootOf(error).code ?? '').startsWith('42')
}

/** The Spanish 503 of a busy or unavailable database. */
export const busyMessage = (error: unknown) =>
  isDatabaseDown(error) ? t.serverErrors.unavailable : t.serverErrors.busy

/** True when PostgreSQL refused a value as data (class 22: bad number, date, NUL byte…). */
export const isBadValueError = (error: unknown) => String(rootOf(error).code ?? '').startsWith('22')

/**
 * Payload's English fallbacks (node_modules/payload/dist/utilities/formatErrors.js, routeError.js):
 * what an error without a usable message (no name, as after the production build's renaming, or
 * no data) or a hidden one becomes.
 */
const PAYLOAD_DEFAULTS = new Set(['An unknown error occurred.', 'Something went wrong.'])
const QUERY_ERROR = 'The following path cannot be queried'
/** A body the form parser (busboy) could not read: the client's mistake, not ours. */
const MALFORMED_BODY =
  /^(Unexpected end of (form|multipart data)|Malformed part header|Multipart: Boundary not found|Malformed urlencoded form)/

/**
 * Payload's REST errors in Spanish and with the right status (payload.config.ts `hooks.afterError`):
 * a timeout or an unavailable database is a 503 the client may retry, never a hang or a 500; a
 * malformed value (`where[id][equals]=x`, a NUL byte) or body is a 400, never a 500.
 */
export const answerErrors: AfterErrorHook = ({ error, req, result }) => {
  const status = Number((error as WithCode).status ?? 500)
  const answer = (code: number, message: string) => ({
    status: code,
    response: { ...result, errors: [{ message }] },
  })
  if (isBusyError(error)) {
    // Payload merges req.responseHeaders into its error answer (utilities/routeError.js).
    req.responseHeaders = new Headers(req.responseHeaders)
    req.responseHeaders.set('Retry-After', String(RETRY_AFTER_SECONDS))
    return answer(503, busyMessage(error))
  }
  if (isBadValueError(error)) return answer(400, t.serverErrors.invalidRequest)
  // Only a request that brought its own `where` can have asked for such a comparison; the same
  // error from a query of ours stays a 500, a bug to see in the log.
  if (isUnsupportedQuery(error) && req.url?.includes('where'))
    return answer(400, t.serverErrors.unsupportedQuery)
  if (MALFORMED_BODY.test(String((error as WithCode).message ?? '')))
    return answer(400, t.serverErrors.invalidRequest)
  if (status === 400 && (error as WithCode).message === 'Invalid JSON')
    return answer(400, t.serverErrors.invalidJson)
  if (status >= 500) return answer(500, t.serverErrors.unexpected)
  if (result?.errors?.some((e) => PAYLOAD_DEFAULTS.has(String(e?.message))))
    return answer(status, t.serverErrors.unexpected)
  // A `where` on a field that does not exist or cannot be read: Payload names the path in English
  // (its QueryError; matched by its text, as the production build renames classes).
  if (status === 400 && String((error as Error).message).startsWith(QUERY_ERROR))
    return answer(400, t.serverErrors.invalidRequest)
}

/** Payload's answer when it could not start (node_modules/payload/dist/utilities/routeError.js). */
const INIT_ERROR = 'There was an error initializing Payload'

/**
 * Payload's REST answer, with its 500 for "could not start" (the database was away when the
 * server started, or is still) made the Spanish 503 with Retry-After every other database outage
 * gets: the client may try again, and Payload starts with the first request that finds the
 * database back. Used by src/app/(payload)/api/[...slug]/route.ts.
 */
export async function unavailableWhenPayloadDown(response: Response): Promise<Response> {
  if (response.status !== 500) return response
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { message?: unknown } | null
  if (body?.message !== INIT_ERROR) return response
  return Response.json(
    { errors: [{ message: t.serverErrors.unavailable }] },
    {
      status: 503,
      headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
    },
  )
}
