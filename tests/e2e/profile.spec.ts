import { randomInt } from 'node:crypto'

import { expect, request as playwrightRequest, test, type Page } from './fixtures'

import { tinyPng } from '../helpers/api'
import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'
import { PASSWORD, expectSignInPrompt, sameOrigin as headers } from './members'

const ip = clientIpHeaders()
test.use({ extraHTTPHeaders: ip })

// A save runs an upload and a write to the API: give a busy machine time.
const AFTER_SAVE = { timeout: 15_000 }

/** Opens a new account and signs the page in as it (the page's request context shares cookies). */
async function signUp(page: Page, firstName = 'Lucía', lastName = 'Prueba') {
  const email = `perfil-${Date.now()}-${randomInt(1e6)}@example.test`
  const response = await page.request.post('/api/users/signup', {
    data: { firstName, lastName, email, password: PASSWORD },
    headers,
  })
  expect(response.ok(), await response.text()).toBe(true)
  const me = await (await page.request.get('/api/users/me', { headers })).json()
  return { id: me.user.id as number, email, name: `${firstName} ${lastName}` }
}

test.describe('own profile', () => {
  test('signed out, /profile says "Acceso denegado" with a way to sign in', async ({ page }) => {
    const response = await page.goto('/profile')
    expect(response?.status()).toBe(200)
    await expectSignInPrompt(page, 'Acceso denegado')
    await expectAccessible(page)
  })

  test('edits the profile in a dialog and keeps the values', async ({ page }) => {
    const member = await signUp(page)
    await page.goto('/profile')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(member.name)
    await expect(page.getByRole('link', { name: 'Unirme a la comunidad' })).toHaveAttribute(
      'href',
      '/join',
    )
    await expect(page.getByRole('link', { name: 'Perfil de artista' })).toHaveAttribute(
      'href',
      '/artist-settings',
    )
    await expect(page.getByRole('link', { name: 'Perfil de productor' })).toHaveAttribute(
      'href',
      '/producer-settings',
    )
    await expectAccessible(page)

    const opener = page.getByRole('button', { name: 'Editar perfil' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Editar perfil' })
    await expect(dialog).toBeVisible()
    await expectAccessible(page)

    // Escape closes it and gives focus back to the button that opened it.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
    await opener.click()

    await dialog.getByLabel('Biografía').fill('  Cantautora de bomba y plena.  ')
    await expect(dialog.getByText('32/500 caracteres')).toBeVisible()
    await dialog.getByRole('group', { name: 'Roles' }).getByLabel('Compositor').check()
    await dialog.getByRole('group', { name: 'Géneros' }).getByLabel('Bomba').check()
    await dialog.getByLabel('País').selectOption('Puerto Rico')
    await dialog.getByLabel('Instagram').fill('no es un enlace')
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(dialog.getByText('Ingresa una URL válida (https://...)')).toBeVisible()
    await expect(dialog.getByLabel('Instagram')).toBeFocused()

    await dialog.getByLabel('Instagram').fill(' https://www.instagram.com/luciaprueba ')
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(page.getByText('Perfil actualizado')).toBeVisible(AFTER_SAVE)
    await expect(dialog).toBeHidden()
    // Opened again at once, it shows what was stored: trimmed.
    await page.getByRole('button', { name: 'Editar perfil' }).click()
    await expect(dialog.getByLabel('Biografía')).toHaveValue('Cantautora de bomba y plena.')
    await expect(dialog.getByLabel('Instagram')).toHaveValue(
      'https://www.instagram.com/luciaprueba',
    )
    await page.keyboard.press('Escape')

    await page.reload()
    await expect(page.getByText('Cantautora de bomba y plena.')).toBeVisible()
    const details = page.getByRole('list', { name: 'Roles, géneros y país' })
    for (const badge of ['Compositor', 'Bomba', 'Puerto Rico'])
      await expect(details.getByText(badge, { exact: true })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/luciaprueba',
    )
    await page.getByRole('button', { name: 'Editar perfil' }).click()
    await expect(dialog.getByLabel('Biografía')).toHaveValue('Cantautora de bomba y plena.')
    await expect(
      dialog.getByRole('group', { name: 'Roles' }).getByLabel('Compositor'),
    ).toBeChecked()
    await expect(dialog.getByLabel('País')).toHaveValue('Puerto Rico')
    await expect(dialog.getByLabel('TikTok')).toHaveValue('')

    // A REST write is stored trimmed too.
    const query = `where[user][equals]=${member.id}&depth=0`
    const { docs } = await (await page.request.get(`/api/profiles?${query}`, { headers })).json()
    const patched = await page.request.patch(`/api/profiles/${docs[0].id}?depth=0`, {
      data: { bio: '  Bomba y plena.  ' },
      headers,
    })
    expect(patched.ok(), await patched.text()).toBe(true)
    expect((await patched.json()).doc.bio).toBe('Bomba y plena.')
  })

  test('changes the avatar and refuses wrong files', async ({ page }) => {
    const member = await signUp(page, 'Mateo', 'Avatar')
    await page.goto('/profile')
    const input = page.getByLabel('Cambiar foto de perfil')

    await input.setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hola'),
    })
    await expect(page.getByText('Tipo de archivo inválido')).toBeVisible()
    await expect(
      page.getByText('Por favor selecciona un archivo de imagen (PNG, JPG, etc.)'),
    ).toBeVisible()

    await input.setInputFiles({
      name: 'enorme.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    })
    await expect(page.getByText('Archivo muy grande')).toBeVisible()
    await expect(page.getByText('La imagen debe ser menor a 5MB')).toBeVisible()

    await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: tinyPng() })
    await expect(page.getByText('Foto de perfil actualizada')).toBeVisible(AFTER_SAVE)
    const photo = page.getByRole('img', { name: `Foto de perfil de ${member.name}` })
    await expect(photo).toHaveAttribute('src', /\/api\/media\/file\//)
    await page.reload()
    await expect(photo).toHaveAttribute('src', /\/api\/media\/file\//)
  })

  test('shows own posts in a grid or a list', async ({ page }) => {
    await signUp(page, 'Sofía', 'Posts')
    await page.goto('/profile')
    await expect(page.getByText('Todavía no has publicado nada.')).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Ir al feed' }).first(),
    ).toHaveAttribute('href', '/feed')

    for (const content of ['Primer sencillo en camino', 'Ensayando con la banda']) {
      const created = await page.request.post('/api/posts/feed', { data: { content }, headers })
      expect(created.ok(), await created.text()).toBe(true)
    }
    await page.reload()
    const grid = page.getByRole('button', { name: 'Cuadrícula' })
    const list = page.getByRole('button', { name: 'Lista' })
    await expect(grid).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('list', { name: 'Cuadrícula' }).getByRole('listitem')).toHaveCount(
      2,
    )
    await list.click()
    await expect(list).toHaveAttribute('aria-pressed', 'true')
    await expect(grid).toHaveAttribute('aria-pressed', 'false')
    const items = page.getByRole('list', { name: 'Lista' }).getByRole('listitem')
    await expect(items).toHaveCount(2)
    await expect(items.first()).toContainText('Ensayando con la banda')
    await expect(page.getByRole('term').filter({ hasText: 'Posts' })).toBeVisible()
    await expectAccessible(page)
  })

  test('the application status card shows while pending and hides once a listing exists', async ({
    page,
  }) => {
    const member = await signUp(page, 'Andrés', 'Aplicante')
    const application = await page.request.post('/api/applications', {
      data: {
        firstName: 'Andrés',
        lastName: 'Aplicante',
        email: member.email,
        country: 'Puerto Rico',
        artistName: 'Andy A',
        genres: ['Salsa'],
        experienceLevel: '3-5',
        bio: 'Sonero de la nueva escuela.',
      },
      headers,
    })
    expect(application.ok(), await application.text()).toBe(true)
    await page.goto('/profile')
    const card = page.getByRole('region', { name: 'Estado de tu aplicación' })
    await expect(card.getByText('Pendiente')).toBeVisible()
    await expect(card.getByText('Tu aplicación está siendo revisada')).toBeVisible()
    await expectAccessible(page)

    const listing = await page.request.post('/api/producers', {
      data: { name: 'Andy A', role: 'Productor', country: 'Puerto Rico' },
      headers,
    })
    expect(listing.ok(), await listing.text()).toBe(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(member.name)
    await expect(card).toBeHidden()
  })
})

test.describe('public profile', () => {
  test("shows another member's profile without the e-mail", async ({ page, baseURL }) => {
    const other = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { ...ip, ...headers },
    })
    const email = `publico-${Date.now()}-${randomInt(1e6)}@example.test`
    const signUpResponse = await other.post('/api/users/signup', {
      data: { firstName: 'Bruno', lastName: 'Público', email, password: PASSWORD },
    })
    expect(signUpResponse.ok()).toBe(true)
    const { user } = await (await other.get('/api/users/me')).json()
    const { docs } = await (await other.get(`/api/profiles?where[user][equals]=${user.id}`)).json()
    const patched = await other.patch(`/api/profiles/${docs[0].id}`, {
      data: {
        bio: 'Productor de dembow y trap.',
        roles: ['AnR', 'Productor'],
        genres: ['Dembow', 'RnB'],
        country: 'República Dominicana',
        youtubeUrl: 'https://www.youtube.com/@brunopublico',
        tiktokUrl: 'https://www.tiktok.com/@brunopublico',
      },
    })
    expect(patched.ok(), await patched.text()).toBe(true)
    await other.dispose()

    await page.goto(`/profile/${user.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bruno Público')
    const details = page.getByRole('list', { name: 'Roles, géneros y país' })
    for (const badge of ['A&R', 'Productor', 'Dembow', 'R&B', 'República Dominicana'])
      await expect(details.getByText(badge, { exact: true })).toBeVisible()
    await expect(page.getByText('FUNDADOR')).toHaveCount(0)
    for (const term of ['Posts', 'Seguidores', 'Destacados'])
      await expect(page.getByRole('term').filter({ hasText: term })).toBeVisible()
    const youtube = page.getByRole('main').getByRole('link', { name: /YouTube/ })
    await expect(youtube).toHaveAttribute('href', 'https://www.youtube.com/@brunopublico')
    await expect(youtube).toHaveAttribute('target', '_blank')
    await expect(youtube).toHaveAttribute('rel', /noopener/)
    await expect(page.getByRole('main').getByRole('link', { name: /TikTok/ })).toHaveAttribute(
      'target',
      '_blank',
    )
    expect(await page.content()).not.toContain(email)
    await expect(page.getByText('Todavía no hay posts.')).toBeVisible()
    await expectAccessible(page)
  })

  test("the founder's public profile carries the FUNDADOR badge", async ({ page, baseURL }) => {
    const founder = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { ...ip, ...headers },
    })
    const login = await founder.post('/api/users/login', {
      data: { email: 'fundadora@tarima.app', password: 'tarima-demo' },
    })
    expect(login.ok()).toBe(true)
    const { user } = await (await founder.get('/api/users/me')).json()
    await founder.dispose()

    await page.goto(`/profile/${user.id}`)
    await expect(page.getByText('FUNDADOR', { exact: true })).toBeVisible()
    expect(await page.content()).not.toContain('fundadora@tarima.app')
    await expectAccessible(page)
  })

  test('following updates "Seguidores" at once, and unfollowing takes it back', async ({
    page,
    baseURL,
  }) => {
    const other = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { ...ip, ...headers },
    })
    const email = `seguido-${Date.now()}-${randomInt(1e6)}@example.test`
    const created = await other.post('/api/users/signup', {
      data: { firstName: 'Rita', lastName: 'Seguida', email, password: PASSWORD },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const { user } = await (await other.get('/api/users/me')).json()
    await other.dispose()
    await signUp(page, 'Tomás', 'Seguidor')

    await page.goto(`/profile/${user.id}`)
    const followers = page
      .getByLabel('Estadísticas')
      .locator('div', { has: page.getByRole('term').filter({ hasText: 'Seguidores' }) })
      .getByRole('definition')
    await expect(followers).toHaveText('0')
    await page.getByRole('button', { name: 'Seguir' }).click()
    await expect(page.getByRole('button', { name: 'Siguiendo' })).toBeVisible(AFTER_SAVE)
    await expect(followers).toHaveText('1', AFTER_SAVE)
    await page.getByRole('button', { name: 'Siguiendo' }).click()
    await expect(page.getByRole('button', { name: 'Seguir' })).toBeVisible(AFTER_SAVE)
    await expect(followers).toHaveText('0', AFTER_SAVE)
  })

  test('opening your own public profile goes to /profile', async ({ page }) => {
    const member = await signUp(page, 'Irene', 'Propia')
    await page.goto(`/profile/${member.id}`)
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByRole('button', { name: 'Editar perfil' })).toBeVisible()
  })

  test('an unknown user is "Perfil no encontrado" with a 404', async ({ page }) => {
    for (const id of ['99999999', 'no-es-un-id']) {
      const response = await page.goto(`/profile/${id}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perfil no encontrado')
    }
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Volver al inicio' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
