import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { tinyPng, uniqueEmail } from '../helpers/api'
import { startSmtpSink, type ReceivedMail } from '../helpers/smtp'
import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'

test.use({ extraHTTPHeaders: clientIpHeaders() })

const PASSWORD = 'clave-segura-1'
// Account writes hash the password (and a dev server compiles pages on first use): allow time.
const SLOW = { timeout: 20_000 }

// The app under test e-mails through SMTP to TEST_SMTP_PORT; this file listens there while it runs
// (e2e files run one at a time, so no other file holds the port).
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
test.beforeAll(async () => {
  smtp = await startSmtpSink()
})
test.afterAll(async () => {
  await smtp?.close()
})

/** An account opened through the API, in a request context of its own (no browser session). */
async function createAccount(request: APIRequestContext, prefix = 'acceso') {
  const email = uniqueEmail(prefix)
  const response = await request.post('/api/users/signup', {
    data: { firstName: 'Prueba', lastName: 'Acceso', email, password: PASSWORD },
  })
  expect(response.status()).toBe(200)
  return email
}

const banner = (page: Page) => page.getByRole('banner')

/**
 * A REST read with the browser's session. From the page itself: Payload accepts the session
 * cookie only on same-origin requests (CSRF protection), which page.request is not.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON replies
const getJson = (page: Page, path: string): Promise<any> =>
  page.evaluate(async (url) => (await fetch(url)).json(), path)

/** Waits for a mail to `to` whose decoded text matches `pattern` (the welcome mail comes first). */
async function waitForMail(to: string, pattern: RegExp, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const found = smtp.mails
      .filter((mail: ReceivedMail) => mail.to.includes(to))
      .map((mail) => decodeQuotedPrintable(mail.raw))
      .find((text) => pattern.test(text))
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No llegó ningún correo para ${to} con ${pattern}`)
}

/** Enough quoted-printable for links: soft line breaks and "=" itself. */
const decodeQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=')

/** The path and query of the mail's first link to `path` (on the server under test). */
function linkFromMail(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s"'<>]*${path}\\?token=[^\\s"'<>&]+`))
  if (!match) throw new Error(`El correo no tiene un enlace a ${path}`)
  const url = new URL(match[0])
  return `${url.pathname}${url.search}`
}

test.describe('acceder', () => {
  test('?mode=signup opens sign-up; the tabs switch with the keyboard', async ({ page }) => {
    await page.goto('/auth?mode=signup')
    await expect(page.getByRole('heading', { level: 1, name: 'Acceder' })).toBeVisible()
    await expect(page).toHaveTitle(/Acceder/)
    const signUpTab = page.getByRole('tab', { name: 'Crear cuenta' })
    await expect(signUpTab).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByLabel('Nombre', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Foto de perfil (opcional)')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Completa tu perfil' })).toHaveAttribute(
      'href',
      '/onboarding',
    )
    await expectAccessible(page)

    await signUpTab.focus()
    await page.keyboard.press('ArrowLeft')
    const signInTab = page.getByRole('tab', { name: 'Iniciar sesión' })
    await expect(signInTab).toBeFocused()
    await expect(signInTab).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByLabel('Nombre', { exact: true })).toBeHidden()
  })

  test('validation messages show next to the fields without leaving the page', async ({ page }) => {
    await page.goto('/auth?mode=signup')
    const submit = page.getByRole('button', { name: 'Crear cuenta' })
    await submit.click()
    await expect(page.getByText('El nombre es requerido')).toBeVisible()
    await expect(page.getByText('El apellido es requerido')).toBeVisible()
    await expect(page.getByText('El email es requerido')).toBeVisible()
    await expect(page.getByText('La contraseña es requerida')).toBeVisible()
    await expect(page.getByLabel('Nombre', { exact: true })).toBeFocused()
    await expectAccessible(page)

    await page.getByLabel('Nombre', { exact: true }).fill('Ana')
    await page.getByLabel('Apellido').fill('Prueba')
    await page.getByLabel('Correo electrónico').fill('no-es-un-email')
    await page.getByLabel('Contraseña').fill('123')
    await submit.click()
    await expect(page.getByText('Por favor ingresa un email válido')).toBeVisible()
    await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible()
    await expect(page.getByText('El nombre es requerido')).toBeHidden()
    await expect(page.getByLabel('Correo electrónico')).toBeFocused()
    await expect(page).toHaveURL(/\/auth\?mode=signup$/)

    await page.getByRole('tab', { name: 'Iniciar sesión' }).click()
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page.getByText('El email es requerido')).toBeVisible()
    await expect(page.getByText('La contraseña es requerida')).toBeVisible()
  })

  test('sign-up with a photo lands on the onboarding, signed in, with the avatar saved', async ({
    page,
  }) => {
    const email = uniqueEmail('registro')
    await page.goto('/auth')
    await page.getByRole('tab', { name: 'Crear cuenta' }).click()
    await page.getByLabel('Nombre', { exact: true }).fill('Lola')
    await page.getByLabel('Apellido').fill('Registro')
    await page
      .getByLabel('Foto de perfil (opcional)')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: tinyPng() })
    await page.getByLabel('Correo electrónico').fill(email)
    await page.getByLabel('Contraseña').fill(PASSWORD)
    await page.getByRole('button', { name: 'Crear cuenta' }).click()

    await expect(page).toHaveURL(/\/onboarding$/, SLOW)
    await expect(banner(page).getByRole('link', { name: 'Mi Perfil' })).toBeVisible()
    // Signed in without an application: the wizard starts from the account.
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(email)
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Lola')

    const { user } = await getJson(page, '/api/users/me')
    const profiles = await getJson(page, `/api/profiles?where[user][equals]=${user.id}&depth=0`)
    expect(profiles.docs).toHaveLength(1)
    expect(profiles.docs[0].avatar).toEqual(expect.any(Number))
  })

  test('sign-up refuses a wrong photo the moment it is picked, in Spanish, before any account', async ({
    page,
  }) => {
    let signUps = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/users/signup')) signUps++
    })
    await page.goto('/auth')
    await page.getByRole('tab', { name: 'Crear cuenta' }).click()
    await expect(page.getByText('Ningún archivo seleccionado')).toBeVisible()
    await page.getByLabel('Foto de perfil (opcional)').setInputFiles({
      name: 'dibujo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'),
    })
    await expect(page.getByText(/^Tipo de archivo inválido: Por favor selecciona/)).toBeVisible()
    await expect(page.getByText('Ningún archivo seleccionado')).toBeVisible()
    await expect(page.getByText(/Cuenta creada/)).toHaveCount(0)
    expect(signUps).toBe(0)
    await expectAccessible(page)
  })

  test('the welcome e-mail link confirms the address only with the button', async ({
    page,
    request,
  }) => {
    test.slow()
    const email = await createAccount(request, 'confirmar')
    const mail = await waitForMail(email, /confirm-email\?token=/)
    const link = linkFromMail(mail, '/confirm-email')

    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu email' })).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Confirmar mi email' }).click()
    await expect(page.getByText('¡Listo! Tu email está confirmado.')).toBeVisible(SLOW)

    // A used link does not work twice.
    await page.goto(link)
    await page.getByRole('button', { name: 'Confirmar mi email' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'El enlace no es válido' }),
    ).toBeVisible()
  })

  test('sign-in: a wrong password shows the Spanish error; the right one goes home', async ({
    page,
    request,
  }) => {
    test.slow()
    const email = await createAccount(request, 'entrar')
    await page.goto('/auth')
    await expectAccessible(page)
    await page.getByLabel('Correo electrónico').fill(email)
    await page.getByLabel('Contraseña').fill('no-es-la-clave')
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    const toast = page.getByRole('listitem').filter({ hasText: 'No se pudo iniciar sesión' })
    await expect(toast).toContainText('El correo o la contraseña son incorrectos.', SLOW)
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(email)

    await page.getByLabel('Contraseña').fill(PASSWORD)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page).toHaveURL(/\/$/, SLOW)
    await expect(banner(page).getByRole('link', { name: 'Mi Perfil' })).toBeVisible()

    // Members have nothing to do on /auth.
    await page.goto('/auth')
    await expect(page).toHaveURL(/\/$/, SLOW)
  })

  test('forgotten password answers without telling whether the account exists', async ({
    page,
  }) => {
    await page.goto('/auth')
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click()
    await expect(page.getByRole('heading', { name: 'Restablecer contraseña' })).toBeFocused()
    await expect(page).toHaveURL(/\/auth\?mode=forgot$/)
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('nadie'))
    await page.getByRole('button', { name: 'Enviar enlace' }).click()
    await expect(
      page.getByText(
        'Si existe una cuenta con ese email, te enviamos un enlace para restablecer tu contraseña.',
      ),
    ).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Volver a iniciar sesión' }).click()
    await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })

  test('reset flow: the e-mailed link sets a new password that signs in', async ({
    page,
    request,
  }) => {
    test.slow()
    const email = await createAccount(request, 'restablecer')
    await page.goto('/auth?mode=forgot')
    await page.getByLabel('Correo electrónico').fill(email)
    await page.getByRole('button', { name: 'Enviar enlace' }).click()
    await expect(page.getByText('Si existe una cuenta con ese email')).toBeVisible()

    const mail = await waitForMail(email, /reset-password\?token=/)
    await page.goto(linkFromMail(mail, '/reset-password'))
    await expect(page.getByRole('heading', { name: 'Crea una contraseña nueva' })).toBeVisible()
    await expectAccessible(page)
    const newPassword = 'otra-clave-2'
    await page.getByLabel('Nueva contraseña').fill(newPassword)
    await page.getByLabel('Confirmar contraseña').fill('distinta-3')
    await page.getByRole('button', { name: 'Guardar contraseña' }).click()
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible()
    await page.getByLabel('Confirmar contraseña').fill(newPassword)
    await page.getByRole('button', { name: 'Guardar contraseña' }).click()
    await expect(page).toHaveURL(/\/$/, SLOW)
    await expect(banner(page).getByRole('link', { name: 'Mi Perfil' })).toBeVisible()

    await banner(page).getByRole('button', { name: 'Salir' }).click()
    await expect(banner(page).getByRole('link', { name: 'Acceder' })).toBeVisible()
    await page.goto('/auth')
    await page.getByLabel('Correo electrónico').fill(email)
    await page.getByLabel('Contraseña').fill(newPassword)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page).toHaveURL(/\/$/, SLOW)
    await expect(banner(page).getByRole('link', { name: 'Mi Perfil' })).toBeVisible()
  })

  test('links without a token explain what to do', async ({ page }) => {
    await page.goto('/reset-password')
    await expect(page.getByRole('heading', { level: 1, name: 'Enlace incompleto' })).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).click()
    await expect(page.getByRole('heading', { name: 'Restablecer contraseña' })).toBeVisible()

    await page.goto('/confirm-email')
    await expect(page.getByText('El enlace de confirmación no es válido')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Confirmar mi email' })).toHaveCount(0)
  })
})
