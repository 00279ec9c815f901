import { expect, test, type Page } from '@playwright/test'

import { tinyPng, uniqueEmail } from '../helpers/api'
import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'

test.use({ extraHTTPHeaders: clientIpHeaders() })

const PASSWORD = 'clave-segura-1'
// Creating the account hashes the password and the last step uploads and saves: allow time.
const SLOW = { timeout: 30_000 }
const photo = { name: 'foto.png', mimeType: 'image/png', buffer: tinyPng() }

/** A REST read with the browser's session (same-origin, as Payload's CSRF check wants). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON replies
const getJson = (page: Page, path: string): Promise<any> =>
  page.evaluate(async (url) => (await fetch(url)).json(), path)

const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' })
const complete = (page: Page) => page.getByRole('button', { name: 'Completar registro' })
const stepHeading = (page: Page, text: string) => page.getByRole('heading', { name: text })

async function fillPersonal(page: Page, email: string) {
  await page.getByLabel('Nombre', { exact: true }).fill('Rita')
  await page.getByLabel('Apellido').fill('Onboarding')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Contraseña').fill(PASSWORD)
}

async function fillProfessional(page: Page) {
  await page.getByLabel('Nombre artístico').fill('Rita Beats')
  await page.getByLabel('País').selectOption({ label: 'Puerto Rico' })
  await page.getByLabel('Nivel de experiencia').selectOption({ label: 'Intermedio (2-5 años)' })
  await page.getByLabel('Teléfono').fill('+1 787 555 0101')
  await page
    .getByRole('group', { name: 'Roles (elige al menos uno)' })
    .getByLabel('Productor', { exact: true })
    .check()
  await page
    .getByRole('group', { name: 'Géneros musicales (elige al menos uno)' })
    .getByLabel('Reggaeton')
    .check()
}

async function fillProfile(page: Page) {
  await page.getByLabel('Foto de perfil').setInputFiles(photo)
  await page.getByLabel('Biografía').fill('Productora de Bayamón.')
  await page.getByLabel('Instagram', { exact: true }).fill('https://instagram.com/ritabeats')
}

async function ownApplications(page: Page) {
  const { user } = await getJson(page, '/api/users/me')
  return getJson(page, `/api/applications?where[user][equals]=${user.id}&depth=0`)
}

test.describe('onboarding', () => {
  test('three steps: "Siguiente" waits for a valid step, "Atrás" keeps what was typed, and the end creates account, application and profile', async ({
    page,
  }) => {
    test.slow()
    await page.goto('/onboarding')
    await expect(page).toHaveTitle(/Completa tu perfil/)
    await expect(page.getByRole('heading', { level: 1, name: 'Completa tu perfil' })).toBeVisible()
    await expect(stepHeading(page, 'Paso 1 de 3: Personal')).toBeVisible()
    const progress = page.getByRole('list', { name: 'Progreso del registro' })
    await expect(progress.locator('[aria-current="step"]')).toHaveText(/Personal/)
    await expect(next(page)).toBeDisabled()
    await expectAccessible(page)

    await fillPersonal(page, uniqueEmail('onboarding'))
    await page.getByLabel('Contraseña').fill('123')
    await page.getByLabel('Contraseña').blur()
    await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible()
    await expect(next(page)).toBeDisabled()
    await page.getByLabel('Contraseña').fill(PASSWORD)
    await expect(next(page)).toBeEnabled()
    await next(page).click()

    await expect(stepHeading(page, 'Paso 2 de 3: Profesional')).toBeFocused()
    await expect(progress.locator('[aria-current="step"]')).toHaveText(/Profesional/)
    await expect(next(page)).toBeDisabled()
    await fillProfessional(page)
    await expect(next(page)).toBeEnabled()
    await expectAccessible(page)

    await page.getByRole('button', { name: 'Atrás' }).click()
    await expect(stepHeading(page, 'Paso 1 de 3: Personal')).toBeFocused()
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Rita')
    await next(page).click()
    await expect(page.getByLabel('Nombre artístico')).toHaveValue('Rita Beats')
    await next(page).click()

    await expect(stepHeading(page, 'Paso 3 de 3: Perfil')).toBeFocused()
    await expect(page.getByText('0/500 caracteres')).toBeVisible()
    await expect(complete(page)).toBeDisabled()
    await page.getByLabel('Biografía').fill('Hola')
    await expect(page.getByText('4/500 caracteres')).toBeVisible()
    await page.getByLabel('Instagram', { exact: true }).fill('no-es-una-url')
    await page.getByLabel('Instagram', { exact: true }).blur()
    await expect(page.getByText('Introduce una URL válida (https://...)')).toBeVisible()
    await fillProfile(page)
    await expect(complete(page)).toBeEnabled()
    await expectAccessible(page)
    await complete(page).click()

    await expect(page).toHaveURL(/\/$/, SLOW)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mi Perfil' })).toBeVisible()

    const applications = await ownApplications(page)
    expect(applications.docs).toHaveLength(1)
    expect(applications.docs[0]).toMatchObject({
      firstName: 'Rita',
      artistName: 'Rita Beats',
      country: 'Puerto Rico',
      roles: ['Productor'],
      genres: ['Reggaeton'],
      experienceLevel: '3-5',
      phone: '+1 787 555 0101',
      bio: 'Productora de Bayamón.',
      instagramUrl: 'https://instagram.com/ritabeats',
      spotifyUrl: null,
      status: 'pending',
    })
    expect(applications.docs[0].photo).toEqual(expect.any(Number))
    const { user } = await getJson(page, '/api/users/me')
    const profiles = await getJson(page, `/api/profiles?where[user][equals]=${user.id}&depth=0`)
    expect(profiles.docs[0]).toMatchObject({
      displayName: 'Rita Beats',
      bio: 'Productora de Bayamón.',
      country: 'Puerto Rico',
      roles: ['Productor'],
      genres: ['Reggaeton'],
      avatar: applications.docs[0].photo,
      tiktokUrl: null,
    })

    // Done once: a member who applied is sent home.
    await page.goto('/onboarding')
    await expect(page).toHaveURL(/\/$/)
  })

  test('a retry after a failed upload neither opens a second account nor a second application', async ({
    page,
  }) => {
    test.slow()
    await page.goto('/onboarding')
    await fillPersonal(page, uniqueEmail('reintento'))
    await next(page).click()
    await fillProfessional(page)
    await next(page).click()
    await fillProfile(page)

    await page.route(
      '**/api/media',
      (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[]}' }),
      { times: 1 },
    )
    await complete(page).click()
    await expect(page.getByText('Error al subir imagen')).toBeVisible(SLOW)
    await expect(page).toHaveURL(/\/onboarding$/)
    await expect(page.getByLabel('Biografía')).toHaveValue('Productora de Bayamón.')

    // The account exists now: step 1 shows it instead of asking for a password again.
    await page.getByRole('button', { name: 'Atrás' }).click()
    await page.getByRole('button', { name: 'Atrás' }).click()
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '')
    await expect(page.getByLabel('Contraseña')).toHaveCount(0)
    await next(page).click()
    await next(page).click()
    await complete(page).click()
    await expect(page).toHaveURL(/\/$/, SLOW)
    expect((await ownApplications(page)).docs).toHaveLength(1)
  })

  test('an e-mail that already has an account: "Usuario no creado correctamente", nothing lost', async ({
    page,
    request,
  }) => {
    test.slow()
    const email = uniqueEmail('repetido')
    const taken = await request.post('/api/users/signup', {
      data: { firstName: 'Ya', lastName: 'Existe', email, password: PASSWORD },
    })
    expect(taken.status()).toBe(200)

    await page.goto('/onboarding')
    await fillPersonal(page, email)
    await next(page).click()
    await fillProfessional(page)
    await next(page).click()
    await fillProfile(page)
    await complete(page).click()
    const toast = page.getByRole('listitem').filter({ hasText: 'Usuario no creado correctamente' })
    await expect(toast).toBeVisible(SLOW)
    await expect(page).toHaveURL(/\/onboarding$/)
    await expect(page.getByLabel('Nombre artístico').or(page.getByLabel('Biografía'))).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Acceder' })).toBeVisible()
  })

  test('a signed-in member without an application starts from the account', async ({ page }) => {
    const email = uniqueEmail('miembro-onboarding')
    const signUp = await page.request.post('/api/users/signup', {
      data: { firstName: 'Marta', lastName: 'Cuenta', email, password: PASSWORD },
    })
    expect(signUp.status()).toBe(200)

    await page.goto('/onboarding')
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '')
    await expect(page.getByLabel('Contraseña')).toHaveCount(0)
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Marta')
    await expect(next(page)).toBeEnabled()
    await expectAccessible(page)
  })
})
