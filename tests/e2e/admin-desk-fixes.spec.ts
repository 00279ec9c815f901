import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { clientIpHeaders } from './client-ip'

// What editors and founders tripped over in the admin: "Crear" saving an empty draft, the SEO
// title's suffix and labels, a sent issue still editable, another account's e-mail and password.
const baseURL = process.env.TEST_BASE_URL || 'http://localhost:3100'
test.use({ extraHTTPHeaders: { ...clientIpHeaders(), Origin: new URL(baseURL).origin } })
test.describe.configure({ timeout: 180_000 })

const SLOW = { timeout: 60_000 }

async function signIn(target: { request: APIRequestContext }, email: string) {
  const response = await target.request.post('/api/users/login', {
    data: { email, password: 'tarima-demo' },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()).user.id as number
}

async function create(page: Page, collection: string, data: Record<string, unknown>) {
  const response = await page.request.post(`/api/${collection}?depth=0`, { data })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).doc as { id: number; [key: string]: unknown }
}

test('"Crear" opens an empty form and saves nothing until the editor does', async ({ page }) => {
  await signIn(page, 'editor@tarima.app')
  const count = async () =>
    (await (await page.request.get('/api/blog-posts?draft=true&limit=0')).json()).totalDocs
  const before = await count()
  await page.goto('/admin/collections/blog-posts/create')
  await expect(page.getByRole('button', { name: 'Guardar borrador' })).toBeVisible(SLOW)
  await page.waitForTimeout(3_000)
  await expect(page).toHaveURL(/\/collections\/blog-posts\/create$/)
  expect(await count()).toBe(before)
})

test('the SEO title is generated without the site suffix, under Spanish labels', async ({
  page,
}) => {
  await signIn(page, 'editor@tarima.app')
  const title = `Bomba en Loíza ${Date.now()}`
  const doc = await create(page, 'blog-posts', { title, _status: 'draft' })
  await page.goto(`/admin/collections/blog-posts/${doc.id}`)
  const seo = page.locator('#field-meta, [id="field-meta"], .field-type.group-field').filter({
    hasText: 'Generar automáticamente',
  })
  await expect(page.getByText('Título SEO', { exact: true })).toBeVisible(SLOW)
  await expect(page.getByText('Descripción SEO', { exact: true })).toBeVisible()
  await expect(page.getByText('Imagen para redes', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Los resultados exactos/)).toBeVisible()
  await seo.getByRole('button', { name: 'Generar automáticamente' }).first().click()
  await expect(page.locator('#field-meta__title')).toHaveValue(title)

  // A new title, saved by autosave: the generated SEO title follows it.
  await page.locator('#field-title').fill(`${title} y plena`)
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/blog-posts/${doc.id}?draft=true&depth=0`)).json()).meta
          ?.title,
      { timeout: 30_000 },
    )
    .toBe(`${title} y plena`)
  await expect(page.locator('#field-meta__title')).toHaveValue(`${title} y plena`)
})

test('a sent issue opens read-only', async ({ page }) => {
  await signIn(page, 'editor@tarima.app')
  const draft = await create(page, 'newsletter-issues', {
    subject: `Borrador ${Date.now()}`,
    source: 'letter',
  })
  const issue = await create(page, 'newsletter-issues', {
    subject: `Ya enviada ${Date.now()}`,
    source: 'letter',
  })
  // A draft's form, once ready, can be written in.
  await page.goto(`/admin/collections/newsletter-issues/${draft.id}`)
  await expect(page.locator('#field-subject')).toBeEditable(SLOW)

  // Sent: the status is the system's (src/features/newsletter/sending.ts), written here by SQL.
  const { Client } = await import('pg')
  const db = new Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  await db.query(`UPDATE newsletter_issues SET status = 'sent' WHERE id = $1`, [issue.id])
  await db.end()
  await page.goto(`/admin/collections/newsletter-issues/${issue.id}`)
  const subject = page.locator('#field-subject')
  await expect(subject).toHaveValue(String(issue.subject), SLOW)
  // As long as the draft took to become writable, and more.
  await page.waitForTimeout(3_000)
  await expect(subject).not.toBeEditable()
})

test("a founder is not offered another account's e-mail or password", async ({ page }) => {
  const founderId = await signIn(page, 'fundadora@tarima.app')
  const members = await (
    await page.request.get('/api/users?where[email][equals]=miembro@tarima.app&depth=0')
  ).json()
  await page.goto(`/admin/collections/users/${members.docs[0].id}`)
  await expect(page.locator('#field-firstName')).toBeVisible(SLOW)
  await expect(page.locator('#field-email')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Cambiar contraseña' })).toBeHidden()

  // Their own account keeps both.
  await page.goto(`/admin/collections/users/${founderId}`)
  await expect(page.locator('#field-email')).toBeVisible(SLOW)
  await expect(page.getByRole('button', { name: 'Cambiar contraseña' })).toBeVisible()
})
