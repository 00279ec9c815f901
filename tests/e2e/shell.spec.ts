import { expect, test } from './fixtures'

import { expectAccessible } from './axe'

const navLinks = ['Inicio', 'Feed', 'Mensajes', 'Directorio', 'News+']

test.describe('site shell', () => {
  test('home shows the top bar, hero and footer in Spanish', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'El hub de descubrimiento musical de Puerto Rico y Latinoamérica',
    )
    const nav = page.getByRole('navigation', { name: 'Principal' })
    for (const name of navLinks)
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Inicio', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByRole('link', { name: 'Acceder' }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Explorar Artistas' })).toHaveAttribute(
      'href',
      '/artists',
    )
    // A visitor signs up first and comes back to /join (src/features/accounts/join-button.tsx).
    await expect(page.getByRole('link', { name: 'Únete a Tarima' })).toHaveAttribute(
      'href',
      '/auth?mode=signup&next=%2Fjoin',
    )

    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Directorio' })).toHaveAttribute(
      'href',
      '/artists',
    )
    await expect(footer.getByRole('link', { name: 'Privacidad' })).toHaveAttribute(
      'href',
      '/privacy',
    )
    await expect(footer.getByRole('link', { name: 'Términos' })).toHaveAttribute('href', '/terms')
    await expect(footer.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/contact')
    for (const network of ['Instagram', 'YouTube']) {
      const link = footer.getByRole('link', { name: new RegExp(`en ${network}`) })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
    }
    await expect(footer).toContainText('© 2024')
    await expectAccessible(page)
  })

  test('the skip link jumps to the content', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Saltar al contenido' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#contenido$/)
  })

  test('signed in, the top bar offers "Mi Perfil" and "Salir"', async ({ page }) => {
    const login = await page.request.post('/api/users/login', {
      data: { email: 'miembro@tarima.app', password: 'tarima-demo' },
    })
    expect(login.ok()).toBe(true)
    await page.goto('/')
    const nav = page.getByRole('banner')
    await expect(nav.getByRole('link', { name: 'Mi Perfil' })).toBeVisible()
    await nav.getByRole('button', { name: 'Salir' }).click()
    await expect(nav.getByRole('link', { name: 'Acceder' })).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    const me = await page.request.get('/api/users/me')
    expect((await me.json()).user).toBeNull()
  })

  test('unknown pages answer 404 inside the shell', async ({ page }) => {
    const response = await page.goto('/esta-pagina-no-existe')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '¡Ups! Página no encontrada' })).toBeVisible()
    await page.getByRole('link', { name: 'Volver al inicio' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('the 404 page keeps its own tab title once loaded', async ({ page }) => {
    await page.goto('/ni-esta-existe')
    await expect(page.getByRole('heading', { name: '¡Ups! Página no encontrada' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page).toHaveTitle('Página no encontrada · Tarima')
  })

  test('the 404 page is accessible', async ({ page }) => {
    await page.goto('/tampoco-existe')
    await expect(page.getByRole('heading', { name: '¡Ups! Página no encontrada' })).toBeVisible()
    await expectAccessible(page)
  })
})

test.describe('404 without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an unknown address is a whole page served by the server', async ({ page }) => {
    const response = await page.goto('/sin-javascript-no-existe')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '¡Ups! Página no encontrada' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page).toHaveTitle('Página no encontrada · Tarima')
  })
})

test.describe('mobile menu @movil', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('slides in titled "Menú", traps focus and closes with Escape', async ({ page }) => {
    await page.goto('/')
    const open = page.getByRole('button', { name: 'Abrir menú' })
    await expect(open).toHaveAttribute('aria-expanded', 'false')
    await open.click()
    const menu = page.getByRole('dialog', { name: 'Menú' })
    await expect(menu).toBeVisible()
    await expect(open).toHaveAttribute('aria-expanded', 'true')
    for (const name of navLinks)
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Acceder' })).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(open).toBeFocused()

    await open.click()
    await menu.getByRole('link', { name: 'Directorio', exact: true }).click()
    await expect(page).toHaveURL(/\/artists$/)
  })
})
