// How a page gets its scripts (src/server/later-scripts.ts): a visitor reads a page that runs
// none until a first touch or a few idle seconds, and nothing done meanwhile is lost; a member's
// page runs them right after the first paint.
import { expect, gotoUnstarted, test } from './fixtures'

import { clientIpHeaders } from './client-ip'
import { mailSinkForFile } from './mail-sink'
import { signUp } from './members'

test.use({ extraHTTPHeaders: clientIpHeaders() })

const smtp = mailSinkForFile()

// Next's own scripts (its noModule polyfill never runs in a browser of today).
const NEXT_SCRIPTS = 'script[src*="/_next/static/"]:not([nomodule])'

test("a visitor's page holds no payload and starts its scripts when idle", async ({ page }) => {
  const html = await (await page.request.get('/')).text()
  expect(html).not.toContain('__next_f.push')
  expect(html).toContain('__tarimaLater("/_next/static/')

  await gotoUnstarted(page, '/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.locator(NEXT_SCRIPTS).count()).toBe(0)
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')
  // Idle: the payload, then the scripts, then React has the page.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 })
  expect(await page.locator(NEXT_SCRIPTS).count()).toBeGreaterThan(0)
})

test('a button pressed before React is pressed once React has the page', async ({ page }) => {
  await gotoUnstarted(page, '/')
  const search = page.getByRole('banner').getByRole('button', { name: 'Buscar artistas' })
  // A double click before React: one search dialog, opened once.
  await search.dblclick()
  await expect(page.getByRole('dialog', { name: 'Buscar artistas' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  await expect(page.getByRole('dialog')).toHaveCount(1)
})

test('what a visitor typed before React is what the form sends', async ({ page }) => {
  await gotoUnstarted(page, '/')
  const form = page.getByRole('form', { name: 'Recibe lo mejor de la música latina' })
  const email = `antes-de-react-${Date.now()}@example.com`
  await form.getByLabel('Nombre').fill('Lectora Temprana')
  await form.getByLabel('Correo electrónico').fill(email)
  await form.getByLabel('Correo electrónico').press('Enter')
  await expect(page.getByText('¡Suscripción exitosa!')).toBeVisible({ timeout: 20_000 })
  await expect(form.getByLabel('Correo electrónico')).toHaveValue('')
  // The server, which refuses a sign-up without a name, took it and wrote to that address.
  await smtp.waitFor(email, 'Confirmar suscripción')
})

test("a member's page keeps its payload and starts right after the first paint", async ({
  page,
}) => {
  await signUp(page.request, 'Temprana')
  const html = await (await page.request.get('/')).text()
  expect(html).toContain('__next_f.push')
  expect(html).toContain('var lazy=false')

  await gotoUnstarted(page, '/')
  // No touch and well before the visitor's idle start: React has the page.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 2_500 })
})

test('before React, the header offers "Acceder" to a visitor and keeps it from a member', async ({
  page,
  browser,
}) => {
  const signInLink = page.getByRole('banner').getByRole('link', { name: 'Acceder' })
  await gotoUnstarted(page, '/')
  await expect(signInLink).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')

  // Read without JavaScript, the page has it too.
  const reader = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: clientIpHeaders(),
  })
  const readerPage = await reader.newPage()
  await readerPage.goto('/')
  await expect(readerPage.getByRole('banner').getByRole('link', { name: 'Acceder' })).toBeVisible()
  await reader.close()

  // A member whose scripts have not arrived: the placeholder, not a flash of "Acceder".
  await signUp(page.request, 'Cabecera')
  const scripts = /\/_next\/static\/.*\.js/
  await page.route(scripts, (route) => route.abort())
  await gotoUnstarted(page, '/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-session', '')
  await expect(signInLink).toBeHidden()
  await page.unroute(scripts)
  await page.goto('/')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mi Perfil' })).toBeVisible()
  await expect(signInLink).toBeHidden()
})
