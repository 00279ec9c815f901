import { expect, test, type Page } from './fixtures'

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
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(PASSWORD)
}

async function fillProfessional(page: Page) {
  await page.getByLabel('Nombre artístico').fill('Rita Beats')
  await page.getByLabel('País').selectOption({ label: 'Puerto Rico' })
  await page.getByLabel('Nivel de experiencia').selectOption({ label: '3-5 años' })
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
    await expect(page.getByText('Ingresa una URL válida (https://...)')).toBeVisible()
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

    // The draft of this tab went with the success.
    expect(
      await page.evaluate(() => sessionStorage.getItem('tarima:onboarding-borrador')),
    ).toBeNull()

    // Done once: a member who applied is sent home.
    await page.goto('/onboarding')
    await expect(page).toHaveURL(/\/$/)
  })

  test('the hint speaks of fields marked (*): step 2 marks each required one, seen and heard', async ({
    page,
  }) => {
    await page.goto('/onboarding')
    await fillPersonal(page, uniqueEmail('asterisco'))
    await next(page).click()
    await expect(stepHeading(page, 'Paso 2 de 3: Profesional')).toBeFocused()
    await expect(
      page.getByText('Completa los campos obligatorios (*) para continuar.'),
    ).toBeVisible()

    /** What a label or legend shows after its text (the " *" of a required field). */
    const mark = (selector: string) =>
      page
        .locator(selector)
        .evaluate((element) => getComputedStyle(element, '::after').content.split('/')[0].trim())
    for (const name of ['artistName', 'country', 'experienceLevel', 'phone']) {
      expect(await mark(`label[for="campo-${name}"]`), name).toBe('" *"')
      await expect(page.locator(`#campo-${name}`)).toHaveAttribute('required', '')
    }
    // The mark is not part of the names screen readers hear; each control says "required".
    await expect(page.getByRole('textbox', { name: 'Nombre artístico', exact: true })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'País', exact: true })).toBeVisible()
    // A group of checkboxes has no `required`: its name says it.
    for (const name of ['roles', 'genres']) {
      expect(await mark(`fieldset[data-field="${name}"] > legend`), name).toBe('" *"')
    }
    await expect(
      page.getByRole('group', { name: 'Roles (elige al menos uno) (obligatorio)', exact: true }),
    ).toBeVisible()
    await expect(
      page.getByRole('group', {
        name: 'Géneros musicales (elige al menos uno) (obligatorio)',
        exact: true,
      }),
    ).toBeVisible()
    await expectAccessible(page)
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
    await expect(page).toHaveURL(/\/onboarding\?paso=3$/)
    await expect(page.getByLabel('Biografía')).toHaveValue('Productora de Bayamón.')

    // The account exists now: step 1 shows it instead of asking for a password again.
    await page.getByRole('button', { name: 'Atrás' }).click()
    await page.getByRole('button', { name: 'Atrás' }).click()
    await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('readonly', '')
    await expect(page.getByLabel('Contraseña')).toHaveCount(0)
    await next(page).click()
    await next(page).click()
    await complete(page).click()
    await expect(page).toHaveURL(/\/$/, SLOW)
    expect((await ownApplications(page)).docs).toHaveLength(1)
  })

  test('an e-mail that already has an account: one clear notice with the way to sign in, nothing lost', async ({
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
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Ya existe una cuenta con este correo. Inicia sesión para continuar.' })
    await expect(notice).toBeVisible(SLOW)
    await expect(notice.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute(
      'href',
      '/auth',
    )
    // No success text next to it (the sign-up's own answer says "Cuenta creada…").
    await expect(page.getByText(/Cuenta creada|Usuario no creado/)).toHaveCount(0)
    await expect(page).toHaveURL(/\/onboarding\?paso=3$/)
    await expect(page.getByLabel('Biografía')).toHaveValue('Productora de Bayamón.')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Acceder' })).toBeVisible()
    await expectAccessible(page)

    // Another e-mail typed in step 1: the notice goes.
    await page.getByRole('button', { name: 'Atrás' }).click()
    await page.getByRole('button', { name: 'Atrás' }).click()
    await expect(notice).toBeVisible()
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('otro'))
    await expect(notice).toHaveCount(0)
  })

  test('each step is a history entry: Back and Forward move between steps and keep what was typed', async ({
    page,
  }) => {
    test.slow()
    const email = uniqueEmail('historial')
    await page.goto('/')
    await page.goto('/onboarding')
    await fillPersonal(page, email)
    await next(page).click()
    await expect(stepHeading(page, 'Paso 2 de 3: Profesional')).toBeVisible()
    await expect(page).toHaveURL(/\/onboarding\?paso=2$/)
    await page.getByLabel('Nombre artístico').fill('Rita Beats')

    await page.goBack()
    await expect(stepHeading(page, 'Paso 1 de 3: Personal')).toBeVisible()
    await expect(page).toHaveURL(/\/onboarding$/)
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Rita')
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(email)

    await page.goForward()
    await expect(stepHeading(page, 'Paso 2 de 3: Profesional')).toBeVisible()
    await expect(page.getByLabel('Nombre artístico')).toHaveValue('Rita Beats')
    await fillProfessional(page)
    await next(page).click()
    await expect(stepHeading(page, 'Paso 3 de 3: Perfil')).toBeVisible()
    await expect(page).toHaveURL(/\/onboarding\?paso=3$/)

    // "Atrás" is the browser's Back here: one more Back leaves for the page before.
    await page.getByRole('button', { name: 'Atrás' }).click()
    await expect(stepHeading(page, 'Paso 2 de 3: Profesional')).toBeVisible()
    await expect(page).toHaveURL(/\/onboarding\?paso=2$/)
    await page.goBack()
    await expect(stepHeading(page, 'Paso 1 de 3: Personal')).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)

    // Forward again: the answers come back from the tab's draft, never the password.
    await page.goForward()
    await expect(stepHeading(page, 'Paso 1 de 3: Personal')).toBeVisible(SLOW)
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Rita')
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(email)
    const draft = await page.evaluate(() => sessionStorage.getItem('tarima:onboarding-borrador'))
    expect(draft).toContain('Rita Beats')
    expect(draft).not.toContain(PASSWORD)

    // A reload of step 2 keeps its answers; it waits for the password of step 1 first.
    await page.getByLabel('Contraseña').fill(PASSWORD)
    await next(page).click()
    await page.reload()
    await expect(stepHeading(page, 'Paso 1 de 3: Personal')).toBeVisible(SLOW)
    await expect(page).toHaveURL(/\/onboarding$/)
    await page.getByLabel('Contraseña').fill(PASSWORD)
    await next(page).click()
    await expect(page.getByLabel('Nombre artístico')).toHaveValue('Rita Beats')
    await expect(page.getByLabel('Teléfono')).toHaveValue('+1 787 555 0101')
  })

  test('a wrong file is refused when picked, before any account exists; links get https:// and the phone must be one', async ({
    page,
  }) => {
    test.slow()
    let signUps = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/users/signup')) signUps++
    })
    await page.goto('/onboarding')
    await fillPersonal(page, uniqueEmail('archivo'))
    await next(page).click()
    await fillProfessional(page)
    const phone = page.getByLabel('Teléfono')
    await phone.fill('abc')
    await phone.blur()
    await expect(page.getByText('Ingresa un teléfono válido')).toBeVisible()
    await expect(next(page)).toBeDisabled()
    await phone.fill('+1 787 555 0101')
    await next(page).click()

    // The browser's own "Choose File / No file chosen" is replaced by Spanish.
    const picker = page.getByLabel('Foto de perfil')
    await expect(page.getByText('Elegir imagen', { exact: true })).toBeVisible()
    await expect(page.getByText('Ningún archivo seleccionado')).toBeVisible()
    const wrongType = page.getByText(
      'Tipo de archivo inválido: Por favor selecciona un archivo de imagen (PNG, JPG, etc.)',
    )
    await picker.setInputFiles({
      name: 'notas.png',
      mimeType: 'image/png',
      buffer: Buffer.from('hola, esto es texto'),
    })
    await expect(wrongType).toBeVisible()
    await expect(page.getByText('Ningún archivo seleccionado')).toBeVisible()
    await picker.setInputFiles(photo)
    await expect(page.getByText('foto.png')).toBeVisible()
    await expect(wrongType).toHaveCount(0)
    // A wrong file after a good one drops both: what is shown is what would be sent.
    await picker.setInputFiles({
      name: 'dibujo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'),
    })
    await expect(wrongType).toBeVisible()
    await expect(page.getByText('Ningún archivo seleccionado')).toBeVisible()
    await picker.setInputFiles({
      name: 'enorme.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]),
    })
    await expect(page.getByText('Archivo muy grande: La imagen debe ser menor a 5MB')).toBeVisible()
    await page.getByLabel('Biografía').fill('Productora de Bayamón.')
    await expect(complete(page)).toBeDisabled()
    expect(signUps).toBe(0)

    const instagram = page.getByLabel('Instagram', { exact: true })
    await instagram.fill('instagram.com/ritabeats')
    await instagram.blur()
    await expect(instagram).toHaveValue('https://instagram.com/ritabeats')
    await expect(page.getByText('Ingresa una URL válida (https://...)')).toHaveCount(0)

    await picker.setInputFiles(photo)
    await expect(page.getByText('foto.png')).toBeVisible()
    await expect(page.getByText('Cambiar imagen', { exact: true })).toBeVisible()
    await expect(complete(page)).toBeEnabled()
    // Keyboard: the hidden input takes the focus, and its label shows the ring.
    await picker.focus()
    await expect(picker).toBeFocused()
    await expectAccessible(page)
  })

  test('a signed-in member without an application starts from the account', async ({ page }) => {
    const email = uniqueEmail('miembro-onboarding')
    const signUp = await page.request.post('/api/users/signup', {
      data: { firstName: 'Marta', lastName: 'Cuenta', email, password: PASSWORD },
    })
    expect(signUp.status()).toBe(200)

    await page.goto('/onboarding')
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(email)
    await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('readonly', '')
    await expect(page.getByLabel('Contraseña')).toHaveCount(0)
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Marta')
    await expect(next(page)).toBeEnabled()
    await expectAccessible(page)
  })
})
