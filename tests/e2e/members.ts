import { randomInt } from 'node:crypto'

import { expect, type APIRequestContext } from '@playwright/test'

export const BASE_URL = new URL(process.env.TEST_BASE_URL || 'http://localhost:3100').origin
/** Payload accepts the session cookie of a request without Sec-Fetch-Site only from its own origin. */
export const sameOrigin = { Origin: BASE_URL }
export const PASSWORD = 'clave-segura-123'

/** Signs a request context (a page's, or a separate one) up as a new member; returns their id. */
export async function signUp(request: APIRequestContext, firstName: string, lastName = 'Prueba') {
  const email = `e2e-${Date.now()}-${randomInt(1e6)}@example.test`
  const response = await request.post('/api/users/signup', {
    data: { firstName, lastName, email, password: PASSWORD },
    headers: sameOrigin,
  })
  expect(response.ok(), await response.text()).toBe(true)
  const me = await (await request.get('/api/users/me', { headers: sameOrigin })).json()
  return me.user.id as number
}
