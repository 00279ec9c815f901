import { expect, test, type Page } from './fixtures'

import { uniqueEmail } from '../helpers/api'
import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'
import { PASSWORD, signUp } from './members'

test.describe('home: featured artists', () => {
  test('the featured founder artist appears alone, with her badge and profile link', async ({
    page,
  }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Artistas Destacados' })
    await expect(section).toBeVisible()
    // The carousel is a group of slides, each a group named "n de N".
    const slides = section.getByRole('group', { name: /^\d+ de \d+$/ })
    await expect(slides).toHaveCount(1)
    const slide = slides.first()
    await expect(slide).toHaveAttribute('aria-label', '1 de 1')
    await expect(slide.getByRole('heading', { name: /Valeria Rivera/ })).toBeVisible()
    await expect(slide.getByText('⭐ FUNDADOR')).toBeVisible()
    await expect(slide.getByText('Verificado')).toBeAttached()
    // Her own bio from the listing, not a fixed text.
    await expect(slide.getByText(/^Cantautora de Bayamón y fundadora de Tarima\./)).toBeVisible()
    await expect(slide.getByRole('link', { name: /Ver Perfil/ })).toHaveAttribute(
      'href',
      /^\/artists\/\d+$/,
    )
    // One slide: both arrows are there on wide screens, and there is nowhere to move.
    await expect(section.getByRole('button', { name: 'Artista anterior' })).toBeDisabled()
    await expect(section.getByRole('button', { name: 'Artista siguiente' })).toBeDisabled()
    await expectAccessible(page)
  })

  test('the arrows draw their chevrons at full size on wide screens', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Artistas Destacados' })
    for (const name of ['Artista anterior', 'Artista siguiente']) {
      const button = section.getByRole('button', { name })
      await expect(button).toBeVisible()
      const icon = await button.locator('svg').boundingBox()
      const box = await button.boundingBox()
      expect(icon).toMatchObject({ width: 20, height: 20 })
      // Centred inside the round button, not spilling out of it.
      expect(icon!.x).toBeGreaterThanOrEqual(box!.x)
      expect(icon!.x + icon!.width).toBeLessThanOrEqual(box!.x + box!.width)
    }
  })
})

test.describe('home on a phone @movil', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the carousel has no arrows; the slide is swiped', async ({ page }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Artistas Destacados' })
    await expect(section.getByRole('group', { name: '1 de 1' })).toBeVisible()
    await expect(section.getByRole('button', { name: 'Artista anterior' })).toBeHidden()
  })
})

test.describe('home: talent directory section', () => {
  test('shows the newest professionals; its search and chips open the full directory', async ({
    page,
  }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Directorio de Talento' })
    await expect(section.getByText(/^Mostrando 12 de \d+ resultados \(\d+ total\)$/)).toBeVisible()
    const cards = section.getByRole('link', { name: /^Ver perfil de / })
    await expect(cards).toHaveCount(12)
    await expect(section.getByRole('link', { name: 'Ver todo el directorio' })).toHaveAttribute(
      'href',
      '/artists',
    )
    await expectAccessible(page)

    // Typing alone stays on the home page; Enter opens the directory with the search.
    const box = section.getByRole('searchbox', { name: 'Buscar profesionales' })
    await box.fill('regueton')
    await page.waitForTimeout(600)
    await expect(page).toHaveURL(/\/$/)
    await box.press('Enter')
    await expect(page).toHaveURL(/\/artists\?q=regueton/, { timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Directorio' })).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Buscar profesionales' })).toHaveValue(
      'regueton',
    )

    await page.goto('/')
    await page
      .getByRole('region', { name: 'Directorio de Talento' })
      .getByRole('group', { name: 'Géneros rápidos' })
      .getByRole('button', { name: 'Salsa', exact: true })
      .click()
    await expect(page).toHaveURL(/\/artists\?genre=Salsa/, { timeout: 15_000 })
  })
})

test.describe('home: "Únete a …" in the hero', () => {
  test.use({ extraHTTPHeaders: clientIpHeaders() })

  const joinButton = (page: Page) =>
    page.getByRole('region', { name: /El hub de descubrimiento/ }).getByRole('link', {
      name: /^Únete a /,
    })

  test('a visitor signs up on the sign-up tab and comes back to /join', async ({ page }) => {
    // Who is signed in is asked in the browser; the link is settled once it is known.
    const known = page.waitForResponse((response) => response.url().endsWith('/api/users/me'))
    await page.goto('/')
    await known
    await expect(joinButton(page)).toHaveAttribute('href', '/auth?mode=signup&next=%2Fjoin')
    await joinButton(page).click()
    await expect(page).toHaveURL(/\/auth\?mode=signup&next=%2Fjoin$/)
    await expect(page.getByRole('tab', { name: 'Crear cuenta' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await page.getByLabel('Nombre', { exact: true }).fill('Uma')
    await page.getByLabel('Apellido').fill('Unida')
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('unete'))
    await page.getByLabel('Contraseña').fill(PASSWORD)
    await page.getByRole('button', { name: 'Crear cuenta' }).click()
    await expect(page).toHaveURL(/\/join$/, { timeout: 30_000 })
    await expect(
      page.getByRole('heading', { level: 1, name: 'Únete a la comunidad' }),
    ).toBeVisible()
  })

  test('a signed-in member goes straight to /join', async ({ page }) => {
    await signUp(page.request, 'Miembro')
    const signedIn = page.waitForResponse((response) => response.url().endsWith('/api/users/me'))
    await page.goto('/')
    await signedIn
    await expect(joinButton(page)).toHaveAttribute('href', '/join')
    await joinButton(page).click()
    await expect(page).toHaveURL(/\/join$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Únete a la comunidad' }),
    ).toBeVisible()
  })
})

test.describe('home: "Cargar Más Profesionales"', () => {
  const section = (page: Page) => page.getByRole('region', { name: 'Directorio de Talento' })
  const cards = (page: Page) => section(page).getByRole('link', { name: /^Ver perfil de / })
  const loadMore = (page: Page) =>
    section(page).getByRole('link', { name: 'Cargar Más Profesionales' })

  test('adds 12 more in place, twice, each new card once', async ({ page }) => {
    await page.goto('/')
    await expect(cards(page)).toHaveCount(12)
    // Its address is the directory's next page, for browsers without JavaScript.
    await expect(loadMore(page)).toHaveAttribute('href', '/artists?n=24')
    await loadMore(page).click()
    await expect(cards(page)).toHaveCount(24)
    // Still the home page, with the count of what it shows.
    await expect(page).toHaveURL(/\/$/)
    await expect(section(page).getByText(/^Mostrando 24 de \d+ resultados/)).toBeVisible()
    // The keyboard goes on where reading does: the first new card.
    await expect(cards(page).nth(12)).toBeFocused()
    await expect(loadMore(page)).toHaveAttribute('href', '/artists?n=36')
    await loadMore(page).press('Enter')
    await expect(cards(page)).toHaveCount(36)
    const names = await cards(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )
    expect(new Set(names).size).toBe(36)
    await expect(page).toHaveURL(/\/$/)
    await expectAccessible(page)
  })
})

test.describe('home without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('reads whole: the featured artist, the directory and the opportunities', async ({
    page,
  }) => {
    await page.goto('/')
    const featured = page.getByRole('region', { name: 'Artistas Destacados' })
    await expect(featured.getByRole('heading', { name: /Valeria Rivera/ })).toBeVisible()
    const directory = page.getByRole('region', { name: 'Directorio de Talento' })
    await expect(directory.getByRole('link', { name: /^Ver perfil de / })).toHaveCount(12)
    await expect(page.getByRole('region', { name: 'Oportunidades recientes' })).toBeVisible()
  })
})
