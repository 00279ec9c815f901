import { randomInt } from 'node:crypto'

import { expect, request, test, type APIRequestContext, type Page } from './fixtures'

import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'

const ip = clientIpHeaders()
test.use({ extraHTTPHeaders: ip })

const BASE_URL = process.env.TEST_BASE_URL || 'http://localhost:3100'
// Payload accepts the session cookie of a request without Sec-Fetch-Site only from its own origin.
const headers = { Origin: new URL(BASE_URL).origin }
// Embedded players load third-party pages: they are not ours to audit.
const noEmbeds = { exclude: ['iframe'] }
const AFTER_SAVE = { timeout: 15_000 }

/** Signs up a member in this API context (the page's own, or a separate one) and signs in. */
async function signUp(api: APIRequestContext, firstName: string, lastName: string) {
  const response = await api.post('/api/users/signup', {
    data: {
      firstName,
      lastName,
      email: `feed-${Date.now()}-${randomInt(1e6)}@example.test`,
      password: 'clave-segura-123',
    },
    headers,
  })
  expect(response.ok(), await response.text()).toBe(true)
  const me = await api.get('/api/users/me', { headers })
  return (await me.json()).user.id as number
}

async function otherMember(firstName: string, lastName: string) {
  const api = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: ip })
  const id = await signUp(api, firstName, lastName)
  return { api, id }
}

async function openComposer(page: Page) {
  await page.goto('/feed')
  await page.getByRole('button', { name: 'Nuevo post' }).click()
  return page.getByRole('textbox', { name: '¿Qué quieres compartir?' })
}

test.describe('feed', () => {
  test('asks visitors to sign in', async ({ page }) => {
    await page.goto('/feed')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Debes iniciar sesión' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Iniciar sesión' }).last()).toHaveAttribute(
      'href',
      '/auth',
    )
    await expect(page.getByRole('button', { name: 'Nuevo post' })).toHaveCount(0)
    await expectAccessible(page)
  })

  test('a member publishes a post with a link, likes, comments and deletes it', async ({
    page,
  }) => {
    test.slow()
    await signUp(page.request, 'Paula', 'Publica')
    const content = await openComposer(page)
    await expect(content).toBeFocused()

    // Refused in the browser with the shared rules; nothing typed is lost.
    await page.getByRole('button', { name: 'Publicar' }).click()
    await expect(page.getByText('El contenido es requerido')).toBeVisible()
    const text = `Mi nuevo tema ya está fuera ${Date.now()}`
    await content.fill(text)
    await expect(page.getByText(`${text.length}/200 caracteres`)).toBeVisible()
    await page.getByRole('textbox', { name: 'Título musical (opcional)' }).fill('Noches')
    const spotify = page.getByRole('textbox', { name: 'Enlace de Spotify (opcional)' })
    await spotify.fill('no es un enlace')
    await page.getByRole('button', { name: 'Publicar' }).click()
    await expect(page.getByText('Ingresa una URL válida (https://...)')).toBeVisible()
    await expect(content).toHaveValue(text)
    await expectAccessible(page, noEmbeds)

    await spotify.fill('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC')
    await page.getByRole('button', { name: 'Publicar' }).click()
    await expect(page.getByText('Post publicado')).toBeVisible(AFTER_SAVE)
    await expect(page.getByRole('button', { name: 'Nuevo post' })).toBeFocused()

    const card = page.getByRole('article', { name: 'Post de Paula Publica' }).filter({
      hasText: text,
    })
    await expect(card).toBeVisible()
    await expect(card.getByRole('link', { name: 'Paula Publica' })).toHaveAttribute(
      'href',
      /^\/profile\/\d+$/,
    )
    await expect(card.getByText('Noches')).toBeVisible()
    await expect(card.getByTitle('Spotify: Noches')).toBeAttached()
    await expect(card.getByText(/hace/)).toBeVisible()

    // Likes: at once, and kept after a reload.
    await card.getByRole('button', { name: 'Me gusta (0 me gusta)' }).click()
    await expect(
      card.getByRole('button', { name: 'Quitar me gusta (1 me gusta)' }),
    ).toHaveAttribute('aria-pressed', 'true')

    // Comments: oldest first, 500 at most, shown with the author's name.
    await card.getByRole('button', { name: 'Comentarios (0)' }).click()
    await expect(card.getByText('Todavía no hay comentarios.', { exact: false })).toBeVisible(
      AFTER_SAVE,
    )
    const field = card.getByRole('textbox', { name: 'Escribe un comentario' })
    await field.fill('   ')
    await card.getByRole('button', { name: 'Comentar', exact: true }).click()
    await expect(card.getByText('El comentario no puede estar vacío')).toBeVisible()
    await field.fill('¡Qué bueno!')
    await expect(card.getByText('11/500 caracteres')).toBeVisible()
    // Enter sends, as in the messages (Shift+Enter would start a new line).
    await field.press('Enter')
    const comment = card.getByRole('listitem').filter({ hasText: '¡Qué bueno!' })
    await expect(comment.getByText('Paula Publica')).toBeVisible(AFTER_SAVE)
    await expect(field).toHaveValue('')
    await expect(card.getByRole('button', { name: 'Comentarios (1)' })).toBeVisible()
    await expectAccessible(page, noEmbeds)

    await page.reload()
    const reloaded = page.getByRole('article').filter({ hasText: text })
    await expect(
      reloaded.getByRole('button', { name: 'Quitar me gusta (1 me gusta)' }),
    ).toBeVisible()
    await expect(reloaded.getByRole('button', { name: 'Comentarios (1)' })).toBeVisible()

    // Only the author deletes, after confirming.
    await reloaded.getByRole('button', { name: 'Eliminar post' }).click()
    const dialog = page.getByRole('dialog', { name: '¿Eliminar este post?' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Sí, eliminar' }).click()
    await expect(page.getByText('Post eliminado')).toBeVisible(AFTER_SAVE)
    await expect(page.getByRole('article').filter({ hasText: text })).toHaveCount(0)
  })

  test('"Siguiendo" lists the posts of followed members; other posts have no delete', async ({
    page,
  }) => {
    test.slow()
    const followed = await otherMember('Fede', 'Seguido')
    const stranger = await otherMember('Nora', 'Nadie')
    const followedText = `Ensayo abierto el sábado ${Date.now()}`
    const strangerText = `De alguien que no sigo ${Date.now()}`
    for (const [member, content] of [
      [followed, followedText],
      [stranger, strangerText],
    ] as const) {
      const created = await member.api.post('/api/posts/feed', { data: { content }, headers })
      expect(created.status()).toBe(201)
    }
    await signUp(page.request, 'Lucía', 'Lectora')
    const follow = await page.request.post(`/api/users/${followed.id}/followers`, {
      data: {},
      headers,
    })
    expect(follow.status()).toBe(201)

    await page.goto('/feed')
    const all = page.getByRole('tab', { name: 'Todos' })
    await expect(all).toHaveAttribute('aria-selected', 'true')
    const theirs = page.getByRole('article').filter({ hasText: followedText })
    await expect(theirs).toBeVisible()
    await expect(page.getByRole('article').filter({ hasText: strangerText })).toBeVisible()
    await expect(theirs.getByRole('button', { name: 'Eliminar post' })).toHaveCount(0)

    // Keyboard: arrows move between the tabs.
    await all.focus()
    await page.keyboard.press('ArrowRight')
    const following = page.getByRole('tab', { name: 'Siguiendo' })
    await expect(following).toBeFocused()
    await expect(following).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('article').filter({ hasText: followedText })).toBeVisible()
    await expect(page.getByRole('article').filter({ hasText: strangerText })).toHaveCount(0)
    await expectAccessible(page, noEmbeds)

    await followed.api.dispose()
    await stranger.api.dispose()
  })

  test("the member's likes show with the page and the first click counts", async ({ page }) => {
    test.slow()
    const author = await otherMember('Alba', 'Autora')
    const text = `Me gustó antes de entrar ${Date.now()}`
    const created = await author.api.post('/api/posts/feed', { data: { content: text }, headers })
    expect(created.status()).toBe(201)
    const postId = (await created.json()).doc.id as number
    await signUp(page.request, 'Luis', 'Liker')
    const liked = await page.request.post(`/api/posts/${postId}/likes`, { data: {}, headers })
    expect(liked.status()).toBe(201)

    await page.goto('/feed')
    const card = page.getByRole('article').filter({ hasText: text })
    const like = card.getByRole('button', { name: /me gusta \(/i })
    // Read at once, without waiting: the page itself says the post is liked.
    expect(await like.getAttribute('aria-pressed')).toBe('true')
    const unliked = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/post-likes/`) && response.request().method() === 'DELETE',
      AFTER_SAVE,
    )
    await like.click()
    await expect(card.getByRole('button', { name: 'Me gusta (0 me gusta)' })).toHaveAttribute(
      'aria-pressed',
      'false',
      AFTER_SAVE,
    )
    // The click reached the server: the like row is gone.
    expect((await unliked).ok()).toBe(true)
    const rows = await page.request.get(`/api/post-likes?where[post][equals]=${postId}&limit=1`, {
      headers,
    })
    expect((await rows.json()).totalDocs).toBe(0)
    await author.api.dispose()
  })

  test('the composer is a named panel: Escape closes it, keeps the draft, and so does leaving', async ({
    page,
  }) => {
    test.slow()
    await signUp(page.request, 'Bea', 'Borrador')
    const content = await openComposer(page)
    await expect(page.getByRole('form', { name: 'Nuevo post' })).toBeVisible()
    const text = `Un borrador a medias ${Date.now()}`
    await content.fill(text)
    const youtube = page.getByRole('textbox', { name: 'Enlace de YouTube (opcional)' })
    await youtube.fill('https://youtu.be/dQw4w9WgXcQ')

    await page.keyboard.press('Escape')
    await expect(page.getByRole('form', { name: 'Nuevo post' })).toHaveCount(0)
    const opener = page.getByRole('button', { name: 'Nuevo post' })
    await expect(opener).toBeFocused()
    await opener.click()
    await expect(content).toHaveValue(text)

    // Leaving the feed and coming back with Back: the draft is still there.
    await page.goto('/')
    await page.goBack()
    await page.getByRole('button', { name: 'Nuevo post' }).click()
    await expect(content).toHaveValue(text)
    await expect(youtube).toHaveValue('https://youtu.be/dQw4w9WgXcQ')

    // A refused publish keeps everything; a published post clears the draft.
    await page.route('**/api/posts/feed', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'Servicio no disponible' }] }),
      }),
    )
    await page.getByRole('button', { name: 'Publicar' }).click()
    await expect(page.getByText('No se pudo publicar el post')).toBeVisible(AFTER_SAVE)
    await expect(content).toHaveValue(text)
    await page.unroute('**/api/posts/feed')
    await page.getByRole('button', { name: 'Publicar' }).click()
    await expect(page.getByText('Post publicado')).toBeVisible(AFTER_SAVE)
    await page.reload()
    await page.getByRole('button', { name: 'Nuevo post' }).click()
    await expect(content).toHaveValue('')
    await expect(youtube).toHaveValue('')
  })

  test('links and images are checked as they are given, with Spanish reasons', async ({ page }) => {
    test.slow()
    await signUp(page.request, 'Iván', 'Imagen')
    const content = await openComposer(page)
    await content.fill(`Con enlaces ${Date.now()}`)
    const youtube = page.getByRole('textbox', { name: 'Enlace de YouTube (opcional)' })
    await youtube.fill('https://vimeo.com/123456')
    await youtube.blur()
    await expect(youtube).toHaveAccessibleDescription(
      'El enlace debe ser de YouTube (youtube.com o youtu.be)',
    )
    const spotify = page.getByRole('textbox', { name: 'Enlace de Spotify (opcional)' })
    await spotify.fill('https://soundcloud.com/artista/tema')
    await spotify.blur()
    await expect(spotify).toHaveAccessibleDescription('El enlace debe ser de Spotify')

    // An image link that is a page, not a picture, is refused when the field is left. (The
    // image host is played by the test: https, as the site's CSP allows for images.)
    const pixel = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    )
    await page.route('https://imagenes.tarima.test/**', (route) =>
      route.request().url().endsWith('.png')
        ? route.fulfill({ contentType: 'image/png', body: pixel })
        : route.fulfill({ contentType: 'text/html', body: '<p>Una página</p>' }),
    )
    const imageLink = page.getByRole('textbox', { name: 'Enlace de imagen (opcional)' })
    await imageLink.fill('https://imagenes.tarima.test/galeria')
    await imageLink.blur()
    await expect(imageLink).toHaveAccessibleDescription(/No se pudo cargar una imagen/, AFTER_SAVE)
    await imageLink.fill('https://imagenes.tarima.test/foto.png')
    await imageLink.blur()
    await expect(imageLink).not.toHaveAttribute('aria-invalid', 'true', AFTER_SAVE)

    // A file that is not an image is refused when it is picked, not at "Publicar" (the shared
    // picker of src/features/media/image-picker.tsx).
    await page.getByLabel('Subir imagen (opcional)').setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('no soy una imagen'),
    })
    await expect(page.getByText(/selecciona un archivo de imagen/)).toBeVisible()

    await youtube.fill('https://youtu.be/dQw4w9WgXcQ')
    await youtube.blur()
    await expect(youtube).not.toHaveAttribute('aria-invalid', 'true')
    await expectAccessible(page, noEmbeds)
  })

  test('@movil the composer and the feed fit a 375 px phone', async ({ page }) => {
    test.slow()
    await page.setViewportSize({ width: 375, height: 740 })
    await signUp(page.request, 'Sara', 'Estrecha')
    await page.request.post('/api/posts/feed', {
      data: {
        content: `Un post largo para el móvil ${'con palabras '.repeat(10)}`.slice(0, 200),
        musicTitle: 'Una canción con un título larguísimo que no cabe en una línea',
        youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      },
      headers,
    })
    await openComposer(page)
    const form = page.getByRole('form', { name: 'Nuevo post' })
    await expect(form).toBeVisible()
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
    expect(await overflow()).toBeLessThanOrEqual(0)
    // Every control of the composer and of the first posts is a target of at least 24 × 24 px.
    const targets = page
      .locator('main')
      .locator('button:visible, a:visible, input:visible, textarea:visible')
    const sizes = await targets.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect()
        const name = element.getAttribute('aria-label') || element.textContent?.trim() || ''
        return { name: `${element.tagName} ${name}`.slice(0, 60), w: box.width, h: box.height }
      }),
    )
    expect(sizes.length).toBeGreaterThan(5)
    // Visually hidden controls (a file input behind its styled button) are not targets.
    for (const size of sizes.filter(({ w, h }) => w > 1 || h > 1)) {
      expect.soft(Math.min(size.w, size.h), size.name).toBeGreaterThanOrEqual(24)
    }
    for (const size of sizes) expect(size.w, size.name).toBeLessThanOrEqual(375)
    await expectAccessible(page, noEmbeds)
  })

  test('@movil a member publishes from a phone', async ({ page }) => {
    test.slow()
    await signUp(page.request, 'Marta', 'Móvil')
    const content = await openComposer(page)
    const text = `Desde el móvil ${Date.now()}`
    await content.fill(text)
    await page.getByRole('button', { name: 'Publicar' }).click()
    const card = page.getByRole('article').filter({ hasText: text })
    await expect(card).toBeVisible(AFTER_SAVE)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await expectAccessible(page, noEmbeds)
  })
})
