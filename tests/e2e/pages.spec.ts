import { expect, test } from './fixtures'

import { expectAccessible } from './axe'

test.describe('legal pages', () => {
  test('privacy: minimum age 16 and Spanish data law', async ({ page }) => {
    await page.goto('/privacy')
    await expect(page).toHaveTitle(/Política de Privacidad/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Política de Privacidad' }),
    ).toBeVisible()
    await expect(page.getByText(/16 años/).first()).toBeVisible()
    await expect(page.getByText(/RGPD/).first()).toBeVisible()
    await expectAccessible(page)
  })

  test('privacy says "boletín", as the rest of the site does', async ({ page }) => {
    await page.goto('/privacy')
    const main = page.getByRole('main')
    await expect(main.getByText('Contacto y boletín')).toBeVisible()
    await expect(main).not.toContainText(/newsletter/i)
  })

  test('terms: Spanish law and the courts of Madrid', async ({ page }) => {
    await page.goto('/terms')
    await expect(page).toHaveTitle(/Términos y Condiciones/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Términos y Condiciones' }),
    ).toBeVisible()
    await expect(page.getByText(/ley española/).first()).toBeVisible()
    await expect(page.getByText(/Madrid/).first()).toBeVisible()
    await expect(page.getByText(/16 años/).first()).toBeVisible()
    await expectAccessible(page)
  })
})

test.describe('contact', () => {
  test('shows channels, opening hours and the FAQ', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible()
    await expect(page.getByText('Lunes a viernes: 9:00 - 18:00')).toBeVisible()
    await expect(page.getByText('Sábados: 10:00 - 14:00')).toBeVisible()
    await expect(page.getByText('Domingos: Cerrado')).toBeVisible()
    await page.getByText('¿Cuánto tardan en revisar mi solicitud para unirme?').click()
    await expect(page.getByText(/en un plazo de 48 horas/)).toBeVisible()
    await expectAccessible(page)
  })

  test('refuses an incomplete form with Spanish errors and keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/contact')
    await page.getByLabel('Nombre').fill('Marta')
    await page.getByLabel('Correo electrónico').fill('no-es-un-email')
    await page.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expect(page.getByText('Por favor ingresa un email válido')).toBeVisible()
    await expect(page.getByText('El asunto es requerido')).toBeVisible()
    await expect(page.getByText('El mensaje es requerido')).toBeVisible()
    await expect(page.getByLabel('Nombre')).toHaveValue('Marta')
    await expectAccessible(page)
  })

  test('counts the message live and says so when it reaches 5.000 characters', async ({ page }) => {
    await page.goto('/contact')
    const message = page.getByLabel('Mensaje')
    const counter = page.getByText(/^\d[\d.]* \/ 5\.000$/)
    await expect(counter).toHaveText('0 / 5.000')
    await message.fill('Hola')
    await expect(counter).toHaveText('4 / 5.000')
    await expect(page.getByText(/Llegaste al límite/)).toHaveCount(0)

    await message.fill('x'.repeat(4_999))
    await expect(counter).toHaveText('4.999 / 5.000')
    await message.press('End')
    await page.keyboard.type('yz')
    // The browser stops at the limit; the form says why instead of cutting without a word.
    await expect(message).toHaveValue(`${'x'.repeat(4_999)}y`)
    await expect(counter).toHaveText('5.000 / 5.000')
    await expect(
      page.getByRole('status').filter({ hasText: 'Llegaste al límite de 5.000 caracteres' }),
    ).toBeVisible()
    await expectAccessible(page)
  })

  test('sends a message that the team can read', async ({ page, request }) => {
    const subject = `Consulta e2e ${Date.now()}`
    await page.goto('/contact')
    await page.getByLabel('Nombre').fill('Marta Pérez')
    await page.getByLabel('Correo electrónico').fill('marta@correo.test')
    await page.getByLabel('Asunto').fill(subject)
    await page.getByLabel('Mensaje').fill('Hola, ¿cómo publico mi música en el feed?')
    await page.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expect(page.getByText('¡Mensaje enviado!')).toBeVisible()
    await expect(page.getByLabel('Asunto')).toHaveValue('')

    const login = await request.post('/api/users/login', {
      data: { email: 'editor@tarima.app', password: 'tarima-demo' },
    })
    const { token } = await login.json()
    const stored = await request.get(
      `/api/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}`,
      {
        headers: { Authorization: `JWT ${token}` },
      },
    )
    expect((await stored.json()).totalDocs).toBe(1)
  })
})
