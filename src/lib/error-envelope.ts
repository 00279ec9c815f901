// The one shape of an error answer, whatever the channel (docs/ARCHITECTURE.md): Payload's REST
// shape, so the browser reads every refusal the same way (src/lib/api-client.ts).

/** One field's problem, as Payload's ValidationError lists them in `data.errors`. */
export type FieldProblem = { path: string; message: string }

/**
 * `{ errors: [{ message }] }`, `message` being the Spanish text to show. Payload adds `name` and,
 * for a refused document, `data.errors` (one `{ path, message }` per field); a custom endpoint or
 * action that refuses its input adds `fieldErrors`, `{ field: message }`, next to `errors`.
 */
export type ErrorEnvelope = {
  errors: {
    message: string
    name?: string
    data?: { errors?: FieldProblem[] } & Record<string, unknown>
  }[]
  fieldErrors?: Record<string, string>
}

/** The envelope of one Spanish message, with each field's message when an input was refused. */
export function errorEnvelope(message: string, fields?: Record<string, string>): ErrorEnvelope {
  return fields ? { errors: [{ message }], fieldErrors: fields } : { errors: [{ message }] }
}

/** A JSON error answer in the envelope. */
export const errorResponse = (
  status: number,
  message: string,
  options: { fields?: Record<string, string>; headers?: HeadersInit } = {},
) => Response.json(errorEnvelope(message, options.fields), { status, headers: options.headers })
