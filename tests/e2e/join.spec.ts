import { expect, test, type Page } from './fixtures'

import { tinyPng, uniqueEmail } from '../helpers/api'
import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'

test.use({ extraHTTPHeaders: clientIpHeaders() })

const PASSWORD = 'clave-segura-1'
const SLOW = { timeout: 30_000 }

/** A REST read with the browser's session (same-origin, as Payload's CSRF check wants). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON replies
const getJson = (page: Page, path: string): Promise<any> =>
  page.evaluate(async (url) => (await fetch(url)).json(), path)

/** A new member, signed in in this page's browser context. */
async function signUp(page: Page) {
  const email = uniqueEmail('aplicar')
  const response = await page.request.post('/api/users/signup', {
    data: { firstName: 'Nico', lastName: 'Aplica', email, password: PASSWORD },
  })
  expect(response.status()).toBe(200)
  return email
}

async function ownApplications(page: Page) {
  const { user } = await getJson(page, '/api/users/me')
  return getJson(page, `/api/applications?where[user][equals]=${user.id}&depth=0`)
}

const submit = (page: Page) => page.getByRole('button', { name: /Enviar aplicación|Actualizar/ })

test.describe('únete', () => {
  test('visitors are sent to sign in, and come back to /join after it', async ({ page }) => {
    const email = uniqueEmail('volver')
    const created = await page.request.post('/api/users/signup', {
      data: { firstName: 'Vera', lastName: 'Vuelve', email, password: PASSWORD },
    })
    expect(created.status()).toBe(200)
    await page.context().clearCookies()

    await page.goto('/join')
    await expect(page).toHaveURL(/\/auth\?next=%2Fjoin$/)
    await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await page.getByLabel('Correo electrónico').fill(email)
    await page.getByLabel('Contraseña').fill(PASSWORD)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page).toHaveURL(/\/join$/, SLOW)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Únete a la comunidad' }),
    ).toBeVisible()
    // Another site's address in `next` is never followed.
    await page.goto('/auth?next=%2F%2Fevil.example')
    await expect(page).toHaveURL(/\/$/)
  })

  test('a member applies, sees the 48-72 h promise, and resubmitting keeps one application', async ({
    page,
  }) => {
    test.slow()
    const email = await signUp(page)
    await page.goto('/join')
    await expect(page).toHaveTitle(/Únete a la comunidad/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Únete a la comunidad' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/')
    // Prefilled from the account.
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Nico')
    await expect(page.getByLabel('Apellido')).toHaveValue('Aplica')
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(email)
    await expectAccessible(page)

    // Nothing chosen yet: the errors show by their fields and focus goes to the first one.
    await page.getByLabel('Nombre', { exact: true }).fill('')
    await submit(page).click()
    await expect(page.getByText('El nombre es requerido')).toBeVisible()
    await expect(page.getByLabel('Nombre', { exact: true })).toBeFocused()
    await expect(page.getByText('El nombre artístico es requerido')).toBeVisible()
    await expect(page.getByText('Elige al menos un género')).toBeVisible()
    await expect(page.getByText('La foto de perfil es requerida')).toBeVisible()
    await expectAccessible(page)

    await page.getByLabel('Nombre', { exact: true }).fill('Nico')
    await page.getByLabel('Nombre artístico').fill('Nico Flow')
    await page.getByLabel('País').selectOption({ label: 'Colombia' })
    await page.getByLabel('Nivel de experiencia').selectOption({ label: '6-10 años' })
    await page.getByRole('group', { name: 'Roles (elige al menos uno)' }).getByLabel('A&R').check()
    await page
      .getByRole('group', { name: 'Género principal (elige al menos uno)' })
      .getByLabel('R&B')
      .check()
    await page
      .getByLabel('Foto de perfil')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: tinyPng() })
    await page.getByLabel('Biografía').fill('Compositor de Medellín.')
    await expect(page.getByText('23/500 caracteres')).toBeVisible()
    await submit(page).click()

    await expect(page.getByRole('heading', { name: '¡Aplicación enviada!' })).toBeVisible(SLOW)
    await expect(page.getByText('Revisaremos tu aplicación en 48-72 horas.').first()).toBeVisible()
    // The toast is checked too: it only slides in, so its colours are final from the start.
    await expectAccessible(page)
    let applications = await ownApplications(page)
    expect(applications.docs).toHaveLength(1)
    expect(applications.docs[0]).toMatchObject({
      artistName: 'Nico Flow',
      country: 'Colombia',
      roles: ['AnR'],
      genres: ['RnB'],
      experienceLevel: '6-10',
      phone: null,
      status: 'pending',
    })

    // Again, later: prefilled, the saved photo kept, the same row replaced.
    await page.goto('/join')
    await expect(page.getByRole('note')).toContainText('Pendiente')
    await expect(page.getByLabel('Nombre artístico')).toHaveValue('Nico Flow')
    await expect(
      page.getByRole('group', { name: 'Roles (elige al menos uno)' }).getByLabel('A&R'),
    ).toBeChecked()
    await page.getByLabel('Nombre artístico').fill('Nico Flow Oficial')
    await page.getByLabel('Teléfono (opcional)').fill('+57 300 000 0000')
    await page.getByRole('button', { name: 'Actualizar aplicación' }).click()
    await expect(page.getByRole('heading', { name: '¡Aplicación enviada!' })).toBeVisible(SLOW)

    applications = await ownApplications(page)
    expect(applications.docs).toHaveLength(1)
    expect(applications.docs[0]).toMatchObject({
      artistName: 'Nico Flow Oficial',
      phone: '+57 300 000 0000',
      status: 'pending',
    })
  })

  test('an approved application shows a notice instead of the form', async ({ page, request }) => {
    test.slow()
    await signUp(page)
    await page.goto('/join')
    await page.getByLabel('Nombre artístico').fill('Aprobada')
    await page.getByLabel('País').selectOption({ label: 'Otro' })
    await page.getByLabel('Nivel de experiencia').selectOption({ label: '10+ años' })
    await page
      .getByRole('group', { name: 'Roles (elige al menos uno)' })
      .getByLabel('DJ/Productor')
      .check()
    await page
      .getByRole('group', { name: 'Género principal (elige al menos uno)' })
      .getByLabel('Salsa')
      .check()
    await page
      .getByLabel('Foto de perfil')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: tinyPng() })
    await page.getByLabel('Biografía').fill('Veterana.')
    await submit(page).click()
    await expect(page.getByRole('heading', { name: '¡Aplicación enviada!' })).toBeVisible(SLOW)
    const [application] = (await ownApplications(page)).docs

    const login = await request.post('/api/users/login', {
      data: { email: 'fundadora@tarima.app', password: 'tarima-demo' },
    })
    expect(login.status()).toBe(200)
    const { token } = await login.json()
    const approve = await request.patch(`/api/applications/${application.id}`, {
      headers: { Authorization: `JWT ${token}` },
      data: { status: 'approved' },
    })
    expect(approve.status()).toBe(200)

    await page.goto('/join')
    await expect(
      page.getByRole('heading', { name: '¡Ya eres parte de la comunidad!' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: /Enviar aplicación|Actualizar/ })).toHaveCount(0)
    await expectAccessible(page)

    // Their profile no longer offers joining (a dead end now): it shows the status and leads to
    // the listing the approval made (a producer one, for a DJ/Productor).
    await page.goto('/profile')
    const card = page.getByRole('region', { name: 'Estado de tu aplicación' })
    await expect(card.getByText('Aprobada')).toBeVisible()
    await expect(
      card.getByRole('link', { name: 'Mi perfil de productor en el directorio' }),
    ).toHaveAttribute('href', /^\/artists\/productor-\d+$/)
    await expect(page.getByRole('link', { name: 'Unirme a la comunidad' })).toHaveCount(0)
    await expectAccessible(page)

    // An artist listing of their own: the card and /artist-settings lead to it too.
    const listing = await page.request.post('/api/artists', {
      data: { name: 'Aprobada', role: 'Artista', country: 'Puerto Rico' },
      headers: { Origin: new URL(page.url()).origin },
    })
    expect(listing.status(), await listing.text()).toBe(201)
    const artistId = (await listing.json()).doc.id as number
    await page.reload()
    await expect(
      card.getByRole('link', { name: 'Mi perfil de artista en el directorio' }),
    ).toHaveAttribute('href', `/artists/${artistId}`)
    await page.goto('/artist-settings')
    await expect(
      page.getByRole('link', { name: 'Mi perfil de artista en el directorio' }),
    ).toHaveAttribute('href', `/artists/${artistId}`)
    await expectAccessible(page)
  })
})
