import { expect, test } from '@playwright/test'

import { uniqueEmail } from '../helpers/api'
import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'

test.use({ extraHTTPHeaders: clientIpHeaders() })

test('the home newsletter form validates, subscribes and clears', async ({ page }) => {
  await page.goto('/')
  const form = page.getByRole('form', { name: 'Recibe lo mejor de la música latina' })
  const submit = form.getByRole('button', { name: 'Suscribirse' })

  await submit.click()
  await expect(page.getByText('Campos requeridos')).toBeVisible()
  await expect(page.getByText('Por favor completa tu nombre y email')).toBeVisible()

  await form.getByLabel('Nombre').fill('Marisol')
  await form.getByLabel('Email').fill('marisol@')
  await submit.click()
  await expect(page.getByText('Email inválido')).toBeVisible()

  await form.getByLabel('Email').fill(uniqueEmail('footer'))
  await submit.click()
  await expect(page.getByText('¡Suscripción exitosa!')).toBeVisible({ timeout: 15_000 })
  await expect(form.getByLabel('Nombre')).toHaveValue('')
  await expect(form.getByLabel('Email')).toHaveValue('')
  // The toast is checked too: it only slides in, so its colours are final from the start.
  await expectAccessible(page)
})

test('the confirm link page acts only on the button', async ({ page }) => {
  await page.goto('/newsletter/confirm?token=inventado')
  await expect(page.getByRole('heading', { name: 'Confirma tu suscripción' })).toBeVisible()
  await page.getByRole('button', { name: 'Confirmar suscripción' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'no es válido' })).toBeVisible()
  await expectAccessible(page)
})
