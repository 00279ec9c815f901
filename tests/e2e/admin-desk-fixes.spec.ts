import { expect, test, type APIRequestContext, type Page } from './fixtures'

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

// Texts written in English into Payload's, Lexical's and the date picker's code.
const ENGLISH =
  /\b(Responsive|Time|Next Month|Previous Month|Choose Date|Add block|Drag to move|Remove Block|Selected date|January|February|March|April|May|June|July|August|September|October|November|December)\b/

/** The page's text and every label a screen reader or a tooltip gives. */
const wordsOf = (page: Page) =>
  page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label],[title],[placeholder]')].flatMap((element) =>
        ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
      ),
    ].join('\n'),
  )

test('the article editor speaks Spanish only: date picker, live preview and Lexical', async ({
  page,
}) => {
  await signIn(page, 'editor@tarima.app')
  const doc = await create(page, 'blog-posts', {
    title: `Plena en diciembre ${Date.now()}`,
    _status: 'draft',
    publishedAt: '2026-12-04T16:00:00.000Z',
    content: {
      root: {
        type: 'root',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        children: [
          {
            type: 'paragraph',
            version: 1,
            direction: 'ltr',
            format: '',
            indent: 0,
            textFormat: 0,
            children: [
              {
                type: 'text',
                version: 1,
                text: 'Un párrafo.',
                format: 0,
                detail: 0,
                mode: 'normal',
                style: '',
              },
            ],
          },
        ],
      },
    },
  })
  const path = `/admin/collections/blog-posts/${doc.id}`
  // What the server sends, before any script runs ("4 de December" while the picker loaded).
  const html = await (await page.request.get(path)).text()
  expect(html).toMatch(/4 de diciembre de 2026, \d\d:\d\d/)
  expect(html).not.toMatch(/December/)

  await page.goto(path)
  const date = page.locator('#field-publishedAt input')
  await expect(date).toHaveValue(/^4 de diciembre de 2026, \d\d:\d\d$/, SLOW)
  // Lexical's handles appear beside the paragraph under the pointer.
  await page.getByText('Un párrafo.').hover()
  await expect(page.locator('[aria-label="Añadir bloque"]')).toBeAttached()
  await expect(page.locator('[aria-label="Arrastrar para mover"]')).toBeAttached()
  // The date picker, open, with its time list.
  await date.click()
  await expect(page.getByRole('dialog', { name: 'Elegir fecha y hora' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mes siguiente' })).toBeVisible()
  await expect(page.getByRole('listbox', { name: 'Hora' })).toBeAttached()
  expect(await wordsOf(page)).not.toMatch(ENGLISH)
  await page.keyboard.press('Escape')
  // The live preview and its sizes.
  const toolbar = page.locator('.live-preview-toolbar')
  // Open already when the editor left it open last time (a preference Payload keeps).
  if (!(await toolbar.isVisible()))
    await page.getByRole('button', { name: 'Previsualizar' }).first().click()
  await expect(toolbar).toBeVisible(SLOW)
  await expect(toolbar).toContainText('Adaptable')
  expect(await wordsOf(page)).not.toMatch(ENGLISH)
})

/** A day a month ahead as the site's clock shows it: "5/1/2027" and "5 ene 2027". */
function aMonthAhead() {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Puerto_Rico',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    })
      .formatToParts(new Date(Date.now() + 30 * 24 * 60 * 60_000))
      .map((part) => [part.type, part.value]),
  )
  const months = [
    'ene',
    'feb',
    'mar',
    'abr',
    'may',
    'jun',
    'jul',
    'ago',
    'sept',
    'oct',
    'nov',
    'dic',
  ]
  return {
    typed: `${parts.day}/${parts.month}/${parts.year}`,
    shown: `${parts.day} ${months[Number(parts.month) - 1]} ${parts.year}`,
  }
}

test('scheduling shows and keeps what was typed: 24 hours, day first, Puerto Rico', async ({
  page,
}) => {
  await signIn(page, 'editor@tarima.app')
  const doc = await create(page, 'blog-posts', {
    title: `Programada ${Date.now()}`,
    _status: 'published',
  })
  await page.goto(`/admin/collections/blog-posts/${doc.id}`)
  const control = page.getByRole('region', { name: 'Programar' })
  await expect(control.getByText('Nada programado.')).toBeVisible(SLOW)
  // Payload's own drawer is gone: the publish button has no menu with "Programar publicación".
  await expect(page.locator('#action-save')).toBeVisible()
  await expect(page.locator('.btn--withPopup')).toHaveCount(0)

  const { typed, shown } = aMonthAhead()
  const time = control.getByLabel('Hora (24 h)')
  await control.getByLabel('Fecha (día/mes/año)').fill('1/1/2020')
  await time.fill('11:49 PM')
  await control.getByRole('button', { name: 'Programar', exact: true }).click()
  await expect(
    control.getByText('Escribe la hora en formato de 24 horas, como 23:49.'),
  ).toBeVisible()
  await time.fill('23:49')
  await control.getByRole('button', { name: 'Programar', exact: true }).click()
  await expect(control.getByRole('alert')).toHaveText(
    'Esa hora ya pasó: elige una fecha y hora futuras.',
    SLOW,
  )

  await control.getByRole('radio', { name: 'Despublicar' }).check()
  await control.getByLabel('Fecha (día/mes/año)').fill(typed)
  const summary = `Despublicar el ${shown}, 23:49 (hora de Puerto Rico, GMT-4)`
  await expect(control.getByText(summary)).toBeVisible()
  await control.getByRole('button', { name: 'Programar', exact: true }).click()
  await expect(control.getByRole('status')).toHaveText(
    `Programado: Despublicar el ${shown}, 23:49.`,
    SLOW,
  )

  // Reopened: the same action, date and time, and the pending job says the same.
  await page.reload()
  await expect(control.getByRole('listitem').filter({ hasText: summary })).toBeVisible(SLOW)
  await expect(control.getByRole('radio', { name: 'Despublicar' })).toBeChecked()
  await expect(control.getByLabel('Fecha (día/mes/año)')).toHaveValue(typed)
  await expect(time).toHaveValue('23:49')

  await control.getByRole('button', { name: `Cancelar: Despublicar el ${shown}, 23:49` }).click()
  await expect(control.getByRole('status')).toHaveText('Programación cancelada.', SLOW)
  await expect(control.getByText('Nada programado.')).toBeVisible(SLOW)
})
