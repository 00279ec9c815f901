import { expect, test } from './fixtures'

// The admin's live preview of an article: the pane shows the site's page (draft mode, through
// /preview) and follows the editor's saves. The admin compiles slowly in development: long waits.

const EDITOR = { email: 'editor@tarima.app', password: 'tarima-demo' }

test('the live preview pane shows the article and follows a saved title', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000)
  const slug = `vista-en-vivo-${Date.now().toString(36)}`
  const login = await request.post('/api/users/login', { data: EDITOR })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const created = await request.post('/api/blog-posts', {
    headers: { Authorization: `JWT ${token}` },
    data: { title: 'Título antes de editar', slug, _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }

  await page.goto('/admin/login', { timeout: 180_000 })
  await page.getByLabel('Correo electrónico').fill(EDITOR.email)
  await page.getByLabel('Contraseña').fill(EDITOR.password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 120_000 })

  await page.goto(`/admin/collections/blog-posts/${doc.id}`, { timeout: 180_000 })
  const title = page.locator('#field-title')
  await expect(title).toHaveValue('Título antes de editar', { timeout: 120_000 })
  // A click before the admin has hydrated opens nothing (seen on a busy machine): click until
  // the pane is there, never twice on an open one (the button toggles it).
  const iframe = page.locator('#live-preview-iframe')
  await expect(async () => {
    if (!(await iframe.isVisible())) await page.locator('#live-preview-toggler').click()
    await expect(iframe).toBeVisible({ timeout: 15_000 })
  }).toPass({ timeout: 120_000 })

  const pane = page.frameLocator('#live-preview-iframe')
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText('Título antes de editar', {
    timeout: 180_000,
  })
  await expect(pane.getByText('Vista previa', { exact: true })).toBeVisible()

  // Autosave writes the draft; the pane re-renders it on the server.
  await title.fill('Título del borrador en vivo')
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText('Título del borrador en vivo', {
    timeout: 120_000,
  })

  // Visitors still read the published title.
  const publicPage = await request.get(`/blog/${slug}`, { headers: { Cookie: '' } })
  expect(await publicPage.text()).toContain('Título antes de editar')
})
