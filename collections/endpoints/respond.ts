import { headersWithCors, type PayloadRequest } from 'payload'

/** A JSON answer with the CORS headers Payload's own endpoints send. */
export const respond = (req: PayloadRequest, body: unknown, status = 200, headers?: HeadersInit) =>
  Response.json(body, {
    status,
    headers: headersWithCors({ headers: new Headers(headers), req }),
  })

/** An error in Payload's REST shape, `{ errors: [{ message }] }`. */
export const respondError = (
  req: PayloadRequest,
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
) => respond(req, { errors: [{ message }], ...extra }, status)

/** Turns a thrown APIError (a 429 from a rate limit, for example) into its answer. */
export const respondThrown = (req: PayloadRequest, error: unknown) => {
  const { status, message } = error as { status?: number; message?: string }
  if (status && status >= 400 && status < 500) return respondError(req, status, message ?? '')
  throw error
}

/** The JSON body of a custom endpoint's request. */
export async function readBody(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    const body = (await req.json?.()) as unknown
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
