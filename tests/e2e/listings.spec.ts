import { randomInt } from 'node:crypto'

import { expect, test, type Page } from './fixtures'

import { tinyPng } from '../helpers/api'
import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'
import { PASSWORD, expectSignInPrompt, sameOrigin as headers } from './members'

test.use({ extraHTTPHeaders: clientIpHeaders() })

// A save runs an upload and a write to the API: give a busy machine time.
const AFTER_SAVE = { timeout: 15_000 }

/** Opens a new account and signs the page in as it (the page's request context shares cookies). */
async function signUp(page: Page) {
  const email = `listado-${Date.now()}-${randomInt(1e6)}@example.test`
  const response = await page.request.post('/api/users/signup', {
    data: { firstName: 'Dani', lastName: 'Listados', email, password: PASSWORD },
    headers,
  })
  expect(response.ok(), await response.text()).toBe(true)
  const me = await (await page.request.get('/api/users/me', { headers })).json()
  return me.user.id as number
}

async function ownListings(page: Page, kind: 'artists' | 'producers', userId: number) {
  const response = await page.request.get(`/api/${kind}?where[user][equals]=${userId}&depth=0`)
  expect(response.ok()).toBe(true)
  return (await response.json()).docs as Record<string, unknown>[]
}

test.describe('create artist profile', () => {
  test('signed out, /add-artist asks to sign in', async ({ page }) => {
    await page.goto('/add-artist')
    await expectSignInPrompt(page, 'Debes iniciar sesión')
    await expectAccessible(page)
  })

  test('checks the fields, creates the listing and opens it', async ({ page }) => {
    const userId = await signUp(page)
    await page.goto('/add-artist')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crear perfil de artista')
    await expectAccessible(page)

    await page.getByRole('button', { name: 'Crear perfil' }).click()
    await expect(page.getByText('El nombre es requerido')).toBeVisible()
    await expect(page.getByText('El rol es requerido')).toBeVisible()
    await expect(page.getByText('El país es requerido')).toBeVisible()
    await expect(page.getByLabel('Nombre')).toBeFocused()

    await page.getByLabel('Nombre').fill('   ')
    await page.getByLabel('Rol').selectOption('Cantante')
    await page.getByLabel('País').selectOption('México')
    await page.getByRole('textbox', { name: 'Spotify' }).fill('spotify')
    await page.getByRole('button', { name: 'Crear perfil' }).click()
    await expect(page.getByText('El nombre es requerido')).toBeVisible()
    await expect(page.getByText('Ingresa una URL válida (https://...)')).toBeVisible()

    await page.getByLabel('Nombre').fill('  Dani Listados  ')
    await page.getByRole('textbox', { name: 'Spotify' }).fill('')
    await page.getByRole('group', { name: 'Géneros' }).getByLabel('Salsa').check()
    await page
      .getByRole('textbox', { name: 'Instagram' })
      .fill('https://www.instagram.com/danilistados')
    await page.getByRole('button', { name: 'Crear perfil' }).click()
    // The artist page is built in a later issue: only the address counts here.
    await expect(page).toHaveURL(/\/artists\/\d+$/, { timeout: 20_000 })

    const [listing] = await ownListings(page, 'artists', userId)
    expect(listing).toMatchObject({
      name: 'Dani Listados',
      role: 'Cantante',
      country: 'México',
      genres: ['Salsa'],
      instagramUrl: 'https://www.instagram.com/danilistados',
      spotifyUrl: null,
      user: userId,
    })
    expect(page.url()).toMatch(new RegExp(`/artists/${listing.id}$`))
  })

  test('a member who has an artist listing is sent to its settings', async ({ page }) => {
    await signUp(page)
    const created = await page.request.post('/api/artists', {
      data: { name: 'Ya Existo', role: 'Artista', country: 'Cuba' },
      headers,
    })
    expect(created.ok(), await created.text()).toBe(true)
    await page.goto('/add-artist')
    await expect(page).toHaveURL(/\/artist-settings$/)
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ya Existo')
  })

  test('"Cancelar" goes back to the directory', async ({ page }) => {
    await signUp(page)
    await page.goto('/add-artist')
    await expect(page.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/artists')
  })
})

test.describe('artist and producer settings', () => {
  for (const path of ['/artist-settings', '/producer-settings']) {
    test(`signed out, ${path} says "Acceso denegado"`, async ({ page }) => {
      await page.goto(path)
      await expectSignInPrompt(page, 'Acceso denegado')
    })
  }

  test('edits and deletes the artist listing', async ({ page }) => {
    const userId = await signUp(page)
    const created = await page.request.post('/api/artists', {
      data: {
        name: 'Nombre Viejo',
        role: 'Rapero',
        country: 'Chile',
        genres: ['Trap', 'Pop Latino'],
      },
      headers,
    })
    expect(created.ok(), await created.text()).toBe(true)

    await page.goto('/artist-settings')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perfil de artista')
    await expect(page.getByLabel('Nombre')).toHaveValue('Nombre Viejo')
    await expect(page.getByLabel('Rol')).toHaveValue('Rapero')
    // A genre outside the form's checklist is still listed, so saving keeps it.
    await expect(
      page.getByRole('group', { name: 'Géneros' }).getByLabel('Pop Latino'),
    ).toBeChecked()
    await expectAccessible(page)

    await page.getByLabel('Nombre').fill('  Nombre Nuevo ')
    await page.getByRole('textbox', { name: 'YouTube' }).fill('youtube punto com')
    await page.getByRole('button', { name: 'Guardar perfil' }).click()
    await expect(page.getByText('Ingresa una URL válida (https://...)')).toBeVisible()
    await page
      .getByRole('textbox', { name: 'YouTube' })
      .fill(' https://www.youtube.com/@nombrenuevo ')
    await page.getByLabel('Biografía').fill('  Rap de Valparaíso.  ')
    await page.getByRole('button', { name: 'Guardar perfil' }).click()
    await expect(page.getByText('Perfil guardado')).toBeVisible(AFTER_SAVE)
    // Without a reload, the form shows what was stored: trimmed.
    await expect(page.getByLabel('Nombre')).toHaveValue('Nombre Nuevo')
    await expect(page.getByLabel('Biografía')).toHaveValue('Rap de Valparaíso.')
    await expect(page.getByRole('textbox', { name: 'YouTube' })).toHaveValue(
      'https://www.youtube.com/@nombrenuevo',
    )

    await page.reload()
    await expect(page.getByLabel('Nombre')).toHaveValue('Nombre Nuevo')
    await expect(page.getByLabel('Biografía')).toHaveValue('Rap de Valparaíso.')
    await expect(page.getByRole('textbox', { name: 'YouTube' })).toHaveValue(
      'https://www.youtube.com/@nombrenuevo',
    )
    const [saved] = await ownListings(page, 'artists', userId)
    expect(saved).toMatchObject({ name: 'Nombre Nuevo', genres: ['Trap', 'Pop Latino'] })

    // REST writes are trimmed by the collection too; a name of spaces alone is missing.
    const patched = await page.request.patch(`/api/artists/${saved.id}?depth=0`, {
      data: { name: '  Ana  ', bio: '  Sonera.  ' },
      headers,
    })
    expect(patched.ok(), await patched.text()).toBe(true)
    expect((await patched.json()).doc).toMatchObject({ name: 'Ana', bio: 'Sonera.' })
    const blank = await page.request.patch(`/api/artists/${saved.id}`, {
      data: { name: '   ' },
      headers,
    })
    expect(blank.status()).toBe(400)

    await page.getByRole('button', { name: 'Eliminar perfil' }).click()
    const dialog = page.getByRole('dialog', { name: 'Eliminar perfil de artista' })
    await expect(dialog).toBeVisible()
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Eliminar perfil' }).click()
    await dialog.getByRole('button', { name: 'Sí, eliminar' }).click()
    await expect(page.getByText('Perfil eliminado')).toBeVisible(AFTER_SAVE)
    await expect(page).toHaveURL(/\/profile$/)
    expect(await ownListings(page, 'artists', userId)).toHaveLength(0)
  })

  test('creates a producer listing with an image', async ({ page }) => {
    const userId = await signUp(page)
    await page.goto('/producer-settings')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perfil de productor')
    await expect(page.getByText('Aún no tienes un perfil de productor')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Eliminar perfil' })).toHaveCount(0)

    await page.getByLabel('Nombre').fill('Dani Beats')
    await page.getByLabel('Rol').selectOption('Productor')
    await page.getByLabel('País').selectOption('Puerto Rico')
    await page.getByLabel('Imagen').setInputFiles({
      name: 'portada.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    })
    await page.getByRole('button', { name: 'Crear perfil' }).click()
    await expect(page.getByText('Perfil creado')).toBeVisible(AFTER_SAVE)

    const [listing] = await ownListings(page, 'producers', userId)
    expect(listing).toMatchObject({ name: 'Dani Beats', role: 'Productor', country: 'Puerto Rico' })
    expect(typeof listing.image).toBe('number')
    await page.reload()
    await expect(page.getByRole('button', { name: 'Guardar perfil' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Eliminar perfil' })).toBeVisible()
  })
})
