import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from './fixtures'

import { tinyPng, uniqueEmail } from '../helpers/api'
import { clientIpHeaders } from './client-ip'

test.use({ extraHTTPHeaders: clientIpHeaders() })

const PASSWORD = 'clave-segura-1'

/** A new member (own cookie jar) who has applied to join, with a photo. */
async function applicant(baseURL: string) {
  const member = await playwrightRequest.newContext({
    baseURL,
    // Payload accepts a session cookie only from the site's own origin (CSRF).
    extraHTTPHeaders: { ...clientIpHeaders(), Origin: baseURL },
  })
  const email = uniqueEmail('aspirante')
  const artistName = `Nova ${Date.now().toString(36)}`
  expect(
    (
      await member.post('/api/users/signup', {
        data: { firstName: 'Nova', lastName: 'Rosado', email, password: PASSWORD },
      })
    ).status(),
  ).toBe(200)
  const photo = await member.post('/api/media', {
    multipart: {
      file: { name: 'nova.png', mimeType: 'image/png', buffer: tinyPng() },
      _payload: JSON.stringify({ alt: 'Nova' }),
    },
  })
  expect(photo.status()).toBe(201)
  const application = await member.post('/api/applications', {
    data: {
      firstName: 'Nova',
      lastName: 'Rosado',
      email,
      country: 'Puerto Rico',
      artistName,
      genres: ['Reggaeton'],
      roles: ['Artista'],
      experienceLevel: '0-2',
      bio: 'Voz nueva del reggaetón de Bayamón.',
      photo: (await photo.json()).doc.id,
    },
  })
  expect(application.status()).toBe(201)
  return { member, email, artistName, applicationId: (await application.json()).doc.id as number }
}

async function signInToAdmin(page: Page, email: string) {
  await page.goto('/admin/login')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill('tarima-demo')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('heading', { name: 'Cuentas', level: 2 })).toBeVisible({
    timeout: 30_000,
  })
}

/** The status select in the document's sidebar (a react-select inside Payload's field). */
const statusField = (page: Page) => page.locator('#field-status')

test.describe('application review in the admin', () => {
  let member: APIRequestContext | undefined
  test.afterEach(async () => {
    await member?.dispose()
  })

  test('a founder approves: the member is verified, listed and notified', async ({
    page,
    baseURL,
  }) => {
    const applied = await applicant(baseURL!)
    member = applied.member

    await signInToAdmin(page, 'fundadora@tarima.app')
    await page.goto('/admin/collections/applications')
    await expect(page.getByRole('link', { name: applied.artistName })).toBeVisible()
    await page.goto(`/admin/collections/applications/${applied.applicationId}`)
    await expect(page.getByRole('heading', { name: applied.artistName })).toBeVisible({
      timeout: 30_000,
    })
    const status = statusField(page).locator('.rs__control')
    await expect(status).toBeVisible({ timeout: 30_000 })
    await status.click()
    await page.getByRole('option', { name: 'Aprobada', exact: true }).click()
    await page.getByRole('button', { name: 'Guardar' }).click()

    const me = await (await applied.member.get('/api/users/me')).json()
    const profileUrl = `/api/profiles?where[user][equals]=${me.user.id}&depth=0`
    await expect
      .poll(async () => (await (await applied.member.get(profileUrl)).json()).docs[0].verified, {
        timeout: 15_000,
      })
      .toBe(true)
    const artists = await (
      await applied.member.get(`/api/artists?where[user][equals]=${me.user.id}&depth=0`)
    ).json()
    expect(artists.docs[0]).toMatchObject({ name: applied.artistName, verified: true })
    const notifications = await (await applied.member.get('/api/notifications')).json()
    expect(notifications.docs[0].title).toBe('¡Aplicación aprobada!')
  })

  test('editors see the applications but cannot decide', async ({ page, baseURL }) => {
    const applied = await applicant(baseURL!)
    member = applied.member

    await signInToAdmin(page, 'editor@tarima.app')
    await page.goto('/admin/collections/applications')
    await expect(page.getByRole('button', { name: /Filtros/ })).toBeVisible()
    await expect(page.getByRole('link', { name: applied.artistName })).toBeVisible()
    await page.goto(`/admin/collections/applications/${applied.applicationId}`)
    await expect(page.getByRole('heading', { name: applied.artistName })).toBeVisible({
      timeout: 30_000,
    })
    // The status is shown read-only: only founders decide.
    await expect(statusField(page)).toContainText('Pendiente')
    await expect(statusField(page).locator('.rs__control')).toHaveClass(/is-disabled/)
  })
})
