// Oportunidades (issue 39) in Chromium, from outside: three new accounts, one publishes a paid
// gig for a bachata producer in República Dominicana, two apply (one verified), the poster
// shortlists, accepts and declines, the applicants see their states and the e-mails arrive; a
// visitor finds the gig by "bachata santo domingo" and "productor", and its JSON-LD is a JobPosting.
import { randomInt } from 'node:crypto'

import { expect, test, type Browser, type BrowserContext, type Page } from './fixtures'

import { startSmtpSink, tokenFromMail } from '../helpers/smtp'
import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'
import { BASE_URL, PASSWORD, sameOrigin as headers } from './members'

const ip = clientIpHeaders()
test.use({ extraHTTPHeaders: ip })

/** Pages rendered per request on a busy machine, and their first compile in development. */
const SLOW = { timeout: 120_000 }

let smtp: Awaited<ReturnType<typeof startSmtpSink>>
test.beforeAll(async () => {
  smtp = await startSmtpSink()
})
test.afterAll(async () => {
  await smtp?.close()
})

type Member = { context: BrowserContext; page: Page; id: number; name: string; email: string }

/** A new member, signed in in a browser context of their own, with the e-mail confirmed. */
async function member(browser: Browser, firstName: string): Promise<Member> {
  const context = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: ip })
  const email = `e2e-oportunidades-${Date.now()}-${randomInt(1e6)}@example.test`
  const signUp = await context.request.post('/api/users/signup', {
    data: { firstName, lastName: 'Prueba', email, password: PASSWORD },
    headers,
  })
  expect(signUp.ok(), await signUp.text()).toBe(true)
  const token = tokenFromMail(await smtp.waitFor(email), '/confirm-email')
  const confirmed = await context.request.post('/api/users/confirm-email', {
    data: { token },
    headers,
  })
  expect(confirmed.ok(), await confirmed.text()).toBe(true)
  const me = await (await context.request.get('/api/users/me', { headers })).json()
  return {
    context,
    page: await context.newPage(),
    id: me.user.id,
    name: `${firstName} Prueba`,
    email,
  }
}

const inDays = (n: number) => {
  const date = new Date(Date.now() + n * 24 * 60 * 60 * 1000)
  return date.toISOString().slice(0, 10)
}

test('publicar, encontrar, postularse y revisar una oportunidad pagada', async ({ browser }) => {
  test.setTimeout(900_000)
  const title = `Productor de bachata para EP en Santo Domingo ${randomInt(1e6)}`
  const [poster, verified, other] = await Promise.all([
    member(browser, 'Rosa'),
    member(browser, 'Luis'),
    member(browser, 'Marta'),
  ])

  // One applicant is verified, as a founder's approval leaves them.
  const founder = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: ip })
  const login = await founder.request.post('/api/users/login', {
    data: { email: 'fundadora@tarima.app', password: 'tarima-demo' },
    headers,
  })
  expect(login.ok()).toBe(true)
  const profile = await (
    await founder.request.get(`/api/profiles?where[user][equals]=${verified.id}&depth=0`, {
      headers,
    })
  ).json()
  const verify = await founder.request.patch(`/api/profiles/${profile.docs[0].id}`, {
    data: { verified: true },
    headers,
  })
  expect(verify.ok(), await verify.text()).toBe(true)

  // The poster publishes from /oportunidades/nueva.
  const { page } = poster
  await page.goto('/oportunidades/nueva', SLOW)
  await expect(page.getByRole('heading', { name: 'Publicar una oportunidad' })).toBeVisible(SLOW)
  await page.getByLabel('Tipo de oportunidad').selectOption('production')
  await page.getByLabel('Título').fill(title)
  await page
    .getByLabel('Descripción')
    .fill('EP de 4 temas de bachata.\n\nNecesitamos arreglos, requinto y güira, y la mezcla final.')
  const roles = page.getByRole('group', { name: /Roles que buscas/ })
  await roles.getByRole('checkbox', { name: 'Productor', exact: true }).check()
  await page
    .getByRole('group', { name: /Géneros/ })
    .getByRole('checkbox', { name: 'Bachata' })
    .check()
  await page.getByLabel('País').selectOption('República Dominicana')
  await page.getByLabel('Ciudad').fill('Santo Domingo')
  await page.getByLabel('Plazo para aplicar').fill(inDays(20))
  await page.getByRole('radio', { name: 'Pagado' }).check()
  await page.getByLabel('Importe desde (opcional)').fill('1500')
  await page.getByLabel('Hasta (opcional)').fill('3000')
  await page.getByLabel('Moneda').selectOption('USD')
  await page.getByRole('button', { name: 'Añadir pregunta' }).click()
  await page
    .getByRole('textbox', { name: 'Pregunta 1' })
    .fill('¿Con qué artistas de bachata trabajaste?')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Publicar', exact: true }).click()
  await expect(page).toHaveURL(/\/oportunidades\/\d+$/, SLOW)
  const path = new URL(page.url()).pathname
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW)
  await expect(page.getByText('Es tu oportunidad.')).toBeVisible(SLOW)

  // A visitor finds it, reads it, and the page says it is a JobPosting.
  const visitor = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: ip })
  const look = await visitor.newPage()
  for (const query of ['bachata santo domingo', 'productor']) {
    await look.goto('/oportunidades', SLOW)
    await look.getByRole('searchbox', { name: 'Buscar oportunidades' }).fill(query)
    await look.getByRole('button', { name: 'Buscar', exact: true }).click()
    await expect(look).toHaveURL(/q=/, SLOW)
    await expect(look.getByRole('status').filter({ hasText: `"${query}"` })).toBeVisible(SLOW)
    await expect(look.getByRole('link', { name: title })).toBeVisible(SLOW)
  }
  await expectAccessible(look)
  await look.getByRole('link', { name: title }).click()
  await expect(look).toHaveURL(new RegExp(`${path}$`), SLOW)
  await expect(look.getByText('Pagado · 1500–3000 USD').first()).toBeVisible()
  const jsonLd = JSON.parse(
    (await look.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}',
  )
  expect(jsonLd['@type']).toBe('JobPosting')
  expect(jsonLd.title).toBe(title)
  expect(jsonLd.baseSalary.currency).toBe('USD')
  expect(jsonLd.jobLocation.address.addressCountry).toBe('República Dominicana')
  const signIn = look.getByRole('link', { name: 'Inicia sesión para postularte' })
  await expect(signIn).toHaveAttribute('href', `/auth?next=${encodeURIComponent(path)}`)
  await expectAccessible(look)

  // Both apply from the opportunity's page.
  for (const applicant of [verified, other]) {
    await applicant.page.goto(path, SLOW)
    await applicant.page
      .getByLabel('Nota para quien publica')
      .fill(`Soy ${applicant.name}, productor de bachata en Santo Domingo.`)
    await applicant.page.getByLabel('¿Con qué artistas de bachata trabajaste?').fill('Con varios.')
    await applicant.page.getByLabel('Enlace 1').fill('https://example.com/demo')
    await applicant.page.getByRole('button', { name: 'Enviar solicitud' }).click()
    await expect(applicant.page.getByText('Pendiente')).toBeVisible(SLOW)
  }
  await expectAccessible(other.page)

  // The poster reviews: the verified badge shows, the e-mail addresses never do.
  await page.goto(`${path}/solicitudes`, SLOW)
  const applicant = (name: string) => page.getByRole('listitem').filter({ hasText: name })
  const luis = applicant('Luis Prueba')
  const marta = applicant('Marta Prueba')
  await expect(luis.getByRole('heading', { name: 'Luis Prueba Verificado' })).toBeVisible(SLOW)
  await expect(marta.getByRole('heading', { name: 'Marta Prueba', exact: true })).toBeVisible()
  await expect(page.locator('body')).not.toContainText(verified.email)
  await expectAccessible(page)
  await luis.getByRole('button', { name: 'Preseleccionar: Luis Prueba' }).click()
  await expect(luis.getByText('Preseleccionada')).toBeVisible(SLOW)
  await luis.getByRole('button', { name: 'Aceptar: Luis Prueba' }).click()
  await expect(luis.getByText('Aceptada')).toBeVisible(SLOW)
  await marta.getByRole('button', { name: 'Descartar: Marta Prueba' }).click()
  await expect(marta.getByText('Descartada')).toBeVisible(SLOW)
  await expect(luis.getByRole('link', { name: 'Enviar mensaje: Luis Prueba' })).toHaveAttribute(
    'href',
    `/messages?to=${verified.id}`,
  )

  // The applicants see their states, in "Mis solicitudes" and by e-mail.
  await verified.page.goto('/oportunidades/solicitudes', SLOW)
  await expect(
    verified.page.getByRole('article', { name: title }).getByText('Aceptada'),
  ).toBeVisible(SLOW)
  await expectAccessible(verified.page)
  await other.page.goto('/oportunidades/solicitudes', SLOW)
  await expect(
    other.page.getByRole('article', { name: title }).getByText('Descartada'),
  ).toBeVisible(SLOW)
  await smtp.waitFor(verified.email, 'aceptó tu solicitud')
  await smtp.waitFor(other.email, 'eligió otras solicitudes')

  for (const context of [poster, verified, other].map((m) => m.context)) await context.close()
  await visitor.close()
  await founder.close()
})

test('un miembro denuncia una oportunidad; un visitante no ve el botón', async ({ browser }) => {
  const visitor = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: ip })
  const list = await (await visitor.request.get('/api/opportunities/search')).json()
  const { id } = list.cards[0] as { id: number }
  const reportLabel = 'Denunciar esta oportunidad'

  const page = await visitor.newPage()
  await page.goto(`/oportunidades/${id}`, SLOW)
  await expect(page.getByRole('link', { name: 'Inicia sesión para postularte' })).toBeVisible(SLOW)
  await expect(page.getByRole('button', { name: reportLabel })).toHaveCount(0)

  // The button and its dialog load once the page knows a member is signed in.
  const reporter = await member(browser, 'Denunciante')
  await reporter.page.goto(`/oportunidades/${id}`, SLOW)
  await reporter.page.getByRole('button', { name: reportLabel }).click(SLOW)
  const dialog = reporter.page.getByRole('dialog', { name: 'Denunciar oportunidad' })
  await dialog
    .getByLabel('Motivo de la denuncia')
    .fill('Piden pagar una inscripción para postularse.')
  await dialog.getByRole('button', { name: 'Enviar denuncia' }).click()
  await expect(reporter.page.getByText('Denuncia enviada')).toBeVisible(SLOW)

  await reporter.context.close()
  await visitor.close()
})

test('«Cargar más» añade la página siguiente, y sin JavaScript la abre', async ({ browser }) => {
  const visitor = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: ip })
  const page = await visitor.newPage()
  // The page asks who is signed in once it has hydrated; a click before would open the next
  // page as without JavaScript.
  const hydrated = page.waitForResponse((response) => response.url().endsWith('/api/users/me'))
  await page.goto('/oportunidades', SLOW)
  await hydrated
  const cards = page.locator('main article')
  await expect(cards).toHaveCount(12, SLOW)
  await page.getByRole('link', { name: 'Cargar más' }).click()
  await expect.poll(() => cards.count(), SLOW).toBeGreaterThan(12)
  await expect(page).toHaveURL(/[?&]pagina=2(&|$)/)
  // Focus moves to the first card added.
  await expect(cards.nth(12).getByRole('link').first()).toBeFocused()

  const noScript = await browser.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: ip,
    javaScriptEnabled: false,
  })
  const plain = await noScript.newPage()
  await plain.goto('/oportunidades', SLOW)
  await plain.getByRole('link', { name: 'Cargar más' }).click()
  await expect(plain).toHaveURL(/[?&]pagina=2(&|$)/, SLOW)
  expect(await plain.locator('main article').count()).toBeGreaterThan(12)
  await noScript.close()
  await visitor.close()
})
