import { APIError } from 'payload'

/**
 * An error whose Spanish message reaches the client as `{ errors: [{ message }] }` with its status.
 * A bare `new APIError(message, status, undefined, true)` lost its message in the production build
 * ("An unknown error occurred."): Payload's formatter keeps the message only when the error has
 * `data` or a class name, and the build renames classes. So: data, and an explicit name.
 */
export class PublicError extends APIError {
  constructor(message: string, status: number) {
    super(message, status, {}, true)
    this.name = 'PublicError'
  }
}
