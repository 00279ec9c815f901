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
    await expect(slide.getByRole('link', { name: /Ver Perfil/ })).toHaveAttribute(
      'href',
      /^\/artists\/\d+$/,
    )
    // One slide: both arrows are there on wide screens, and there is nowhere to move.
    await expect(section.getByRole('button', { name: 'Artista anterior' })).toBeDisabled()
    await expect(section.getByRole('button', { name: 'Artista siguiente' })).toBeDisabled()
    await expectAccessible(page)
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
