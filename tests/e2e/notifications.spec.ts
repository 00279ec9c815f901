import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'
import { newRequestContext, sameOrigin as headers, signUp } from './members'

const ip = clientIpHeaders()
test.use({ extraHTTPHeaders: ip })

const SOON = { timeout: 30_000 }

async function post(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(path, { data, headers })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** Another member, in a context of their own, who follows and likes the page's member. */
async function fan(firstName: string, recipient: number, likedPost?: number) {
  const context = await newRequestContext(ip)
  const id = await signUp(context, firstName, 'Fan')
  await post(context, `/api/users/${recipient}/followers`, {})
  if (likedPost) await post(context, `/api/posts/${likedPost}/likes`, {})
  await context.dispose()
  return id
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notificaciones/ })
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notificaciones' })

test.describe('notifications', () => {
  // Several members, pages and round trips per test: give a busy machine time.
  test.describe.configure({ timeout: 120_000 })

  test('the bell counts unread ones; the panel lists, marks and leads to the sender', async ({
    page,
  }) => {
    const me = await signUp(page.request, 'Lola')
    const myPost = await post(page.request, '/api/posts/feed', { content: 'Mi primer post' })
    const sender = await fan('Rosa', me, myPost)

    await page.goto('/')
    await expect(bell(page)).toHaveAccessibleName('Notificaciones, 2 sin leer', SOON)
    await expect(page.getByTestId('notificaciones-sin-leer')).toHaveText('2')

    await bell(page).click()
    const list = panel(page)
    await expect(list).toBeVisible()
    await expect(list.getByRole('heading', { name: 'Notificaciones' })).toBeVisible()
    const items = list.getByRole('listitem')
    await expect(items).toHaveCount(2)
    // Newest first: the like came after the follow.
    await expect(items.nth(0)).toContainText('Nuevo me gusta')
    await expect(items.nth(0)).toContainText('A Rosa Fan le gusta tu post')
    await expect(items.nth(1)).toContainText('Nuevo seguidor')
    await expect(items.nth(0).locator('time')).toContainText('hace')
    await expect(items.nth(0).getByRole('img', { name: 'Me gusta' })).toBeVisible()
    await expect(items.nth(1).getByRole('img', { name: 'Seguimiento' })).toBeVisible()
    await expectAccessible(page)

    // One by its own button…
    await list.getByRole('button', { name: 'Marcar como leída: Nuevo me gusta' }).click()
    await expect(bell(page)).toHaveAccessibleName('Notificaciones, 1 sin leer')
    await expect(list.getByRole('button', { name: /^Marcar como leída/ })).toHaveCount(1)

    // Escape closes and gives focus back to the bell.
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
    await expect(bell(page)).toBeFocused()

    // …then all of them.
    await bell(page).click()
    await list.getByRole('button', { name: 'Marcar todas como leídas' }).click()
    await expect(bell(page)).toHaveAccessibleName('Notificaciones')
    await expect(page.getByTestId('notificaciones-sin-leer')).toHaveCount(0)
    await expect(list.getByRole('button', { name: /^Marcar como leída/ })).toHaveCount(0)

    // An item with a sender closes the panel and opens their profile.
    await items
      .nth(1)
      .getByRole('button', { name: /empezó a seguirte/ })
      .click()
    await expect(page).toHaveURL(new RegExp(`/profile/${sender}$`), SOON)
    await expect(list).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Rosa Fan' })).toBeVisible()
  })

  test('clicking an unread item marks it read; a new member has none; visitors have no bell', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Acceder' }).first()).toBeVisible(SOON)
    await expect(bell(page)).toHaveCount(0)

    const me = await signUp(page.request, 'Nuevo')
    await page.goto('/')
    await bell(page).click()
    await expect(panel(page).getByText('No tienes notificaciones')).toBeVisible(SOON)
    await page.getByRole('button', { name: 'Cerrar notificaciones' }).click()
    await expect(panel(page)).toBeHidden()

    await fan('Beto', me)
    // The bell asks again when the window regains focus, and every 30 seconds anyway.
    await page.reload()
    await expect(bell(page)).toHaveAccessibleName('Notificaciones, 1 sin leer', SOON)
    await bell(page).click()
    await panel(page)
      .getByRole('button', { name: /empezó a seguirte/ })
      .click()
    await expect(page).toHaveURL(/\/profile\/\d+$/, SOON)
    await expect(bell(page)).toHaveAccessibleName('Notificaciones')
  })
})

test.describe('notifications on a phone @movil', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the bell stays in the bar and the menu opens the same panel', async ({ page }) => {
    const me = await signUp(page.request, 'Movil')
    await fan('Carla', me)
    await page.goto('/')
    await expect(bell(page)).toHaveAccessibleName('Notificaciones, 1 sin leer', SOON)

    await page.getByRole('button', { name: 'Abrir menú' }).click()
    const menu = page.getByRole('dialog', { name: 'Menú' })
    await menu.getByRole('button', { name: /Notificaciones/ }).click()
    await expect(menu).toBeHidden()
    const list = panel(page)
    await expect(list.getByText('Nuevo seguidor')).toBeVisible()
    const box = await list.boundingBox()
    const viewport = page.viewportSize()
    expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true)
    await expectAccessible(page)

    await list.getByRole('button', { name: 'Marcar todas como leídas' }).click()
    await expect(bell(page)).toHaveAccessibleName('Notificaciones')
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
  })
})
