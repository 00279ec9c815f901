import { randomInt } from 'node:crypto'

import { expect, request, test, type APIRequestContext, type Page } from './fixtures'

import { clientIpHeaders } from './client-ip'

// In the browser: the Content-Security-Policy blocks nothing the site needs (pages, embedded
// players, the feed, the Payload admin), and markup written by members never runs.

const ip = clientIpHeaders()
test.use({ extraHTTPHeaders: ip })

const BASE_URL = process.env.TEST_BASE_URL || 'http://localhost:3100'
const headers = { Origin: new URL(BASE_URL).origin }
/** Sets `window.__xss` if it ever runs as markup. */
const SENTINEL = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>'

/** Records every CSP violation of the page (the event and Chromium's console report). */
function watchCsp(page: Page) {
  const violations: string[] = []
  page.on('console', (message) => {
    if (
      /Content Security Policy|Refused to (load|execute|frame|connect|apply)/i.test(message.text())
    )
      violations.push(message.text())
  })
  page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      )
    })
  })
  return violations
}

async function signUp(api: APIRequestContext, firstName: string) {
  const response = await api.post('/api/users/signup', {
    data: {
      firstName,
      lastName: 'Seguridad',
      email: `seguridad-${Date.now()}-${randomInt(1e6)}@example.test`,
      password: 'clave-segura-123',
    },
    headers,
  })
  expect(response.ok(), await response.text()).toBe(true)
  const me = await api.get('/api/users/me', { headers })
  return (await me.json()).user.id as number
}

async function post(api: APIRequestContext, path: string, data: unknown, method = 'post') {
  const response = await api.fetch(path, { method, data, headers })
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
  const body = await response.json()
  // A REST row, or a member write's answer (a conversation opened, a message sent).
  return (body.doc ?? body.conversation ?? body.message) as { id: number; slug?: string }
}

async function firstSlug(api: APIRequestContext, exclusive: boolean) {
  const response = await api.get(
    `/api/blog-posts?depth=0&limit=1&sort=-publishedAt&where[exclusive][equals]=${exclusive}`,
  )
  const slug = (await response.json()).docs[0]?.slug as string | undefined
  expect(slug, `a published ${exclusive ? 'News+' : 'blog'} article`).toBeTruthy()
  return slug!
}

async function settle(page: Page) {
  // The signed-in pages keep an event stream open, so the network is never fully idle.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
}

test.describe('security in the browser', () => {
  test('public pages, players, the feed and the admin load without CSP violations', async ({
    page,
  }) => {
    test.setTimeout(300_000)
    const violations = watchCsp(page)
    await signUp(page.request, 'Carla')
    const artist = await post(page.request, '/api/artists', {
      name: `Artista CSP ${randomInt(1e6)}`,
      role: 'Artista',
      genres: ['Salsa'],
      spotifyUrl: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    })
    const blog = await firstSlug(page.request, false)
    const news = await firstSlug(page.request, true)

    for (const path of ['/', '/artists', `/blog/${blog}`, `/news/${news}`, '/feed']) {
      await page.goto(path)
      await settle(page)
      expect(violations, path).toEqual([])
    }

    await page.goto(`/artists/${artist.id}`)
    const frames = page.locator('iframe')
    await expect(frames.first()).toBeAttached()
    const sources = await frames.evaluateAll((nodes) =>
      nodes.map((node) => (node as HTMLIFrameElement).src),
    )
    expect(sources).toContain('https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC')
    expect(sources).toContain('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
    // Lazy frames load once scrolled into view: the policy must not refuse them.
    for (const frame of await frames.all()) await frame.scrollIntoViewIfNeeded()
    await settle(page)
    expect(violations, 'artist page with players').toEqual([])
  })

  test('the Payload admin signs in and works under its policy', async ({ page }) => {
    test.setTimeout(300_000)
    const violations = watchCsp(page)
    await page.goto('/admin/login')
    await page.getByLabel('Correo electrónico').fill('fundadora@tarima.app')
    await page.getByLabel('Contraseña').fill('tarima-demo')
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page.getByRole('link', { name: /Blog y News\+/ }).first()).toBeVisible({
      timeout: 60_000,
    })
    await settle(page)
    expect(violations, '/admin').toEqual([])
    await page.goto('/admin/collections/posts')
    await expect(page.locator('table, .collection-list').first()).toBeVisible({ timeout: 60_000 })
    await settle(page)
    expect(violations, '/admin/collections/posts').toEqual([])
  })

  test('markup written by members never runs', async ({ page }) => {
    test.setTimeout(300_000)
    const author = page.request
    const authorId = await signUp(author, 'Ana')
    const other = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: ip })
    const otherId = await signUp(other, 'Beto')

    const label = `xss-${randomInt(1e9)}`
    const profiles = await (
      await author.get(`/api/profiles?depth=0&where[user][equals]=${authorId}`)
    ).json()
    await post(
      author,
      `/api/profiles/${profiles.docs[0].id}`,
      { displayName: `${label} <img src=x onerror="window.__xss=1">`, bio: `${label} ${SENTINEL}` },
      'patch',
    )
    const feedPost = await post(author, '/api/posts/feed', {
      content: `${label} ${SENTINEL}`,
      musicTitle: `<img src=x onerror="window.__xss=1">`,
    })
    const artist = await post(author, '/api/artists', {
      name: `${label} <img src=x onerror="window.__xss=1">`,
      role: 'Artista',
      genres: ['Salsa'],
      bio: `${label} ${SENTINEL}`,
    })
    const blog = await firstSlug(author, false)
    const article = (await (await author.get(`/api/blog-posts?where[slug][equals]=${blog}`)).json())
      .docs[0]
    await post(author, '/api/blog-comments', { post: article.id, content: `${label} ${SENTINEL}` })
    await post(other, `/api/posts/${feedPost.id}/comments`, { content: `${label} ${SENTINEL}` })
    const talk = await post(other, '/api/conversations/open', { userId: authorId })
    await post(other, `/api/conversations/${talk.id}/messages`, {
      content: `${label} ${SENTINEL}`,
    })

    const expectInert = async (path: string) => {
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss), path).toBeUndefined()
      expect(await page.locator('img[src="x"]').count(), path).toBe(0)
      // Next's inline scripts carry the text as data; none is the member's script itself.
      expect(
        await page
          .locator('script:not([src])')
          .evaluateAll((nodes) =>
            nodes.some((node) => node.textContent?.trim().startsWith('window.__xss')),
          ),
        path,
      ).toBe(false)
    }

    for (const path of [`/profile/${authorId}`, `/artists/${artist.id}`, `/blog/${blog}`]) {
      await page.goto(path)
      await expect(page.getByText(label).first()).toBeVisible()
      await settle(page)
      await expectInert(path)
    }

    await page.goto('/feed')
    const card = page
      .getByRole('article')
      .filter({ hasText: `${label} <img` })
      .first()
    await expect(card).toBeVisible({ timeout: 30_000 })
    await card
      .getByRole('button', { name: /comentario/i })
      .first()
      .click()
      .catch(() => {})
    await settle(page)
    await expectInert('/feed')

    await page.goto(`/messages?to=${otherId}`)
    await expect(page.getByText(`${label} <img`).filter({ visible: true }).first()).toBeVisible({
      timeout: 30_000,
    })
    await settle(page)
    await expectInert('/messages')
    await other.dispose()
  })
})
