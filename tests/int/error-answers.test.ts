// Payload's English fallbacks ("An unknown error occurred.", "Something went wrong.") never reach
// people: the afterError hook (src/lib/error-answers.ts) answers them in Spanish.
import { APIError, formatErrors, type PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { answerErrors } from '../../src/lib/error-answers'
import { BASE_URL } from '../helpers/api'

const UNEXPECTED = 'Ocurrió un error inesperado. Inténtalo de nuevo.'

describe('unexpected errors', () => {
  it('a malformed request Payload cannot read is answered in Spanish', async () => {
    const response = await fetch(`${BASE_URL}/api/artists`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: 'no es un formulario',
      signal: AbortSignal.timeout(120_000),
    })
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ errors: [{ message: UNEXPECTED }] })
  }, 180_000)

  it("Payload's English default for an error it cannot name becomes Spanish, status kept", async () => {
    // What the production build's renamed classes give: a refusal whose name is lost.
    const refusal = new APIError('No tienes permiso', 403)
    refusal.name = ''
    const result = formatErrors(refusal)
    expect(result.errors[0]?.message).toBe('An unknown error occurred.')
    const answer = await answerErrors({
      error: refusal,
      result,
      req: {} as PayloadRequest,
      context: {},
      collection: undefined,
    })
    expect(answer).toEqual({ status: 403, response: { errors: [{ message: UNEXPECTED }] } })
  })

  it('a query on a field that cannot be queried is a Spanish 400', async () => {
    const response = await fetch(`${BASE_URL}/api/artists?where[nope][equals]=1`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: [{ message: 'La petición no es válida: revisa los datos enviados.' }],
    })
  })
})
