import { randomInt } from 'node:crypto'

import { expect, test } from './fixtures'

import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'

test.use({ extraHTTPHeaders: clientIpHeaders() })

const PASSWORD = 'clave-segura-123'
// A save runs an upload and a write to the API: give a busy machine time.
const AFTER_SAVE = { timeout: 15_000 }
// Payload accepts the session cookie of a request without Sec-Fetch-Site only from its own origin.
const headers = { Origin: new URL(process.env.TEST_BASE_URL || 'http://localhost:3100').origin }

test.describe('your account', () => {
  let email = ''

  test.beforeEach(async ({ page }) => {
    email = `cuenta-${Date.now()}-${randomInt(1e6)}@example.test`
    const response = await page.request.post('/api/users/signup', {
      data: { firstName: 'Eva', lastName: 'Cuenta', email, password: PASSWORD },
      headers,
    })
    expect(response.ok(), await response.text()).toBe(true)
  })

  test('downloads a copy of the member data', async ({ page }) => {
    await page.goto('/profile')
    const link = page.getByRole('link', { name: 'Descargar mis datos' })
    await expect(link).toHaveAttribute('href', '/api/users/export')
    await expect(link).toHaveAttribute('download', '')

    const downloading = page.waitForEvent('download')
    await link.click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/\.json$/)

    const response = await page.request.get('/api/users/export', { headers })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-disposition']).toMatch(/^attachment/)
    const text = await response.text()
    const data = JSON.parse(text)
    expect(data).toHaveProperty('posts')
    expect(data.profiles ?? data.profile).toBeTruthy()
    expect(text).toContain(email)
    expect(text).not.toMatch(/"(hash|salt|password)"/)
  })

  test('until the e-mail is confirmed, the profile offers a new confirmation link', async ({
    page,
  }) => {
    await page.goto('/profile')
    const notice = page.getByRole('region', { name: 'Confirma tu email' })
    await expect(notice).toContainText(email)
    await expectAccessible(page)
    await notice.getByRole('button', { name: 'Reenviar enlace' }).click()
    await expect(page.getByText('Te enviamos un nuevo enlace de confirmación.')).toBeVisible(
      AFTER_SAVE,
    )
  })

  test('signing out or in in one tab updates the top bar of the others', async ({
    page,
    context,
  }) => {
    const other = await context.newPage()
    await page.goto('/')
    await other.goto('/')
    const profileLink = (tab: typeof page) =>
      tab.getByRole('banner').getByRole('link', { name: 'Mi Perfil' })
    const signInLink = (tab: typeof page) =>
      tab.getByRole('banner').getByRole('link', { name: 'Acceder' })
    await expect(profileLink(page)).toBeVisible(AFTER_SAVE)
    await expect(profileLink(other)).toBeVisible(AFTER_SAVE)

    await page.getByRole('banner').getByRole('button', { name: 'Salir' }).click()
    await expect(signInLink(page)).toBeVisible(AFTER_SAVE)
    // No reload, no focus: the other tab hears it from this one.
    await expect(signInLink(other)).toBeVisible(AFTER_SAVE)
    await expect(profileLink(other)).toHaveCount(0)

    await page.goto('/auth')
    await page.getByLabel('Correo electrónico').fill(email)
    await page.getByLabel('Contraseña').fill(PASSWORD)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(profileLink(page)).toBeVisible(AFTER_SAVE)
    await expect(profileLink(other)).toBeVisible(AFTER_SAVE)
  })

  test('deletes the account after checking the password', async ({ page }) => {
    await page.goto('/profile')
    const opener = page.getByRole('button', { name: 'Eliminar mi cuenta' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Eliminar mi cuenta' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Esta acción no se puede deshacer.')
    await expectAccessible(page)

    // Empty: the error at the field, and the focus on it; the server refuses it too.
    await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click()
    await expect(dialog.getByText('Ingresa tu contraseña para confirmar')).toBeVisible()
    await expect(dialog.getByLabel('Contraseña actual')).toBeFocused()
    await expect(dialog.getByLabel('Contraseña actual')).toHaveAttribute('aria-invalid', 'true')
    const empty = await page.request.post('/api/users/delete-account', {
      data: { password: '' },
      headers,
    })
    expect(empty.status()).toBe(400)
    expect((await empty.json()).fieldErrors).toEqual({
      password: 'Ingresa tu contraseña para confirmar',
    })

    await dialog.getByLabel('Contraseña actual').fill('no-es-la-clave')
    await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click()
    await expect(dialog.getByText('La contraseña no es correcta')).toBeVisible(AFTER_SAVE)

    await dialog.getByLabel('Contraseña actual').fill(PASSWORD)
    await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click()
    await expect(page.getByText('Cuenta eliminada')).toBeVisible(AFTER_SAVE)
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Acceder' })).toBeVisible()

    const me = await (await page.request.get('/api/users/me', { headers })).json()
    expect(me.user).toBeNull()
    const login = await page.request.post('/api/users/login', {
      data: { email, password: PASSWORD },
      headers,
    })
    expect(login.status()).toBe(401)
  })
})
