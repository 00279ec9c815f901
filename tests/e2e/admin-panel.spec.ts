import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'

const baseURL = process.env.TEST_BASE_URL || 'http://localhost:3100'
test.use({ extraHTTPHeaders: { ...clientIpHeaders(), Origin: new URL(baseURL).origin } })

// Who is signed in is asked in the browser after the cached page arrives.
const HYDRATED = { timeout: 30_000 }

async function signIn(target: { request: APIRequestContext }, email: string) {
  const response = await target.request.post('/api/users/login', {
    data: { email, password: 'tarima-demo' },
  })
  expect(response.ok()).toBe(true)
}

const adminButton = (page: Page) => page.getByRole('button', { name: 'Admin', exact: true })

test.describe('founders’ Admin button and panel', () => {
  test('a founder drags the button, it stays put, and the panel shows the analytics', async ({
    page,
    playwright,
  }) => {
    // A visitor's view, for the figures below.
    const visitor = await playwright.request.newContext({ baseURL })
    await visitor.post('/api/analytics-events/track', {
      data: { events: [{ type: 'page_view', path: '/' }] },
    })
    await visitor.dispose()
    await signIn(page, 'fundadora@tarima.app')
    await page.goto('/')
    const button = adminButton(page)
    await expect(button).toBeVisible(HYDRATED)

    // Near the top right by default.
    const viewport = page.viewportSize()!
    const start = (await button.boundingBox())!
    expect(start.x).toBeGreaterThan(viewport.width / 2)
    expect(start.y).toBeLessThan(viewport.height / 3)

    // Dragging far past the left edge keeps it inside the window, and does not open the panel.
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
    await page.mouse.down()
    await page.mouse.move(-500, start.y + 200, { steps: 8 })
    await page.mouse.up()
    const dropped = (await button.boundingBox())!
    expect(dropped.x).toBeGreaterThanOrEqual(0)
    expect(dropped.y).toBeGreaterThan(start.y + 100)
    await expect(page.getByRole('dialog', { name: 'Panel de administración' })).toBeHidden()

    // The arrow keys move it too.
    await button.focus()
    await page.keyboard.press('ArrowRight')
    expect((await button.boundingBox())!.x).toBeGreaterThan(dropped.x)
    const moved = (await button.boundingBox())!

    await page.reload()
    await expect(button).toBeVisible(HYDRATED)
    await expect.poll(async () => (await button.boundingBox())!.y).toBeCloseTo(moved.y, 0)

    await button.click()
    const panel = page.getByRole('dialog', { name: 'Panel de administración' })
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('tab', { name: 'Analíticas' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(panel.getByRole('table', { name: 'Visitas de los últimos 30 días' })).toBeAttached(
      HYDRATED,
    )
    // Visitors' and members' visits are counted (staff's own never are: src/lib/staff-visit.ts).
    await expect(panel.getByText(/^[1-9]\d* visitas en 30 días$/)).toBeVisible()
    await expect(panel.getByRole('heading', { name: 'Páginas más vistas' })).toBeVisible()
    await expect(panel.getByRole('heading', { name: 'Botones con más clics' })).toBeVisible()
    await expect(panel.getByText('Usuarios nuevos (7 días)')).toBeVisible()
    await expectAccessible(page)

    await panel.getByRole('tab', { name: 'Analíticas' }).press('ArrowRight')
    await expect(panel.getByRole('tab', { name: 'Insights' })).toBeFocused()
    await expect(panel.getByText('Solicitudes aprobadas')).toBeVisible()
    await panel.getByRole('tab', { name: 'Editor visual' }).click()
    await expect(panel.getByRole('link', { name: /Artículos y News\+/ })).toHaveAttribute(
      'href',
      '/admin/collections/blog-posts',
    )
    await panel.getByRole('tab', { name: 'Generador de contenido' }).click()
    await expect(panel.getByRole('link', { name: /Artistas destacados/ })).toHaveAttribute(
      'href',
      /\/admin\/collections\/artists/,
    )
    await expectAccessible(page)
  })

  test('a member sees no Admin button and cannot read the analytics', async ({ page }) => {
    await signIn(page, 'miembro@tarima.app')
    await page.goto('/')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mi Perfil' })).toBeVisible(
      HYDRATED,
    )
    await expect(adminButton(page)).toHaveCount(0)
    expect((await page.request.get('/api/analytics-events/summary')).status()).toBe(403)
    expect((await page.request.get('/api/analytics-events')).status()).toBe(403)
  })
})

test.describe('analytics in the Payload admin', () => {
  test('founders see the same analytics on the dashboard; editors do not', async ({ page }) => {
    test.slow()
    await signIn(page, 'fundadora@tarima.app')
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Analíticas de Tarima' })).toBeVisible({
      timeout: 60_000,
    })
    await expect(page.getByRole('table', { name: 'Visitas de los últimos 30 días' })).toBeAttached()
    await expect(page.getByText('Usuarios nuevos (7 días)')).toBeVisible()

    await page.context().clearCookies()
    await signIn(page, 'editor@tarima.app')
    await page.goto('/admin')
    await expect(page.getByRole('navigation').first()).toBeVisible({ timeout: 60_000 })
    await expect(page.getByRole('heading', { name: 'Analíticas de Tarima' })).toHaveCount(0)
  })
})

test.describe('analytics from the browser', () => {
  test('a visitor’s page views, CTA click and News+ read are recorded without cookies', async ({
    page,
    browser,
  }) => {
    // Four pages and ten seconds of reading.
    test.slow()
    const slugs = await page.request.get(
      '/api/blog-posts?where[exclusive][equals]=true&limit=1&depth=0&select[slug]=true',
    )
    const slug = (await slugs.json()).docs[0].slug as string
    const since = new Date().toISOString()

    await page.goto('/')
    await page.getByRole('link', { name: 'Explorar Artistas' }).click()
    await expect(page).toHaveURL(/\/artists$/, HYDRATED)
    await page.goto(`/news/${slug}`)
    // blog_read comes 10 s into the article; leaving the page sends what is queued.
    await page.waitForTimeout(11_000)
    await page.goto('/blog')
    expect(await page.context().cookies()).toEqual([])

    const founder = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { ...clientIpHeaders(), Origin: new URL(baseURL).origin },
    })
    await signIn(founder, 'fundadora@tarima.app')
    const events = async () => {
      const response = await founder.request.get(
        `/api/analytics-events?where[createdAt][greater_than]=${since}&limit=200&depth=0&sort=createdAt`,
      )
      return (await response.json()).docs as {
        eventType: string
        pageUrl: string
        elementName?: string
      }[]
    }
    await expect
      .poll(
        async () =>
          (await events()).map((e) => `${e.eventType} ${e.pageUrl} ${e.elementName ?? ''}`.trim()),
        {
          timeout: 20_000,
        },
      )
      .toEqual(
        expect.arrayContaining([
          'page_view /',
          'cta_click / inicio-explorar-artistas',
          'page_view /artists',
          `page_view /news/${slug}`,
          `blog_read /news/${slug}`,
          'page_view /blog',
        ]),
      )
    await founder.close()
  })
})
