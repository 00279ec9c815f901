import { expect, test } from './fixtures'

import { tinyPng, uniqueEmail } from '../helpers/api'
import { clientIpHeaders } from './client-ip'

// The site reached by a name other than SITE_URL's (http://127.0.0.1:3100 when SITE_URL is
// http://localhost:3100; www and the bare domain in production): a newcomer signs up and sees
// every picture, as at the canonical address (src/server/request-guards.ts,
// src/features/media/relative-urls.ts).
const canonical = new URL(process.env.TEST_BASE_URL || 'http://localhost:3100')
const other = `${canonical.protocol}//127.0.0.1:${canonical.port}`

test.use({ baseURL: other, extraHTTPHeaders: clientIpHeaders() })

test('at 127.0.0.1 a newcomer signs up with a photo, stays signed in and sees every image', async ({
  page,
}) => {
  await page.goto('/artists')
  // Every picture on the directory comes from this address and loads.
  const images = page.locator('main img')
  await expect(images.first()).toBeVisible()
  const sources = await images.evaluateAll((nodes) =>
    (nodes as HTMLImageElement[]).map((img) => ({
      src: img.currentSrc || img.src,
      ok: img.complete && img.naturalWidth > 0,
    })),
  )
  for (const { src } of sources) expect(new URL(src).host).not.toBe(canonical.host)
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img')]
      .filter((img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < innerHeight)
      .every((img) => img.complete && img.naturalWidth > 0),
  )

  const email = uniqueEmail('otro-host')
  await page.goto('/auth?mode=signup')
  await page.getByLabel('Nombre', { exact: true }).fill('Nadia')
  await page.getByLabel('Apellido').fill('Anfitriona')
  await page
    .getByLabel('Foto de perfil (opcional)')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: tinyPng() })
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill('clave-segura-1')
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/onboarding$/, { timeout: 20_000 })
  await expect(page.getByText('viene de otro sitio')).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mi Perfil' })).toBeVisible()

  // Writes with the session cookie work from this address too, and the avatar shows.
  const me = await page.evaluate(async () => (await fetch('/api/users/me')).json())
  expect(me.user.email).toBe(email)
  await page.goto('/profile')
  const avatar = page.locator('img[src*="/api/media/file/"]').first()
  await expect(avatar).toBeVisible()
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

test('another site still cannot use the session: its writes are anonymous and sign-up is refused', async ({
  request,
}) => {
  const reply = await request.post('/api/users/signup', {
    headers: { Origin: 'http://otro-sitio.test' },
    data: {
      firstName: 'Intrusa',
      lastName: 'Ajena',
      email: uniqueEmail('ajena'),
      password: 'clave-segura-1',
    },
  })
  expect(reply.status()).toBe(403)
  expect((await reply.json()).errors[0].message).toContain('otro sitio')
})
