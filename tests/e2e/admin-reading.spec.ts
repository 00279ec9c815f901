import { expect, request as playwrightRequest, test, type Page } from './fixtures'

import { BASE_URL, sameOrigin, signUp } from './members'

// The Payload admin as an editor reads it: Spanish dates, members by their public name and a list
// search that ignores accents. The admin compiles slowly in development: generous timeouts.
test.describe.configure({ timeout: 240_000 })

const SLOW = { timeout: 90_000 }

async function signInAsEditor(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Correo electrónico').fill('editor@tarima.app')
  await page.getByLabel('Contraseña').fill('tarima-demo')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('heading', { name: 'Cuentas', level: 2 })).toBeVisible(SLOW)
}

test('an editor searches without accents, reads Spanish dates and members by name', async ({
  page,
}) => {
  // A member applies to join, with a stage name as their public name.
  const member = await playwrightRequest.newContext({ baseURL: BASE_URL })
  const stageName = `Ñandú ${Date.now()}`
  const memberId = await signUp(member, 'Ana', 'Pérez')
  const profile = await (
    await member.get(`/api/profiles?where[user][equals]=${memberId}&depth=0`, {
      headers: sameOrigin,
    })
  ).json()
  const renamed = await member.patch(`/api/profiles/${profile.docs[0].id}`, {
    data: { displayName: stageName },
    headers: sameOrigin,
  })
  expect(renamed.ok(), await renamed.text()).toBe(true)
  const applied = await member.post('/api/applications', {
    headers: sameOrigin,
    data: {
      firstName: 'Ana',
      lastName: 'Pérez',
      email: `e2e-${memberId}@example.test`,
      country: 'Puerto Rico',
      artistName: `Ana ${memberId}`,
      genres: ['Salsa'],
      roles: ['Artista'],
      experienceLevel: '3-5',
      bio: 'Salsa de Loíza.',
    },
  })
  expect(applied.ok(), await applied.text()).toBe(true)
  await member.dispose()

  await signInAsEditor(page)

  // The private collections are out of the menu.
  const nav = page.locator('nav')
  await expect(nav.getByRole('link', { name: 'Artistas' })).toBeVisible()
  for (const name of ['Mensajes', 'Conversaciones', 'Notificaciones', 'Seguimientos'])
    await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0)

  // "jibaro" finds "El Jíbaro Nuevo".
  await page.goto('/admin/collections/artists')
  const search = page.getByPlaceholder(/Buscar por Nombre/i)
  await expect(search).toBeVisible(SLOW)
  await search.fill('jibaro')
  await expect(page).toHaveURL(/search=jibaro/, SLOW)
  await expect(page.getByRole('link', { name: 'El Jíbaro Nuevo' })).toBeVisible(SLOW)

  // Dates in Spanish: "23 de noviembre de 2026, 20:12".
  // A seeded article (other tests add undated drafts that may fill the first page).
  await page.goto('/admin/collections/blog-posts?where[slug][equals]=guia-registrar-canciones')
  await expect(page.getByText(/^\d{1,2} de [a-zá-ú]+ de \d{4}, \d{2}:\d{2}$/).first()).toBeVisible(
    SLOW,
  )
  await expect(page.getByText(/\d{1,2}\/\d{1,2}\/\d{4}|\b[AP]M\b|\dº/)).toHaveCount(0)

  // The applications list names the member; nothing reads "Sin título".
  await page.goto('/admin/collections/applications?limit=100')
  const row = page.getByRole('row', { name: new RegExp(`Ana ${memberId}`) })
  await expect(row).toBeVisible(SLOW)
  await expect(row.getByText(stageName)).toBeVisible(SLOW)
  await expect(page.getByText('Sin título')).toHaveCount(0)
})
