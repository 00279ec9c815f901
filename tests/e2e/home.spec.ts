import { expect, test } from '@playwright/test'

import { expectAccessible } from './axe'

test.describe('home: featured artists', () => {
  test('the featured founder artist appears alone, with her badge and profile link', async ({
    page,
  }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Artistas Destacados' })
    await expect(section).toBeVisible()
    const slides = section.getByRole('group')
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
    await expect(section.getByRole('group').first()).toBeVisible()
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
