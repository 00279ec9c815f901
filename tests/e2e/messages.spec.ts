import { randomInt } from 'node:crypto'

import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from './fixtures'

import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'
import { BASE_URL, sameOrigin as headers, signUp } from './members'

const ip = clientIpHeaders()
test.use({ extraHTTPHeaders: ip })

/** A live event reaches an open page within about a second; polling would take 30 s. */
const LIVE = { timeout: 5_000 }
/** A page rendered per request on a busy machine. */
const SLOW = { timeout: 15_000 }

type Member = { context: BrowserContext; page: Page; id: number; name: string }

/** A new member signed in in a browser context of their own. */
async function member(
  browser: Browser,
  firstName: string,
  viewport?: { width: number; height: number },
): Promise<Member> {
  const context = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: ip, viewport })
  const id = await signUp(context.request, firstName)
  return { context, page: await context.newPage(), id, name: `${firstName} Prueba` }
}

async function createArtist(request: APIRequestContext, name: string) {
  const response = await request.post('/api/artists', {
    data: { name, role: 'Artista', genres: ['Salsa'], country: 'Puerto Rico' },
    headers,
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Escribe un mensaje' })
const thread = (page: Page, name: string) => page.getByRole('log', { name: `Mensajes con ${name}` })
const conversation = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Conversaciones' }).getByRole('button', { name: new RegExp(name) })
const bell = (page: Page) => page.getByRole('button', { name: /^Notificaciones/ })

/** Opens the conversation with `to` and sends `content`, from `from`'s own session. */
async function sendFrom(from: Member, to: Member, content: string) {
  const opened = await from.context.request.post('/api/conversations/open', {
    data: { userId: to.id },
    headers,
  })
  expect(opened.status(), await opened.text()).toBe(200)
  const { conversation } = (await opened.json()) as { conversation: { id: number } }
  const sent = await from.context.request.post(`/api/conversations/${conversation.id}/messages`, {
    data: { content },
    headers,
  })
  expect(sent.status(), await sent.text()).toBe(201)
}

test.describe('messages', () => {
  test('a visitor is asked to sign in', async ({ page }) => {
    await page.goto('/messages')
    await expect(page.getByRole('heading', { level: 1, name: 'Acceso Requerido' })).toBeVisible()
    await expect(page.getByText('Debes iniciar sesión para enviar mensajes')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()
    await expectAccessible(page)
  })

  test('from an artist page to a live conversation between two members', async ({ browser }) => {
    test.setTimeout(150_000)
    const ana = await member(browser, 'Ana')
    const beto = await member(browser, 'Beto')
    const artistName = `Beto Sonero ${randomInt(1e6)}`
    const artistId = await createArtist(beto.context.request, artistName)

    // Beto waits on his (empty) messages screen.
    await beto.page.goto('/messages')
    await expect(beto.page.getByText('Aún no tienes conversaciones')).toBeVisible(SLOW)
    await expectAccessible(beto.page)

    // Ana opens his artist page and presses "Mensaje": the thread with him opens.
    const signedIn = ana.page.waitForResponse((response) =>
      response.url().endsWith('/api/users/me'),
    )
    await ana.page.goto(`/artists/${artistId}`)
    await signedIn
    await ana.page.getByRole('button', { name: 'Mensaje' }).click()
    await expect(ana.page).toHaveURL(new RegExp(`/messages\\?to=${beto.id}$`), SLOW)
    await expect(ana.page.getByRole('heading', { level: 2, name: beto.name })).toBeVisible(SLOW)
    await expect(ana.page.getByText('Todavía no hay mensajes. ¡Escribe el primero!')).toBeVisible()
    await expectAccessible(ana.page)

    // Enter sends; the box empties and the message shows with its HH:mm time.
    await composer(ana.page).fill('Hola Beto, ¿colaboramos?')
    await composer(ana.page).press('Enter')
    await expect(composer(ana.page)).toHaveValue('')
    const sent = thread(ana.page, beto.name).getByText('Hola Beto, ¿colaboramos?')
    await expect(sent).toBeVisible()
    // The bubble is the confirmation: no "Mensaje enviado" toast over the send button.
    await ana.page.waitForTimeout(500)
    expect(await ana.page.getByText('Mensaje enviado').count()).toBe(0)
    const send = ana.page.getByRole('button', { name: 'Enviar', exact: true })
    expect(
      await send.evaluate((button) => {
        const box = button.getBoundingClientRect()
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        return button.contains(top)
      }),
    ).toBe(true)
    await expect(thread(ana.page, beto.name).locator('time').first()).toHaveText(/^\d{2}:\d{2}$/)

    // Beto sees the conversation arrive, unread, without reloading.
    const item = conversation(beto.page, ana.name)
    await expect(item).toBeVisible(LIVE)
    await expect(item).toContainText('Hola Beto, ¿colaboramos?')
    await expect(item).toContainText('1 mensaje sin leer')
    await expectAccessible(beto.page)

    // Opening it shows the thread and marks it read.
    await item.click()
    await expect(thread(beto.page, ana.name).getByText('Hola Beto, ¿colaboramos?')).toBeVisible()
    await expect(item).not.toContainText('mensaje sin leer')
    await expect(item).toHaveAttribute('aria-current', 'true')
    // Ana sees it read, live.
    await expect(ana.page.getByText('Leído', { exact: true })).toBeVisible(LIVE)

    // Shift+Enter adds a line; the open thread on the other side shows it live.
    await composer(ana.page).click()
    await ana.page.keyboard.type('Primera línea')
    await ana.page.keyboard.press('Shift+Enter')
    await ana.page.keyboard.type('Segunda línea')
    await expect(composer(ana.page)).toHaveValue('Primera línea\nSegunda línea')
    await ana.page.keyboard.press('Enter')
    await expect(composer(ana.page)).toHaveValue('')
    const multiline = thread(beto.page, ana.name).locator('p', { hasText: 'Primera línea' })
    await expect(multiline).toBeVisible(LIVE)
    await expect(multiline).toHaveJSProperty('textContent', 'Primera línea\nSegunda línea')
    // Read at once because it is open: no unread badge stays behind.
    await expect(item).not.toContainText('mensaje sin leer')

    // Beto answers; Ana's list preview and thread follow.
    await composer(beto.page).fill('¡Claro que sí!')
    await beto.page.getByRole('button', { name: 'Enviar' }).click()
    await expect(thread(ana.page, beto.name).getByText('¡Claro que sí!')).toBeVisible(LIVE)
    await expect(conversation(ana.page, beto.name)).toContainText('¡Claro que sí!')
    await expect(conversation(beto.page, ana.name)).toContainText('Tú: ¡Claro que sí!')

    // The search filters by name.
    const search = beto.page.getByRole('searchbox', { name: 'Buscar conversaciones' })
    await search.fill('zzzz')
    await expect(beto.page.getByText('No se encontraron conversaciones')).toBeVisible()
    await search.fill('ana')
    await expect(conversation(beto.page, ana.name)).toBeVisible()

    // The other person's name leads to their profile.
    await beto.page.getByRole('link', { name: ana.name }).click()
    await expect(beto.page).toHaveURL(new RegExp(`/profile/${ana.id}$`), SLOW)

    await ana.context.close()
    await beto.context.close()
  })

  test('a message arriving in the open thread is read at once: the bell never counts it', async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const ana = await member(browser, 'Amaia')
    const beto = await member(browser, 'Borja')
    // Borja has the thread with Amaia open, the live stream connected and no notifications.
    const live = beto.page.waitForResponse((response) => response.url().endsWith('/api/live'))
    await beto.page.goto(`/messages?to=${ana.id}`)
    await expect(beto.page.getByRole('heading', { level: 2, name: ana.name })).toBeVisible(SLOW)
    await live
    await expect(bell(beto.page)).toHaveAccessibleName('Notificaciones', SLOW)
    // Every number the bell shows from now on.
    await beto.page.evaluate(() => {
      const seen: string[] = []
      Object.assign(window, { badgesSeen: seen })
      new MutationObserver(() => {
        const badge = document.querySelector('[data-testid="notificaciones-sin-leer"]')
        if (badge?.textContent) seen.push(badge.textContent)
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    })

    await sendFrom(ana, beto, '¿Estás ahí?')
    await expect(thread(beto.page, ana.name).getByText('¿Estás ahí?')).toBeVisible(LIVE)
    // Read on the server at once: the message and its "Nuevo mensaje" notification.
    const unread = async () => {
      const reply = await beto.context.request.get('/api/notifications/unread-count', { headers })
      return ((await reply.json()) as { count: number }).count
    }
    await expect.poll(unread, LIVE).toBe(0)
    await ana.page.goto(`/messages?to=${beto.id}`)
    await expect(ana.page.getByText('Leído', { exact: true })).toBeVisible(SLOW)
    // Give a late count a moment to show: the bell never went up.
    await beto.page.waitForTimeout(1_500)
    expect(
      await beto.page.evaluate(() => (window as unknown as { badgesSeen: string[] }).badgesSeen),
    ).toEqual([])
    await expect(bell(beto.page)).toHaveAccessibleName('Notificaciones')

    await ana.context.close()
    await beto.context.close()
  })

  test('a failed send keeps the text and says why', async ({ browser }) => {
    test.setTimeout(90_000)
    const ana = await member(browser, 'Alba')
    const beto = await member(browser, 'Bruno')
    await ana.page.goto(`/messages?to=${beto.id}`)
    await expect(ana.page.getByRole('heading', { level: 2, name: beto.name })).toBeVisible(SLOW)

    // Bruno blocks her: the server refuses the message.
    const block = await beto.context.request.post('/api/blocks', {
      data: { blocked: ana.id },
      headers,
    })
    expect(block.status(), await block.text()).toBe(201)
    await composer(ana.page).fill('¿Sigues ahí?')
    await composer(ana.page).press('Enter')
    await expect(ana.page.getByText('Error al enviar mensaje')).toBeVisible()
    await expect(ana.page.getByText('No puedes interactuar con este usuario.')).toBeVisible()
    await expect(composer(ana.page)).toHaveValue('¿Sigues ahí?')
    await expect(thread(ana.page, beto.name).getByText('¿Sigues ahí?')).toHaveCount(0)

    await ana.context.close()
    await beto.context.close()
  })
})

const PHONE = { width: 375, height: 812 }

test.describe('messages on a phone @movil', () => {
  test.use({ viewport: PHONE })

  test('the list and the thread take the screen in turn', async ({ browser }) => {
    test.setTimeout(90_000)
    const ana = await member(browser, 'Aitana', PHONE)
    const beto = await member(browser, 'Bastian')
    await ana.page.goto(`/messages?to=${beto.id}`)
    await expect(ana.page.getByRole('heading', { level: 2, name: beto.name })).toBeVisible(SLOW)
    await composer(ana.page).fill('Hola desde el móvil')
    await composer(ana.page).press('Enter')
    await expect(thread(ana.page, beto.name).getByText('Hola desde el móvil')).toBeVisible()
    // The send button is a proper target, its icon drawn whole.
    const sendButton = await ana.page.getByRole('button', { name: 'Enviar' }).boundingBox()
    const icon = await ana.page.getByRole('button', { name: 'Enviar' }).locator('svg').boundingBox()
    expect(sendButton?.width).toBeGreaterThanOrEqual(40)
    expect(sendButton?.height).toBeGreaterThanOrEqual(40)
    expect(icon?.width).toBeGreaterThanOrEqual(16)
    expect(icon?.height).toBeGreaterThanOrEqual(16)
    // The list is hidden behind the thread until "back".
    await expect(ana.page.getByRole('searchbox', { name: 'Buscar conversaciones' })).toBeHidden()
    await expectAccessible(ana.page)
    // The browser's Back returns to the list, still inside /messages.
    await ana.page.goBack()
    await expect(composer(ana.page)).toBeHidden()
    await expect(conversation(ana.page, beto.name)).toContainText('Tú: Hola desde el móvil')
    await expect(ana.page).toHaveURL(/\/messages$/)
    await expectAccessible(ana.page)
    await conversation(ana.page, beto.name).click()
    await expect(ana.page).toHaveURL(new RegExp(`/messages\\?to=${beto.id}$`))
    await expect(thread(ana.page, beto.name).getByText('Hola desde el móvil')).toBeVisible()
    // So does the thread's own back button; Back again leaves nothing of the thread behind.
    await ana.page.getByRole('button', { name: 'Volver a las conversaciones' }).click()
    await expect(composer(ana.page)).toBeHidden()
    await expect(ana.page).toHaveURL(/\/messages$/)
    await ana.page.goForward()
    await expect(thread(ana.page, beto.name).getByText('Hola desde el móvil')).toBeVisible()
    await ana.page.goBack()
    await expect(composer(ana.page)).toBeHidden()
    await expect(conversation(ana.page, beto.name)).toBeVisible()

    await ana.context.close()
    await beto.context.close()
  })
})
