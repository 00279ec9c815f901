import { expect, test, type Page } from './fixtures'

import { solidImage } from '../helpers/images'
import { startSmtpSink } from '../helpers/smtp'
import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'

test.use({ extraHTTPHeaders: clientIpHeaders() })

// Uploads resize images and a dev server compiles pages on first use: allow time.
const SLOW = { timeout: 30_000 }

async function signIn(page: Page, email: string) {
  const login = await page.request.post('/api/users/login', {
    data: { email, password: 'tarima-demo' },
  })
  expect(login.ok()).toBe(true)
}

/** Drops files on the logo zone as a browser drag and drop does. */
async function dropOnZone(page: Page, file: { name: string; type: string; text: string }) {
  const transfer = await page.evaluateHandle(({ name, type, text }) => {
    const data = new DataTransfer()
    data.items.add(new File([text], name, { type }))
    return data
  }, file)
  await page.getByTestId('logo-dropzone').dispatchEvent('drop', { dataTransfer: transfer })
}

const topBarLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Tarima, ir al inicio' })
const topBarLogo = (page: Page) => topBarLink(page).locator('img')

test.describe('founder tools', () => {
  // Both pages in this file change site-wide state (the logo) or share the SMTP port.
  test.describe.configure({ mode: 'serial' })

  let smtp: Awaited<ReturnType<typeof startSmtpSink>>
  test.beforeAll(async () => {
    smtp = await startSmtpSink()
  })
  test.afterAll(async () => {
    await smtp?.close()
  })

  test('a founder uploads a logo and sees it in the top bar, then restores the default', async ({
    page,
    request,
  }) => {
    await signIn(page, 'fundadora@tarima.app')
    await page.goto('/logo-settings')
    await expect(page.getByRole('heading', { name: 'Logo del sitio', level: 1 })).toBeVisible(SLOW)
    await expect(
      page.getByText(
        'El logo se actualiza automáticamente en la navegación y en la página de inicio.',
      ),
    ).toBeVisible()
    await expect(page.getByText('Tamaño máximo: 2MB. Tamaño recomendado: 512x512px.')).toBeVisible()
    await expect(page.getByText(/SVG no se admite/).first()).toBeVisible()
    await expectAccessible(page)

    // Only images are taken from a drop, and SVG is refused.
    await dropOnZone(page, { name: 'notas.txt', type: 'text/plain', text: 'hola' })
    await expect(page.getByText(/Tipo de archivo inválido/)).toBeVisible()
    await dropOnZone(page, {
      name: 'logo.svg',
      type: 'image/svg+xml',
      text: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    })
    await expect(
      page.getByText('Formato no admitido: SVG no se admite por seguridad. Usa PNG o JPG.'),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Guardar logo' })).toBeDisabled()

    const png = await solidImage('png', {
      width: 512,
      height: 512,
      background: '#f59e0b',
      channels: 4,
    })
    const name = `logo-e2e-${Date.now()}.png`
    const input = page.getByLabel('Arrastra tu logo aquí o haz clic para elegir un archivo')
    // The zone is a real file input: keyboard users reach it with Tab.
    await input.focus()
    await expect(input).toBeFocused()
    await input.setInputFiles({ name, mimeType: 'image/png', buffer: png })
    await expect(page.getByRole('img', { name: 'Vista previa del logo elegido' })).toBeVisible()
    await page.getByRole('button', { name: 'Guardar logo' }).click()
    await expect(page.getByText('Logo guardado')).toBeVisible(SLOW)
    await expect(topBarLogo(page)).toHaveAttribute(
      'src',
      new RegExp(name.replace('.png', '')),
      SLOW,
    )
    await expect(page.getByRole('img', { name: 'Logo actual del sitio' })).toBeVisible()

    // A visitor (a request context without the founder's cookie) gets it on the home page too.
    const home = await request.get('/')
    expect(await home.text()).toContain(name.replace('.png', ''))

    await page.getByRole('button', { name: 'Volver al logo predeterminado' }).click()
    await expect(page.getByText('Logo predeterminado restablecido')).toBeVisible(SLOW)
    // The bundled mark is drawn in the page (src/features/site/site-logo.tsx), not an <img>.
    await expect(topBarLogo(page)).toHaveCount(0, SLOW)
    await expect(topBarLink(page).locator('svg')).toBeVisible()
  })

  test('a founder sends a test e-mail from /email-test and sees the toast', async ({ page }) => {
    await signIn(page, 'fundadora@tarima.app')
    await page.goto('/email-test')
    await expect(page.getByRole('heading', { name: 'Pruebas de correo', level: 1 })).toBeVisible(
      SLOW,
    )
    const health = page.getByRole('region', { name: 'Estado del correo' })
    await expect(health.getByText('El servidor responde')).toBeVisible(SLOW)
    await expect(health.getByText('127.0.0.1:', { exact: false })).toBeVisible()
    await expect(
      page.getByRole('form', { name: 'Recibe lo mejor de la música latina' }),
    ).toBeVisible()
    await expectAccessible(page)

    await page.getByRole('button', { name: 'Enviar correo de prueba' }).click()
    await expect(page.getByText('Correo de prueba enviado')).toBeVisible(SLOW)
    const mail = await smtp.waitFor('fundadora@tarima.app', 'Este es un correo de prueba')
    expect(mail.to).toEqual(['fundadora@tarima.app'])
  })

  test('founders download CSV exports from the admin lists; editors do not see the button', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'fundadora@tarima.app')
    for (const [path, file] of [
      ['applications', 'solicitudes'],
      ['newsletter-subscribers', 'suscriptores'],
      ['contact-messages', 'mensajes-contacto'],
    ]) {
      await page.goto(`/admin/collections/${path}`, { timeout: 120_000 })
      const button = page.getByRole('link', { name: /^Descargar .* en CSV$/ })
      await expect(button).toBeVisible({ timeout: 120_000 })
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^${file}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
      )
    }

    const editorContext = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: clientIpHeaders(),
    })
    const editor = await editorContext.newPage()
    await signIn(editor, 'editor@tarima.app')
    await editor.goto('/admin/collections/contact-messages', { timeout: 120_000 })
    await expect(editor.getByRole('heading', { name: 'Mensajes de contacto' }).first()).toBeVisible(
      {
        timeout: 120_000,
      },
    )
    await expect(editor.getByRole('link', { name: /Descargar .* en CSV/ })).toHaveCount(0)
    await editorContext.close()
  })

  test('a member sees "Acceso denegado" on both pages', async ({ page }) => {
    await signIn(page, 'miembro@tarima.app')
    for (const path of ['/logo-settings', '/email-test']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: 'Acceso denegado', level: 1 })).toBeVisible(
        SLOW,
      )
      await expect(page.getByRole('button', { name: /Guardar logo|Enviar correo/ })).toHaveCount(0)
      await expectAccessible(page)
    }
  })

  test('a visitor is asked to sign in @movil', async ({ page }) => {
    await page.goto('/logo-settings')
    await expect(page.getByRole('heading', { name: 'Debes iniciar sesión', level: 1 })).toBeVisible(
      SLOW,
    )
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()
    await expectAccessible(page)
  })
})
