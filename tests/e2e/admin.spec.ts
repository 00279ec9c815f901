import { expect, test } from './fixtures'

import { expectAccessible } from './axe'

test.describe('Payload admin', () => {
  test('the login screen is in Spanish and editors get in', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByLabel('Correo electrónico')).toBeVisible()
    await expect(page.getByLabel('Contraseña')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible()

    await page.getByLabel('Correo electrónico').fill('editor@tarima.app')
    await page.getByLabel('Contraseña').fill('tarima-demo')
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page.getByRole('heading', { name: 'Cuentas', level: 2 })).toBeVisible({
      timeout: 30_000,
    })
    // Spanish labels of our own collections.
    await expect(page.getByRole('link', { name: /Blog y News\+/ }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: /Artistas/ }).first()).toBeVisible()
  })

  test('members cannot enter the admin', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByLabel('Correo electrónico').fill('miembro@tarima.app')
    await page.getByLabel('Contraseña').fill('tarima-demo')
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(
      page.getByText(/no (tienes|tiene) (permiso|acceso)|No autorizado/i).first(),
    ).toBeVisible({ timeout: 30_000 })
  })

  test('the login screen is accessible', async ({ page }) => {
    await page.goto('/admin/login')
    await expect(page.getByLabel('Correo electrónico')).toBeVisible()
    await expectAccessible(page)
  })
})
