import { expect, test } from './fixtures'

import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'
import { sameOrigin, signUp } from './members'

test.use({ extraHTTPHeaders: clientIpHeaders() })

// A save is one write to the API, a click a page to render: give a busy machine time.
const AFTER_SAVE = { timeout: 15_000 }
const AFTER_CLICK = { timeout: 30_000 }

test('a member reaches "Avisos por email" from the profile and saves the choices', async ({
  page,
}) => {
  // Sign-up, two axe checks, a save and a reload.
  test.slow()
  const id = await signUp(page.request, 'Avisos')
  await page.goto('/profile')
  await page.getByRole('link', { name: 'Avisos por email' }).click()
  await expect(page).toHaveURL(/\/profile\/notificaciones$/, AFTER_CLICK)
  await expect(page.getByRole('heading', { level: 1, name: 'Avisos por email' })).toBeVisible()

  // The defaults: a weekly digest, activity and unread messages on.
  const digest = page.getByRole('group', { name: 'Oportunidades nuevas que encajan contigo' })
  await expect(digest.getByRole('radio', { name: 'Resumen semanal' })).toBeChecked()
  const activity = page.getByRole('checkbox', { name: /Avisarme por email cuando acepten/ })
  const messages = page.getByRole('checkbox', { name: /sigue sin leer 30 minutos/ })
  await expect(activity).toBeChecked()
  await expect(messages).toBeChecked()
  // Not confirmed yet: the page says why the digest and message alerts wait.
  await expect(page.getByText(/Confirma tu email para recibir/)).toBeVisible()
  await expectAccessible(page)

  await digest.getByRole('radio', { name: 'Resumen diario' }).check()
  await messages.uncheck()
  await page.getByRole('button', { name: 'Guardar preferencias' }).click()
  await expect(page.getByText('Preferencias guardadas')).toBeVisible(AFTER_SAVE)
  await expectAccessible(page)

  // Saved on the server: a reload shows them, and so does the account itself.
  await page.reload()
  await expect(
    page
      .getByRole('group', { name: 'Oportunidades nuevas que encajan contigo' })
      .getByRole('radio', { name: 'Resumen diario' }),
  ).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /sigue sin leer 30 minutos/ })).not.toBeChecked()
  await expect(
    page.getByRole('checkbox', { name: /Avisarme por email cuando acepten/ }),
  ).toBeChecked()
  const me = await (
    await page.request.get(`/api/users/${id}?depth=0`, { headers: sameOrigin })
  ).json()
  expect(me.emailAlerts).toEqual({
    opportunityDigest: 'daily',
    opportunityActivity: true,
    unreadMessages: false,
  })
})

test('the page asks a visitor to sign in', async ({ page }) => {
  await page.goto('/profile/notificaciones')
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: /sesión/ })).toHaveAttribute(
    'href',
    '/auth',
  )
  await expectAccessible(page)
})

test('the unsubscribe link confirms in Spanish, and a broken one says so', async ({ page }) => {
  await page.goto('/profile/notificaciones/baja?u=1&c=messages&token=falso')
  await expect(
    page.getByRole('heading', { name: 'Darse de baja de los avisos por email' }),
  ).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Darme de baja' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'El enlace de baja no es válido.' }),
  ).toBeVisible(AFTER_SAVE)
  await page.goto('/profile/notificaciones/baja')
  await expect(page.getByText('El enlace de baja no es válido o está incompleto.')).toBeVisible()
})
