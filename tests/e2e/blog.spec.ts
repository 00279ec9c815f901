import { randomInt } from 'node:crypto'

import { expect, test, type Page } from './fixtures'

import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'

test.use({ extraHTTPHeaders: clientIpHeaders() })

// Payload accepts the session cookie of a request without Sec-Fetch-Site only from its own origin.
const headers = { Origin: new URL(process.env.TEST_BASE_URL || 'http://localhost:3100').origin }
// Embedded players load third-party pages: they are not ours to audit.
const noEmbeds = { exclude: ['iframe'] }
const AFTER_SAVE = { timeout: 15_000 }
// Who is signed in is asked in the browser after the cached page arrives.
const HYDRATED = { timeout: 30_000 }

async function signUp(page: Page) {
  const response = await page.request.post('/api/users/signup', {
    data: {
      firstName: 'Lola',
      lastName: 'Lectora',
      email: `lectora-${Date.now()}-${randomInt(1e6)}@example.test`,
      password: 'clave-segura-123',
    },
    headers,
  })
  expect(response.ok(), await response.text()).toBe(true)
}

test.describe('News+ landing', () => {
  test('shows the featured exclusive, the video and the latest posts', async ({ page }) => {
    await page.goto('/blog')
    await expect(page).toHaveTitle(/News\+/)
    await expect(page.getByRole('heading', { level: 1, name: 'News+' })).toBeVisible()
    await expect(page.getByTitle('Video destacado de News+')).toBeAttached()
    // The newest published post is among the latest (other test files publish posts too).
    const newest = await page.request.get(
      '/api/blog-posts?where[exclusive][not_equals]=true&sort=-publishedAt&limit=1&depth=0',
    )
    const { slug } = (await newest.json()).docs[0]
    await expect(page.locator(`a[href="/blog/${slug}"]`).first()).toBeVisible()
    await expectAccessible(page, noEmbeds)

    await page.getByRole('link', { name: 'Leer la exclusiva' }).click()
    await expect(page).toHaveURL(/\/news\/la-reina-del-dembow$/, HYDRATED)
    await expect(page.getByRole('heading', { level: 1, name: /La Reina del Dembow/ })).toBeVisible()
  })

  test('the featured card shows its whole cover, never cropping what it says', async ({ page }) => {
    for (const width of [1280, 800, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/blog')
      const cover = page.getByRole('region', { name: 'Exclusiva News+' }).locator('img')
      await expect(cover).toBeVisible()
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
      const shown = await cover.evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect()
        return {
          fit: getComputedStyle(img).objectFit,
          box: box.width / box.height,
          image: img.naturalWidth / img.naturalHeight,
        }
      })
      // Either scaled to fit inside its box, or the box has the cover's own shape.
      if (shown.fit !== 'contain') {
        expect(Math.abs(shown.box - shown.image), `${width}px`).toBeLessThan(0.02)
      }
    }
  })
})

test.describe('blog post', () => {
  test('shows title, author, category and tags; a visitor is asked to sign in', async ({
    page,
  }) => {
    await page.goto('/blog/press-kit-que-los-ar-leen')
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Cómo preparar un press kit que los A&R sí lean',
      }),
    ).toBeVisible()
    await expect(page.getByText(/^Por /)).toBeVisible()
    await expect(page.getByText('Categoría: Carrera')).toBeVisible()
    await expect(page.getByText('#consejos')).toBeVisible()
    await expect(page.getByText(/\d+ visitas?/)).toBeVisible(HYDRATED)
    await expect(page.getByText('Inicia sesión para dejar un comentario')).toBeVisible(HYDRATED)
    await expect(page.getByRole('textbox', { name: 'Escribe un comentario' })).toHaveCount(0)
    await expectAccessible(page, noEmbeds)

    await page.getByRole('button', { name: /^Me gusta/ }).click()
    await expect(page.getByText('Debes iniciar sesión para dar like')).toBeVisible()
  })

  test('publishes valid JSON-LD for the article', async ({ page }) => {
    await page.goto('/blog/press-kit-que-los-ar-leen')
    const json = await page.locator('script[type="application/ld+json"]').textContent()
    const data = JSON.parse(json ?? '')
    expect(data['@type']).toBe('Article')
    expect(data.headline).toBe('Cómo preparar un press kit que los A&R sí lean')
    expect(data.publisher.name).toBe('Tarima')
    expect(data.author.name).toBeTruthy()
    expect(data.datePublished).toBeTruthy()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/blog\/press-kit-que-los-ar-leen$/,
    )
  })

  test('a member comments and likes', async ({ page }) => {
    // Sign-up, the REST writes (comment, like) and a reload: give a busy machine time.
    test.slow()
    await signUp(page)
    await page.goto('/blog/cumbia-digital-festivales-europeos')
    const field = page.getByRole('textbox', { name: 'Escribe un comentario' })
    await expect(field).toBeVisible(HYDRATED)

    // Only spaces: refused in the browser with the shared rule.
    await field.fill('   ')
    await page.getByRole('button', { name: 'Comentar', exact: true }).click()
    await expect(page.getByText('El comentario no puede estar vacío')).toBeVisible()

    const comment = `¡Qué buena noticia! ${Date.now()}`
    await field.fill(comment)
    await expect(page.getByText(`${comment.length}/500 caracteres`)).toBeVisible()
    await page.getByRole('button', { name: 'Comentar', exact: true }).click()
    const item = page.getByRole('listitem').filter({ hasText: comment })
    await expect(item.getByText(comment)).toBeVisible(AFTER_SAVE)
    await expect(item.getByText('Lola Lectora')).toBeVisible()
    await expect(item.getByText(/hace/)).toBeVisible()
    await expect(field).toHaveValue('')

    const like = page.getByRole('button', { name: /^Me gusta/ })
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await like.click()
    await expect(page.getByRole('button', { name: /^Quitar me gusta/ })).toHaveAttribute(
      'aria-pressed',
      'true',
      AFTER_SAVE,
    )
    await expectAccessible(page, noEmbeds)

    // Both survive a reload: the comment is stored and the like is the member's own row.
    await page.reload()
    await expect(page.getByText(comment)).toBeVisible(AFTER_SAVE)
    await expect(page.getByRole('button', { name: /^Quitar me gusta/ })).toBeVisible(AFTER_SAVE)
    await page.getByRole('button', { name: /^Quitar me gusta/ }).click()
    await expect(page.getByRole('button', { name: /^Me gusta/ })).toHaveAttribute(
      'aria-pressed',
      'false',
      AFTER_SAVE,
    )
  })

  test('Enter sends a comment, Shift+Enter starts a new line, as in the messages', async ({
    page,
  }) => {
    test.slow()
    await signUp(page)
    await page.goto('/blog/cumbia-digital-festivales-europeos')
    const field = page.getByRole('textbox', { name: 'Escribe un comentario' })
    await expect(field).toBeVisible(HYDRATED)
    await expect(
      page.getByText('Enter para enviar, Shift+Enter para una nueva línea'),
    ).toBeVisible()
    const first = `Primera línea ${Date.now()}`
    await field.click()
    await page.keyboard.type(first)
    await page.keyboard.press('Shift+Enter')
    await page.keyboard.type('Segunda línea')
    await expect(field).toHaveValue(`${first}\nSegunda línea`)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('listitem').filter({ hasText: first })).toBeVisible(AFTER_SAVE)
    await expect(field).toHaveValue('')
  })

  test('"Compartir" is as tall as the like button beside it, on one line', async ({ page }) => {
    await page.goto('/blog/press-kit-que-los-ar-leen')
    const like = await page.getByRole('button', { name: /^Me gusta/ }).boundingBox()
    const share = await page.getByRole('button', { name: 'Compartir' }).boundingBox()
    expect(share!.height).toBe(like!.height)
    expect(share!.y + share!.height / 2).toBe(like!.y + like!.height / 2)
  })

  test('an unknown slug answers 404 with "Post no encontrado"', async ({ page }) => {
    const response = await page.goto('/blog/este-articulo-no-existe')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Post no encontrado' })).toBeVisible()
    await page.getByRole('link', { name: 'Volver al blog' }).click()
    await expect(page).toHaveURL(/\/blog$/, HYDRATED)
  })
})

test.describe('blog post views', () => {
  const slug = 'bomba-y-plena-siglo-xxi'
  const shown = async (page: Page) => {
    const text = await page.getByText(/^\d+ visitas?$/).textContent(HYDRATED)
    return Number.parseInt(text ?? '', 10)
  }

  test('the count shown is the real one, also after a reload of the cached page', async ({
    page,
    browser,
  }) => {
    await page.goto(`/blog/${slug}`)
    const first = await shown(page)
    expect(first).toBeGreaterThan(0)

    // Another reader (another session) counts one more view.
    const other = await browser.newContext({ extraHTTPHeaders: clientIpHeaders() })
    const reader = await other.newPage()
    await reader.goto(`/blog/${slug}`)
    const second = await shown(reader)
    expect(second).toBeGreaterThan(first)
    await other.close()

    // A reload counts nothing more in this session, yet shows the new total, never the page's
    // cached number (nor a "0" while it asks).
    const seen: string[] = []
    await page.exposeFunction('reportViews', (text: string) => seen.push(text))
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const text = document.body?.innerText.match(/\b\d+ visitas?\b/)?.[0]
        if (text) (window as unknown as { reportViews: (t: string) => void }).reportViews(text)
      }).observe(document, { subtree: true, childList: true, characterData: true })
    })
    await page.reload()
    const after = await shown(page)
    expect(after).toBeGreaterThanOrEqual(second)
    for (const text of seen) expect(Number.parseInt(text, 10)).toBeGreaterThanOrEqual(second)
  })
})

test.describe('News+ article', () => {
  test('the welcome popup opens once, 30 seconds in, and closes with "Más Tarde"', async ({
    page,
  }) => {
    test.slow()
    await page.clock.install()
    await page.goto('/news/la-reina-del-dembow')
    await expect(page.getByRole('link', { name: 'Volver a News+' })).toHaveAttribute(
      'href',
      '/blog',
    )
    await expect(page.getByRole('link', { name: /Empieza gratis/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )
    const popup = page.getByRole('dialog', { name: '¡Bienvenida a News+!' })
    await page.clock.runFor(20_000)
    await expect(popup).toBeHidden()
    // The timer starts once the page is interactive, which a busy dev server may delay.
    await expect
      .poll(async () => {
        await page.clock.runFor(11_000)
        return popup.isVisible()
      }, HYDRATED)
      .toBe(true)
    await expect(popup.getByRole('link', { name: 'Suscribirse al boletín' })).toBeVisible()
    await expectAccessible(page, noEmbeds)
    await popup.getByRole('button', { name: 'Más Tarde' }).click()
    await expect(popup).toBeHidden()

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: /La Reina del Dembow/ })).toBeVisible()
    await page.clock.runFor(40_000)
    await expect(popup).toBeHidden()
  })

  test('the call to action is a button to the set link; "Suscribirse al boletín" leads to the form', async ({
    page,
  }) => {
    test.slow()
    await page.clock.install()
    await page.goto('/news/la-reina-del-dembow')
    // The call to action leads to the editors' setting (empty: its default), as a button.
    const cta = page.getByRole('link', { name: /Empieza gratis/ })
    await expect(cta).toHaveAttribute('href', 'https://onerpm.com/')
    await expect(cta).toHaveAttribute('target', '_blank')
    await expect(cta).toHaveAttribute('rel', 'noopener noreferrer')
    // The kit's primary button (night text on amber), not the article's underlined link style.
    await expect(cta).toHaveCSS('text-decoration-line', 'none')
    await expect(cta).toHaveCSS('color', 'rgb(12, 10, 18)')
    await expect(cta).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    const popup = page.getByRole('dialog', { name: '¡Bienvenida a News+!' })
    await expect
      .poll(async () => {
        await page.clock.runFor(31_000)
        return popup.isVisible()
      }, HYDRATED)
      .toBe(true)
    await popup.getByRole('link', { name: 'Suscribirse al boletín' }).click()
    // The home page may be compiled on demand by the dev server: give it time.
    await expect(page).toHaveURL(/\/#newsletter$/, { timeout: 90_000 })
    await expect(page.locator('#newsletter').getByRole('textbox').first()).toBeVisible(HYDRATED)
  })

  test('an ordinary post is not a News+ article: /news sends it to its /blog address', async ({
    page,
  }) => {
    const response = await page.goto('/news/press-kit-que-los-ar-leen')
    expect(response?.request().redirectedFrom()?.url()).toMatch(
      /\/news\/press-kit-que-los-ar-leen$/,
    )
    await expect(page).toHaveURL(/\/blog\/press-kit-que-los-ar-leen$/, HYDRATED)
    expect(response?.status()).toBe(200)
  })
})
