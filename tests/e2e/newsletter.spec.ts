import { expect, test } from './fixtures'

import { api, uniqueEmail } from '../helpers/api'
import { tokenFromMail } from '../helpers/smtp'
import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'
import { mailSinkForFile } from './mail-sink'

test.use({ extraHTTPHeaders: clientIpHeaders() })

// The confirmation e-mails arrive here.
const smtp = mailSinkForFile()

/** Subscribes `email` through the API and returns the token of its confirmation link. */
async function newsletterToken(email: string) {
  const reply = await api('POST', '/api/newsletter-subscribers/subscribe', {
    body: { name: 'Lectora', email },
  })
  expect(reply.status).toBe(200)
  return tokenFromMail(await smtp.waitFor(email, 'Confirmar suscripción'), '/newsletter/confirm')
}

test('the home newsletter form validates, subscribes and clears', async ({ page }) => {
  await page.goto('/')
  const form = page.getByRole('form', { name: 'Recibe lo mejor de la música latina' })
  const submit = form.getByRole('button', { name: 'Suscribirse' })

  await submit.click()
  await expect(page.getByText('Campos requeridos')).toBeVisible()
  await expect(page.getByText('Por favor completa tu nombre y email')).toBeVisible()

  // A name over 120 characters: the input keeps 120, and a longer one gets its own message.
  await form.getByLabel('Nombre').fill('N'.repeat(130))
  await expect(form.getByLabel('Nombre')).toHaveValue('N'.repeat(120))
  await form.getByLabel('Nombre').evaluate((input: HTMLInputElement) => {
    input.removeAttribute('maxlength')
  })
  await form.getByLabel('Nombre').fill('N'.repeat(121))
  await form.getByLabel('Correo electrónico').fill(uniqueEmail('largo'))
  await submit.click()
  await expect(page.getByText('El nombre no puede superar los 120 caracteres')).toBeVisible()
  await expect(page.getByText('Email inválido')).toHaveCount(0)

  await form.getByLabel('Nombre').fill('Marisol')
  await form.getByLabel('Correo electrónico').fill('marisol@')
  await submit.click()
  await expect(page.getByText('Email inválido')).toBeVisible()

  await form.getByLabel('Correo electrónico').fill(uniqueEmail('footer'))
  await submit.click()
  await expect(page.getByText('¡Suscripción exitosa!')).toBeVisible({ timeout: 15_000 })
  await expect(form.getByLabel('Nombre')).toHaveValue('')
  await expect(form.getByLabel('Correo electrónico')).toHaveValue('')
  // The toast is checked too: it only slides in, so its colours are final from the start.
  await expectAccessible(page)
})

test('the confirm page says it is confirmed once the button confirmed it', async ({ page }) => {
  const email = uniqueEmail('confirma')
  const token = await newsletterToken(email)
  await page.goto(`/newsletter/confirm?token=${token}`)
  await expect(page.getByRole('heading', { name: 'Confirma tu suscripción' })).toBeVisible()
  await page.getByRole('button', { name: 'Confirmar suscripción' }).click()
  await expect(page.getByRole('heading', { name: '¡Suscripción confirmada!' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByRole('status')).toContainText('Ya estás suscrito al boletín')
  await expect(page.getByText('Confirma tu suscripción')).toHaveCount(0)
  await expect(page.getByText('Presiona el botón')).toHaveCount(0)
  await expectAccessible(page)
})

test('the confirm link page acts only on the button', async ({ page }) => {
  await page.goto('/newsletter/confirm?token=inventado')
  await expect(page.getByRole('heading', { name: 'Confirma tu suscripción' })).toBeVisible()
  await page.getByRole('button', { name: 'Confirmar suscripción' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'no es válido' })).toBeVisible()
  await expectAccessible(page)
})
