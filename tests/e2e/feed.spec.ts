import { randomInt } from 'node:crypto'

import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test'

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
    await expect(page.getByText('Introduce una URL válida (https://...)')).toBeVisible()
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
    await card.getByRole('button', { name: 'Comentar', exact: true }).click()
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
      const created = await member.api.post('/api/posts', { data: { content }, headers })
      expect(created.status()).toBe(201)
    }
    await signUp(page.request, 'Lucía', 'Lectora')
    const follow = await page.request.post('/api/follows', {
      data: { following: followed.id },
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
