import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'
import { newRequestContext, sameOrigin as headers, signUp } from './members'

const ip = clientIpHeaders()
test.use({ extraHTTPHeaders: ip })

// Writes go through Payload and a recount: give a busy machine time.
const AFTER_SAVE = { timeout: 15_000 }

async function createArtist(
  request: APIRequestContext,
  name: string,
  links: Record<string, string> = {},
) {
  const response = await request.post('/api/artists', {
    data: { name, role: 'Artista', genres: ['Salsa'], country: 'Puerto Rico', ...links },
    headers,
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/**
 * Another visitor: an address of their own, so the sign-ups of this file stay within the limit
 * per address (10 an hour), retries included.
 */
const anotherVisitor = () => newRequestContext(clientIpHeaders())

/** A listing owned by another, new member. */
async function someoneElsesArtist(name: string, links: Record<string, string> = {}) {
  const owner = await anotherVisitor()
  await signUp(owner, 'Dueña')
  const id = await createArtist(owner, name, links)
  await owner.dispose()
  return id
}

const followers = (page: Page) => page.getByRole('main').locator('p', { hasText: 'Seguidores' })

/** Waits until the page knows the visitor is signed in (it then asks for their favourite). */
const favouriteStateLoaded = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/favorites?'))

test.describe('artist page', () => {
  test('a visitor sees the founder artist, without a follow button', async ({ page }) => {
    const found = await page.request.get('/api/artists?where[name][equals]=Valeria Rivera&depth=0')
    const id = (await found.json()).docs[0].id as number

    const response = await page.goto(`/artists/${id}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Valeria Rivera' })).toBeVisible()
    await expect(page).toHaveTitle(/Valeria Rivera/)
    const details = page.getByRole('list', { name: 'Datos del perfil' })
    for (const badge of ['Artista', 'Puerto Rico', 'Reggaeton'])
      await expect(details.getByText(badge, { exact: true })).toBeVisible()
    await expect(page.getByText('Verificado').first()).toBeAttached()
    const listen = page.getByRole('link', { name: /Escuchar/ })
    await expect(listen).toHaveAttribute('target', '_blank')
    await expect(listen).toHaveAttribute('rel', /noopener/)
    await expect(page.getByRole('navigation', { name: 'Redes sociales' })).toBeVisible()

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    expect(jsonLd).toMatchObject({ '@type': 'MusicGroup', name: 'Valeria Rivera' })

    await expect(page.getByRole('button', { name: 'Compartir' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Seguir' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Favorito' }).click()
    await expect(page.getByText('Debes iniciar sesión para agregar favoritos')).toBeVisible()
    await page.getByRole('button', { name: 'Mensaje' }).click()
    await expect(page.getByText('Debes iniciar sesión para enviar mensajes')).toBeVisible()

    const similar = page.getByRole('region', { name: 'Artistas similares' })
    // Artists and producers alike (a producer's page is /artists/productor-{id}).
    await expect(similar.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/artists\/(productor-)?\d+$/,
    )
    await expectAccessible(page)
  })

  test('similar listings share a genre and mix artists and producers, on DJ and producer pages too', async ({
    page,
  }) => {
    const idOf = async (collection: 'artists' | 'producers', name: string) => {
      const response = await page.request.get(
        `/api/${collection}?where[name][equals]=${encodeURIComponent(name)}&depth=0&limit=1`,
      )
      return (await response.json()).docs[0].id as number
    }
    const links = () => page.getByRole('region', { name: 'Artistas similares' }).getByRole('link')

    // A DJ whose genres (EDM, House) no other artist has: the producers who share them, the
    // DJ/Productor first, and nobody who shares none.
    await page.goto(`/artists/${await idOf('artists', 'Kairo Beats')}`)
    await expect(links()).toHaveCount(2)
    await expect(links()).toHaveText([/DJ Tormenta/, /Óscar Medina/])
    await expect(links().first()).toHaveAttribute(
      'href',
      `/artists/productor-${await idOf('producers', 'DJ Tormenta')}`,
    )

    // A producer page suggests artists too: the two who share Dembow or EDM with DJ Tormenta, the
    // one from her country first.
    await page.goto(`/artists/productor-${await idOf('producers', 'DJ Tormenta')}`)
    await expect(links()).toHaveText([/La Reina del Dembow/, /Kairo Beats/])
    const hrefs = await links().evaluateAll((all) => all.map((a) => a.getAttribute('href')))
    for (const href of hrefs) expect(href).toMatch(/^\/artists\/\d+$/)
  })

  test('an unknown artist answers "Artista no encontrado"', async ({ page }) => {
    for (const path of ['/artists/999999999', '/artists/no-existe']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artista no encontrado')
      await expect(page.getByRole('link', { name: 'Ver el directorio' })).toHaveAttribute(
        'href',
        '/artists',
      )
    }
    await expectAccessible(page)
  })

  test('embeds the players of its links and shares by copying the address', async ({
    page,
    context,
  }) => {
    const name = `Compartida ${Date.now()}`
    const id = await someoneElsesArtist(name, {
      spotifyUrl: 'https://open.spotify.com/intl-es/artist/4q3ewBCX7sLwd24euuV69X?si=abc',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
    })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }))
    await page.goto(`/artists/${id}`)
    await expect(page.getByTitle(`Reproductor de Spotify de ${name}`)).toHaveAttribute(
      'src',
      'https://open.spotify.com/embed/artist/4q3ewBCX7sLwd24euuV69X',
    )
    await expect(page.getByTitle(`Video de YouTube de ${name}`)).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    )
    await page.getByRole('button', { name: 'Compartir' }).click()
    await expect(page.getByText('Enlace copiado')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/artists/${id}`)
  })

  test('"Compartir" lines up with the other actions of its row', async ({ page }) => {
    const id = await someoneElsesArtist(`Alineada ${Date.now()}`)
    await signUp(page.request, 'Alinea')
    const loaded = favouriteStateLoaded(page)
    await page.goto(`/artists/${id}`)
    await loaded
    const actions = page.getByRole('group', { name: 'Acciones' })
    await expect(actions.getByRole('button', { name: 'Seguir' })).toBeVisible(AFTER_SAVE)
    const share = await actions.getByRole('button', { name: 'Compartir' }).boundingBox()
    for (const name of ['Seguir', 'Mensaje', 'Favorito']) {
      const sibling = await actions.getByRole('button', { name, exact: true }).boundingBox()
      expect(share!.height, name).toBe(sibling!.height)
      expect(share!.y + share!.height / 2, name).toBe(sibling!.y + sibling!.height / 2)
    }
  })

  test('a member follows and unfollows; the count follows', async ({ page }) => {
    const name = `Seguida ${Date.now()}`
    const id = await someoneElsesArtist(name)
    await signUp(page.request, 'Fan')

    await page.goto(`/artists/${id}`)
    const follow = page.getByRole('button', { name: 'Seguir' })
    // The button appears once the page knows who is signed in and whether they follow.
    await expect(follow).toBeEnabled(AFTER_SAVE)
    await expect(followers(page)).toHaveText(/^0\s*Seguidores$/)
    await expectAccessible(page)

    await follow.click()
    await expect(page.getByText(`Ahora sigues a ${name}`)).toBeVisible(AFTER_SAVE)
    const following = page.getByRole('button', { name: 'Siguiendo' })
    await expect(following).toBeEnabled()
    await expect(followers(page)).toHaveText(/^1\s*Seguidores$/, AFTER_SAVE)

    await page.reload()
    await expect(following).toBeEnabled(AFTER_SAVE)
    await expect(followers(page)).toHaveText(/^1\s*Seguidores$/)

    await following.click()
    await expect(page.getByText(`Dejaste de seguir a ${name}`)).toBeVisible(AFTER_SAVE)
    await expect(follow).toBeEnabled()
    await expect(followers(page)).toHaveText(/^0\s*Seguidores$/, AFTER_SAVE)
  })

  test('a member adds an artist to favourites and takes it out', async ({ page }) => {
    const id = await someoneElsesArtist(`Favorita ${Date.now()}`)
    await signUp(page.request, 'Fan')

    const loaded = favouriteStateLoaded(page)
    await page.goto(`/artists/${id}`)
    await loaded
    const favourite = page.getByRole('button', { name: 'Favorito' })
    await expect(favourite).toHaveAttribute('aria-pressed', 'false')
    await favourite.click()
    await expect(page.getByText('Agregado a favoritos')).toBeVisible(AFTER_SAVE)
    await expect(favourite).toHaveAttribute('aria-pressed', 'true')

    await page.reload()
    await expect(favourite).toHaveAttribute('aria-pressed', 'true', AFTER_SAVE)
    await favourite.click()
    await expect(page.getByText('Quitado de favoritos')).toBeVisible(AFTER_SAVE)
    await expect(favourite).toHaveAttribute('aria-pressed', 'false')
  })

  // The page is cached for everybody: whether a block stands is asked per member, in the browser.
  for (const who of ['blocked them', 'was blocked'] as const)
    test(`a member who ${who} sees no follow or message on the other's artist page, and why`, async ({
      page,
    }) => {
      const me = await signUp(page.request, 'Fan')
      const owner = await anotherVisitor()
      const ownerId = await signUp(owner, 'Dueña')
      const id = await createArtist(owner, `Bloqueos ${Date.now()}`)
      // Cached while no block stands, with both buttons in its HTML.
      const before = await page.request.get(`/artists/${id}`)
      expect(await before.text()).toContain('Mensaje')
      const [blocker, blocked] = who === 'blocked them' ? [page.request, ownerId] : [owner, me]
      const block = await blocker.post('/api/blocks', { data: { blocked }, headers })
      expect(block.status(), await block.text()).toBe(201)
      await owner.dispose()

      await page.goto(`/artists/${id}`)
      const actions = page.getByRole('group', { name: 'Acciones' })
      await expect(
        actions.getByRole('status').filter({
          hasText: 'No puedes seguir a este usuario ni enviarle mensajes.',
        }),
      ).toBeVisible({ timeout: 30_000 })
      await expect(page.getByRole('button', { name: 'Seguir' })).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Mensaje' })).toHaveCount(0)
      await expect(actions.getByRole('button', { name: 'Compartir' })).toBeVisible()
      await expectAccessible(page)
    })

  test('on their own listing a member sees no follow or message button', async ({ page }) => {
    await signUp(page.request, 'Dueño')
    const id = await createArtist(page.request, `Propia ${Date.now()}`)

    const loaded = favouriteStateLoaded(page)
    await page.goto(`/artists/${id}`)
    await loaded
    await expect(page.getByRole('button', { name: 'Favorito' })).toBeEnabled()
    await expect(page.getByRole('button', { name: 'Seguir' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Mensaje' })).toHaveCount(0)
    await expectAccessible(page)
  })
})
