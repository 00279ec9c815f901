import { expect, test, type Page } from './fixtures'

import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'
import { sameOrigin, signUp } from './members'

test.use({ extraHTTPHeaders: clientIpHeaders(), viewport: { width: 390, height: 844 } })

// Embedded players load third-party pages: they are not ours to audit.
const noEmbeds = { exclude: ['iframe'] }

/**
 * Nothing on the page is wider than the phone's screen. Compared with the screen, not the window:
 * a phone widens its layout viewport to fit wide content (and zooms out), so there the window
 * grows along with the page.
 */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: Math.min(window.screen.width, window.innerWidth),
  }))
  expect(widths.page).toBeLessThanOrEqual(widths.screen)
}

async function publishedSlug(page: Page, exclusive: boolean): Promise<string> {
  const response = await page.request.get(
    `/api/blog-posts?where[exclusive][equals]=${exclusive}&limit=1&depth=0&select[slug]=true`,
  )
  return (await response.json()).docs[0].slug as string
}

test.describe('public pages on a phone @movil', () => {
  test('the directory: filters behind "Más Filtros", cards in one column', async ({ page }) => {
    // The newest listing, first in the directory, with a name that has nowhere to wrap.
    await signUp(page.request, 'Nombrelargo')
    const created = await page.request.post('/api/artists', {
      data: {
        name: 'Supercalifragilisticoespialidoso'.repeat(3),
        role: 'Artista',
        genres: ['Salsa'],
      },
      headers: sameOrigin,
    })
    expect(created.status(), await created.text()).toBe(201)
    await page.goto('/')
    await expectNoSidewaysScroll(page)
    await page.goto('/artists')
    await expect(page.getByRole('heading', { level: 1, name: 'Directorio' })).toBeVisible()
    const extra = page.getByRole('button', { name: 'Más Filtros' })
    await expect(page.getByLabel('País')).toBeHidden()
    await extra.click()
    await expect(page.getByLabel('País')).toBeVisible()
    const cards = page.getByRole('link', { name: /^Ver perfil de / })
    await expect(cards).toHaveCount(12)
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()]
    // One column: the second card is below the first, not beside it.
    expect(second!.y).toBeGreaterThan(first!.y)
    await expectNoSidewaysScroll(page)
    await expectAccessible(page)
  })

  test('an artist page', async ({ page }) => {
    const found = await page.request.get('/api/artists?where[name][equals]=Valeria Rivera&depth=0')
    const id = (await found.json()).docs[0].id as number
    await page.goto(`/artists/${id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Valeria Rivera' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Compartir' })).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectAccessible(page, noEmbeds)
  })

  test('News+', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'News+' })).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectAccessible(page, noEmbeds)
  })

  test('a blog post', async ({ page }) => {
    await page.goto(`/blog/${await publishedSlug(page, false)}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectAccessible(page, noEmbeds)
  })

  test('a News+ article', async ({ page }) => {
    await page.goto(`/news/${await publishedSlug(page, true)}`)
    await expect(page.getByRole('link', { name: /News\+/ }).first()).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectAccessible(page, noEmbeds)
  })
})
