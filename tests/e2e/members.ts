import { randomInt } from 'node:crypto'

import { expect, request, type APIRequestContext, type Page } from '@playwright/test'

export const BASE_URL = new URL(process.env.TEST_BASE_URL || 'http://localhost:3100').origin
/** Payload accepts the session cookie of a request without Sec-Fetch-Site only from its own origin. */
export const sameOrigin = { Origin: BASE_URL }
export const PASSWORD = 'clave-segura-123'

/** A request context of its own (another visitor) on the site under test, with these headers. */
export const newRequestContext = (extraHTTPHeaders: Record<string, string>) =>
  request.newContext({ baseURL: BASE_URL, extraHTTPHeaders })

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

/** A member page seen signed out: its heading, and the way to sign in (no redirect). */
export async function expectSignInPrompt(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }),
  ).toHaveAttribute('href', '/auth')
}
