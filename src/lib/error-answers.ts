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

// A wait ran out or the database is going away: the request can be tried again.
const BUSY_CODES = new Set(['57014', '55P03', '40P01', '40001', '25P03', '57P01', '57P03', '53300'])
const BUSY_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|ECONNREFUSED/i

/** True when the error is a timeout or an unavailable database, worth a 503 and a retry. */
export function isBusyError(error: unknown): boolean {
  for (const part of [error as WithCode, rootOf(error)]) {
    const code = String(part?.code ?? '')
    if (BUSY_CODES.has(code) || code.startsWith('08')) return true
    if (BUSY_MESSAGES.test(String(part?.message ?? ''))) return true
  }
  return false
}

/** True when PostgreSQL refused a value as data (class 22: bad number, date, NUL byte…). */
export const isBadValueError = (error: unknown) => String(rootOf(error).code ?? '').startsWith('22')

/**
 * Payload's English fallbacks (node_modules/payload/dist/utilities/formatErrors.js, routeError.js):
 * what an error without a usable message (no name, as after the production build's renaming, or
 * no data) or a hidden one becomes.
 */
const PAYLOAD_DEFAULTS = new Set(['An unknown error occurred.', 'Something went wrong.'])
const QUERY_ERROR = 'The following path cannot be queried'

/**
 * Payload's REST errors in Spanish and with the right status (payload.config.ts `hooks.afterError`):
 * a timeout or an unavailable database is a 503 the client may retry, never a hang or a 500; a
 * malformed value (`where[id][equals]=x`, a NUL byte) or body is a 400, never a 500.
 */
export const answerErrors: AfterErrorHook = ({ error, result }) => {
  const status = Number((error as WithCode).status ?? 500)
  const answer = (code: number, message: string) => ({
    status: code,
    response: { ...result, errors: [{ message }] },
  })
  if (isBusyError(error)) return answer(503, t.serverErrors.busy)
  if (isBadValueError(error)) return answer(400, t.serverErrors.invalidRequest)
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
