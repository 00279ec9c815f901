import { expect, test } from './fixtures'

import { expectAccessible } from './axe'
import { clientIpHeaders } from './client-ip'
import { newRequestContext, sameOrigin as headers, signUp } from './members'

const ip = clientIpHeaders()
test.use({ extraHTTPHeaders: ip })

const SOON = { timeout: 30_000 }

/** Another member, signed up in a context of their own; optionally following `follows`. */
async function someoneElse(firstName: string, follows?: number) {
  const context = await newRequestContext(ip)
  const id = await signUp(context, firstName, 'Perfil')
  if (follows) {
    const response = await context.post(`/api/users/${follows}/followers`, { data: {}, headers })
    expect(response.status()).toBe(201)
  }
  await context.dispose()
  return id
}

test.describe('blocking and reporting from a profile', () => {
  // Several members, pages and round trips per test: give a busy machine time.
  test.describe.configure({ timeout: 120_000 })

  test('visitors see no member actions on a public profile', async ({ page }) => {
    const other = await someoneElse('Visto')
    await page.goto(`/profile/${other}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Visto Perfil' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Acceder' }).first()).toBeVisible(SOON)
    for (const name of ['Seguir', 'Mensaje', 'Bloquear', 'Denunciar este perfil'])
      await expect(page.getByRole('button', { name })).toHaveCount(0)
    await expectAccessible(page)
  })

  test('a member reports a profile with a reason', async ({ page }) => {
    await signUp(page.request, 'Denunciante')
    const other = await someoneElse('Denunciada')
    await page.goto(`/profile/${other}`)
    await page.getByRole('button', { name: 'Denunciar este perfil' }).click(SOON)
    const dialog = page.getByRole('dialog', { name: 'Denunciar perfil' })
    await expect(dialog).toBeVisible()
    const reason = dialog.getByLabel('Motivo de la denuncia')
    await expect(reason).toBeFocused()

    await dialog.getByRole('button', { name: 'Enviar denuncia' }).click()
    await expect(dialog.getByText('El motivo es requerido')).toBeVisible()
    await expect(reason).toHaveAttribute('aria-invalid', 'true')
    await expectAccessible(page)

    await reason.fill('Se hace pasar por otra artista')
    await expect(dialog.getByText('30/1000 caracteres')).toBeVisible()
    await dialog.getByRole('button', { name: 'Enviar denuncia' }).click()
    await expect(page.getByText('Denuncia enviada')).toBeVisible(SOON)
    await expect(dialog).toBeHidden()

    // A second open report of the same profile is refused with a Spanish message.
    await page.getByRole('button', { name: 'Denunciar este perfil' }).click()
    await dialog.getByLabel('Motivo de la denuncia').fill('Otra vez')
    await dialog.getByRole('button', { name: 'Enviar denuncia' }).click()
    await expect(page.getByText('Ya denunciaste este contenido', { exact: false })).toBeVisible(
      SOON,
    )
  })

  test('a member blocks and unblocks; the follows between them end', async ({ page }) => {
    const me = await signUp(page.request, 'Bloqueadora')
    const other = await someoneElse('Molesto', me)
    await page.request.post(`/api/users/${other}/followers`, { data: {}, headers })

    await page.goto(`/profile/${other}`)
    await expect(page.getByRole('button', { name: 'Siguiendo' })).toBeVisible(SOON)
    await page.getByRole('button', { name: 'Bloquear' }).click()
    const confirm = page.getByRole('dialog', { name: '¿Bloquear a Molesto Perfil?' })
    await expect(confirm).toBeVisible()
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Bloquear' }).click()
    await expect(page.getByText('Has bloqueado a Molesto Perfil')).toBeVisible(SOON)
    await expect(page.getByRole('button', { name: 'Desbloquear' })).toBeVisible()
    await expect(
      page.getByRole('status').filter({ hasText: 'Has bloqueado a este usuario' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Siguiendo' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Mensaje' })).toHaveCount(0)

    // Both follows are gone on the server.
    const follows = await page.request.get(
      `/api/follows?depth=0&where[or][0][follower][equals]=${me}&where[or][1][following][equals]=${me}`,
    )
    expect((await follows.json()).docs).toEqual([])

    await page.reload()
    await page.getByRole('button', { name: 'Desbloquear' }).click(SOON)
    await expect(page.getByText('Has desbloqueado a Molesto Perfil')).toBeVisible(SOON)
    await expect(page.getByRole('button', { name: 'Seguir' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Bloquear' })).toBeVisible()
  })

  test('a member someone blocked is told why, and offered no follow or message', async ({
    page,
  }) => {
    const me = await signUp(page.request, 'Bloqueado')
    const blocker = await newRequestContext(ip)
    const blockerId = await signUp(blocker, 'Bloqueante', 'Perfil')
    const block = await blocker.post('/api/blocks', { data: { blocked: me }, headers })
    expect(block.status(), await block.text()).toBe(201)
    await blocker.dispose()

    // Their profile: no "Seguir" nor "Mensaje" that the server would refuse, and a word why.
    await page.goto(`/profile/${blockerId}`)
    await expect(page.getByRole('button', { name: 'Bloquear' })).toBeEnabled(SOON)
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'No puedes seguir a este usuario ni enviarle mensajes.' }),
    ).toBeVisible(SOON)
    await expect(page.getByRole('button', { name: 'Seguir' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Mensaje' })).toHaveCount(0)
    await expectAccessible(page)
    // Their artist page, cached for everybody, hides them too: tests/e2e/artist.spec.ts.
  })
})
