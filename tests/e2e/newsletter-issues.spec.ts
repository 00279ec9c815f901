import { expect, test, type Locator, type Page } from './fixtures'
import { Pool } from 'pg'

import { uniqueEmail } from '../helpers/api'
import { decodedText, mailHeader as header, startSmtpSink } from '../helpers/smtp'
import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'

// An editor's newsletter issue from end to end (collections/NewsletterIssues, the sidebar desk of
// src/features/newsletter/admin/desk.tsx): composed from a published article, previewed, tested,
// scheduled and cancelled, sent through the server's jobs queue to a real SMTP server, then a
// subscriber unsubscribes from the e-mail they got and the report counts it.

test.use({ extraHTTPHeaders: clientIpHeaders() })

// The admin compiles slowly in development; a production build answers in well under these.
test.describe.configure({ mode: 'serial', timeout: 240_000 })
const FIRST_LOAD = { timeout: 180_000 }
/** A desk action: its request, then the desk's report request (slower on a busy machine). */
const ROUND_TRIP = { timeout: 15_000 }
/** The queue ticks every 2 s and sends 20 mails a second. */
const SENDING = { timeout: 60_000 }

/** A seeded, published article (scripts/seed/articles.ts). */
const ARTICLE = 'La cumbia digital conquista los festivales europeos'
const EDITOR = 'editor@tarima.app'

type Subscriber = { id: number; name: string; email: string }

const tag = Date.now().toString(36)
const subject = `Boletín ${tag}: la cumbia digital en Europa`
let pool: Pool
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let confirmed: Subscriber[] = []
let pending: Subscriber
let unsubscribed: Subscriber
let issueUrl = ''

/** This file's subscribers with a status, written straight to the table. */
async function addSubscribers(names: string[], status: string): Promise<Subscriber[]> {
  const { rows } = await pool.query<Subscriber>(
    `INSERT INTO newsletter_subscribers (name, email, status, confirmed_at)
     SELECT name, email, $3::text::enum_newsletter_subscribers_status,
            CASE WHEN $3::text = 'pending' THEN NULL ELSE now() END
     FROM unnest($1::text[], $2::text[]) AS t(name, email)
     RETURNING id, name, email`,
    [names, names.map(() => uniqueEmail('boletin')), status],
  )
  return rows
}

test.beforeAll(async () => {
  pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  smtp = await startSmtpSink()
  confirmed = await addSubscribers(
    ['Ana', 'Beto', 'Carmen'].map((name) => `${name} ${tag}`),
    'confirmed',
  )
  ;[pending] = await addSubscribers([`Pendiente ${tag}`], 'pending')
  ;[unsubscribed] = await addSubscribers([`Baja ${tag}`], 'unsubscribed')
})

test.afterAll(async () => {
  // A run that stopped half-way leaves no issue scheduled to go out during other files.
  if (issueUrl)
    await pool.query(
      `UPDATE newsletter_issues SET status = 'draft', scheduled_for = NULL
       WHERE id = $1 AND status = 'scheduled'`,
      [Number(issueUrl.split('/').pop())],
    )
  const ids = [...confirmed, pending, unsubscribed].filter(Boolean).map((s) => s.id)
  await pool?.query(`DELETE FROM newsletter_subscribers WHERE id = ANY($1)`, [ids])
  await pool?.end()
  await smtp?.close()
})

/**
 * The edit view but the desk: Payload's own header, controls and fields (react-select, the
 * Lexical toolbar, date pickers), whose markup is not this repository's.
 */
const PAYLOAD_MARKUP = [
  '.nav',
  '.app-header',
  '.doc-header',
  '.doc-controls',
  '.document-fields__main',
  '.render-fields > .field-type',
]

const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email))

const desk = (page: Page) => page.getByRole('region', { name: 'Envío' })
const statusLine = (page: Page) => desk(page).locator('p', { hasText: /^Estado:/ })
/** A figure of the report: the <dd> after its <dt>. */
const figure = (page: Page, label: string): Locator =>
  desk(page).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')

async function confirmedCount() {
  const { rows } = await pool.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM newsletter_subscribers WHERE status = 'confirmed'`,
  )
  return rows[0].count
}

async function openIssue(page: Page) {
  const login = await page.request.post('/api/users/login', {
    data: { email: EDITOR, password: 'tarima-demo' },
  })
  expect(login.ok()).toBe(true)
  await page.goto(issueUrl, FIRST_LOAD)
  await expect(desk(page)).toBeVisible(FIRST_LOAD)
}

test('an editor composes an issue from an article, previews it and sends a test', async ({
  page,
}) => {
  await page.goto('/admin/login', FIRST_LOAD)
  await page.getByLabel('Correo electrónico').fill(EDITOR)
  await page.getByLabel('Contraseña').fill('tarima-demo')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('heading', { name: 'Cuentas', level: 2 })).toBeVisible(FIRST_LOAD)

  await page.goto('/admin/collections/newsletter-issues/create', FIRST_LOAD)
  // The article field shows once the form (hydrated) took the choice; a click before is lost.
  const article = page.locator('#field-article .rs__control')
  await expect(async () => {
    await page.getByText('Un artículo publicado', { exact: true }).click()
    await expect(article).toBeVisible({ timeout: 2_000 })
  }).toPass(FIRST_LOAD)
  await page.getByLabel('Asunto').fill(subject)
  await page.getByLabel('Preencabezado').fill('Lo mejor de la semana')
  // A relationship field (react-select): search, then pick.
  await article.click()
  await page.keyboard.type('cumbia digital')
  await page.getByRole('option', { name: ARTICLE }).click()
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/newsletter-issues\/\d+$/, FIRST_LOAD)
  issueUrl = new URL(page.url()).pathname

  await expect(statusLine(page)).toHaveText('Estado: Borrador', FIRST_LOAD)
  await desk(page).getByRole('button', { name: 'Vista previa' }).click()
  const dialog = page.getByRole('dialog', { name: `Vista previa: ${subject}` })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Correo (HTML)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const email = dialog.frameLocator('iframe[title="Vista previa del correo"]')
  await expect(email.getByText(/^Hola, .+:$/)).toBeVisible()
  await expect(email.getByRole('heading', { name: ARTICLE })).toBeVisible()
  await expect(email.getByRole('link', { name: 'Leer más' })).toBeVisible()
  // Not inside the frame: it runs no script (sandbox=""), so axe could never answer from it.
  await expectAccessible(page, { exclude: ['iframe[title="Vista previa del correo"]'] })

  await dialog.getByRole('button', { name: 'Texto' }).click()
  await expect(dialog.getByRole('button', { name: 'Texto' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(dialog.locator('iframe')).toHaveCount(0)
  const text = dialog.locator('pre')
  await expect(text).toContainText(/^Hola, .+:/)
  await expect(text).toContainText(ARTICLE)
  await expect(text).toContainText('Leer más')
  await dialog.getByRole('button', { name: 'Cerrar' }).click()
  await expect(dialog).toBeHidden()
  await expectAccessible(page, { exclude: PAYLOAD_MARKUP })

  await desk(page).getByRole('button', { name: 'Enviarme una prueba' }).click()
  await expect(desk(page).getByRole('status')).toHaveText(`Prueba enviada a ${EDITOR}.`, ROUND_TRIP)
  const trial = await smtp.waitFor(EDITOR, ARTICLE)
  expect(header(trial, 'Subject')).toBe(`[Prueba] ${subject}`)
  // A test goes to the editor alone.
  for (const subscriber of confirmed) expect(mailsTo(subscriber.email)).toEqual([])
})

test('the editor schedules and cancels, then sends to the confirmed subscribers only', async ({
  page,
}) => {
  await openIssue(page)
  // Everyone confirmed gets it: this file's three and whoever else the database holds. The line
  // comes from the desk's own request: the desk is hydrated once it shows.
  const recipients = await confirmedCount()
  await expect(desk(page).getByText(`${recipients} suscriptores confirmados`)).toBeVisible(
    FIRST_LOAD,
  )

  // In two minutes, in the browser's own time zone (what a datetime-local input holds).
  const at = await page.evaluate(() => {
    const date = new Date(Date.now() + 2 * 60_000)
    date.setMinutes(date.getMinutes() - date.getTimezoneOffset(), 0, 0)
    return date.toISOString().slice(0, 16)
  })
  await desk(page).getByLabel('Fecha y hora del envío').fill(at)
  await desk(page).getByRole('button', { name: 'Programar' }).click()
  await expect(desk(page).getByRole('status')).toHaveText('Envío programado.', ROUND_TRIP)
  await expect(statusLine(page)).toContainText('Estado: Programada', ROUND_TRIP)
  // The desk writes the hour as Spanish does, without a leading zero ("a las 0:06", "9:30").
  await expect(statusLine(page)).toContainText(at.slice(11, 16).replace(/^0/, ''))
  await desk(page).getByRole('button', { name: 'Cancelar el envío programado' }).click()
  await expect(statusLine(page)).toHaveText('Estado: Borrador', ROUND_TRIP)
  await expect(desk(page).getByRole('status')).toHaveText(
    'Envío cancelado: la edición vuelve a ser un borrador.',
  )

  await expect(desk(page).getByText(`${recipients} suscriptores confirmados`)).toBeVisible()
  await desk(page).getByRole('button', { name: 'Enviar ahora' }).click()
  const confirm = desk(page).getByRole('group', { name: 'Enviar ahora' })
  await expect(confirm).toContainText(
    `¿Enviar esta edición ahora a ${recipients} suscriptores? No se puede deshacer.`,
  )
  await confirm.getByRole('button', { name: 'Enviar ahora' }).click()
  await expect(desk(page).getByRole('status').filter({ hasText: 'Envío en marcha.' })).toBeVisible(
    ROUND_TRIP,
  )
  // The report shows once the queue has started the sending; the desk polls until it is sent.
  await expect(desk(page).getByRole('heading', { name: 'Informe' })).toBeVisible(SENDING)
  await expect(statusLine(page)).toHaveText('Estado: Enviada', SENDING)

  await expect(figure(page, 'Destinatarios')).toHaveText(String(recipients))
  await expect(figure(page, 'Enviados')).toHaveText(String(recipients))
  await expect(figure(page, 'Fallidos')).toHaveText('0')
  await expect(figure(page, 'Pendientes')).toHaveText('0')
  await expect(figure(page, 'Omitidos')).toHaveText('0')
  await expect(figure(page, 'Bajas desde esta edición')).toHaveText('0')

  // Sent means the mail server accepted every copy: what is not here now never will be.
  for (const subscriber of confirmed) {
    const mails = mailsTo(subscriber.email)
    expect(mails, subscriber.email).toHaveLength(1)
    const [mail] = mails
    expect(header(mail, 'Subject')).toBe(subject)
    expect(decodedText(mail)).toContain(`Hola, ${subscriber.name}:`)
    expect(header(mail, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<http://[^>]+/api/newsletter-subscribers/unsubscribe\\?id=${subscriber.id}&`),
    )
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
  }
  expect(mailsTo(pending.email)).toEqual([])
  expect(mailsTo(unsubscribed.email)).toEqual([])
})

test('a subscriber unsubscribes from the e-mail; the report counts it; the web version is public', async ({
  page,
}) => {
  const [reader] = confirmed
  const [mail] = mailsTo(reader.email)
  const link = decodedText(mail).match(/Para darte de baja, abre este enlace: (\S+)/)?.[1]
  expect(link).toBeDefined()
  const url = new URL(link!)
  expect(url.pathname).toBe('/newsletter/unsubscribe')
  await page.goto(url.pathname + url.search)
  await expect(page.getByRole('heading', { name: 'Darse de baja del boletín' })).toBeVisible()
  await page.getByRole('button', { name: 'Darme de baja' }).click()
  await expect(page.getByRole('heading', { name: 'Baja confirmada' })).toBeVisible(ROUND_TRIP)
  await expect(page.getByRole('status')).toHaveText(
    'Te diste de baja. No recibirás más correos del boletín.',
  )

  const { rows } = await pool.query(`SELECT status FROM newsletter_subscribers WHERE id = $1`, [
    reader.id,
  ])
  expect(rows[0].status).toBe('unsubscribed')

  await openIssue(page)
  await expect(desk(page).getByRole('heading', { name: 'Informe' })).toBeVisible(FIRST_LOAD)
  await expect(figure(page, 'Bajas desde esta edición')).toHaveText('1')

  const [web] = await Promise.all([
    page.waitForEvent('popup'),
    desk(page).getByRole('link', { name: 'Versión web' }).click(),
  ])
  await expect(web.getByRole('heading', { name: subject, level: 1 })).toBeVisible(FIRST_LOAD)
  await expect(web.getByRole('heading', { name: ARTICLE, level: 2 })).toBeVisible()
})
