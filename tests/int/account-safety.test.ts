// Changing the e-mail or password and deleting the account need the current password; a new
// e-mail waits for its link; nothing tells whether an address has an account; auth requests from
// other sites are refused; every e-mail has a text part; the local mail log cannot be forged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BASE_URL, api, founderLogin, login, signUp, uniqueEmail } from '../helpers/api'
import { decodedText, startSmtpSink, tokenFromMail, type ReceivedMail } from '../helpers/smtp'

const PASSWORD = 'clave-segura-1'
const EVIL = 'https://malicioso.example'

let smtp: Awaited<ReturnType<typeof startSmtpSink>>
beforeAll(async () => {
  smtp = await startSmtpSink()
})
afterAll(async () => {
  await smtp?.close()
})

const me = async (token: string) =>
  (await api('GET', '/api/users/me', { token })).body.user as Record<string, unknown>

const firstError = (body: unknown) =>
  String((body as { errors?: { message?: string }[] })?.errors?.[0]?.message ?? '')

/** The mail's text/plain part, decoded, or '' when it has none. */
function textPart(mail: ReceivedMail): string {
  const match = mail.raw.match(/Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)(\r?\n--|$)/i)
  return match ? decodedText({ ...mail, raw: match[1] }) : ''
}

describe('the current password guards e-mail, password and deletion', () => {
  it('refuses a new password without the current one, or with a wrong one', async () => {
    const member = await signUp()
    const url = `/api/users/${member.id}`
    const missing = await api('PATCH', url, {
      token: member.token,
      body: { password: 'robada-123' },
    })
    expect(missing.status).toBe(400)
    expect(firstError(missing.body)).toBe('Escribe tu contraseña actual para confirmar el cambio.')
    const wrong = await api('PATCH', url, {
      token: member.token,
      body: { password: 'robada-123', currentPassword: 'no-es-esta' },
    })
    expect(wrong.status).toBe(403)
    expect(firstError(wrong.body)).toBe('La contraseña actual no es correcta.')
    // Nor many accounts at once through the bulk update.
    const bulk = await api('PATCH', `/api/users?where[id][equals]=${member.id}`, {
      token: member.token,
      body: { password: 'robada-123' },
    })
    expect(bulk.body.docs ?? []).toHaveLength(0)
    // The old password still works, the new one does not.
    await expect(login(member.email, 'robada-123')).rejects.toThrow()
    await login(member.email, PASSWORD)

    const changed = await api('PATCH', url, {
      token: member.token,
      body: { password: 'nueva-clave-7', currentPassword: PASSWORD },
    })
    expect(changed.status).toBe(200)
    await login(member.email, 'nueva-clave-7')
    await smtp.waitFor(member.email, 'acaba de cambiar')
  })

  it('refuses a new e-mail without the current password and changes nothing', async () => {
    const member = await signUp()
    const target = uniqueEmail('nuevo')
    const reply = await api('PATCH', `/api/users/${member.id}`, {
      token: member.token,
      body: { email: target },
    })
    expect(reply.status).toBe(400)
    expect((await me(member.token)).email).toBe(member.email)
    expect((await me(member.token)).pendingEmail ?? null).toBeNull()
  })

  it('deleting an account needs its password (REST)', async () => {
    const member = await signUp()
    const url = `/api/users/${member.id}`
    const missing = await api('DELETE', url, { token: member.token })
    expect(missing.status).toBe(400)
    const wrong = await api('DELETE', url, {
      token: member.token,
      body: { currentPassword: 'no-es-esta' },
    })
    expect(wrong.status).toBe(403)
    expect((await me(member.token))?.id).toBe(member.id)
    const done = await api('DELETE', url, {
      token: member.token,
      body: { currentPassword: PASSWORD },
    })
    expect(done.status).toBe(200)
    await expect(login(member.email, PASSWORD)).rejects.toThrow()
  })

  it("a founder manages roles but not another member's e-mail or password", async () => {
    const founder = await founderLogin()
    const member = await signUp()
    const url = `/api/users/${member.id}`
    const email = await api('PATCH', url, {
      token: founder.token,
      body: { email: uniqueEmail('secuestro'), currentPassword: 'tarima-demo' },
    })
    expect(email.status).toBe(403)
    expect(firstError(email.body)).toMatch(/Solo la persona dueña de la cuenta/)
    const password = await api('PATCH', url, {
      token: founder.token,
      body: { password: 'robada-123', currentPassword: 'tarima-demo' },
    })
    expect(password.status).toBe(403)
    await login(member.email, PASSWORD)
    expect((await me(member.token)).email).toBe(member.email)

    const role = await api('PATCH', `${url}?depth=0`, {
      token: founder.token,
      body: { role: 'editor' },
    })
    expect(role.status).toBe(200)
    expect(role.body.doc.role).toBe('editor')

    // Their own account is no exception: without the password, nothing changes.
    const own = await api('PATCH', `/api/users/${founder.id}`, {
      token: founder.token,
      body: { email: uniqueEmail('fundadora') },
    })
    expect(own.status).toBe(400)
  })
})

describe('a new e-mail waits for the link sent to it', () => {
  it('applies only after the link, warns the old address, and the link works once', async () => {
    const member = await signUp()
    const target = uniqueEmail('nuevo')
    const reply = await api('PATCH', `/api/users/${member.id}?depth=0`, {
      token: member.token,
      body: { email: target, currentPassword: PASSWORD },
    })
    expect(reply.status).toBe(200)
    expect(reply.body.doc.email).toBe(member.email)
    expect(reply.body.doc.pendingEmail).toBe(target)
    // Still the old address until the link is followed.
    await login(member.email, PASSWORD)

    const notice = await smtp.waitFor(member.email, target)
    expect(decodedText(notice)).not.toContain('/confirm-email?token=')
    const link = await smtp.waitFor(target, '/confirm-email?token=')
    const token = tokenFromMail(link, '/confirm-email')

    const confirmed = await api('POST', '/api/users/confirm-email', { body: { token } })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.message).toBe('¡Listo! Tu nuevo email está confirmado.')
    const session = await login(target, PASSWORD)
    expect(await me(session.token)).toMatchObject({ email: target, emailConfirmed: true })
    await expect(login(member.email, PASSWORD)).rejects.toThrow()

    const again = await api('POST', '/api/users/confirm-email', { body: { token } })
    expect(again.status).toBe(400)
  })

  it('answers the same for a taken address, and its owner gets a notice instead of a link', async () => {
    const [member, owner] = await Promise.all([signUp(), signUp()])
    const free = uniqueEmail('libre')
    const asFree = await api('PATCH', `/api/users/${member.id}?depth=0`, {
      token: member.token,
      body: { email: free, currentPassword: PASSWORD },
    })
    const asTaken = await api('PATCH', `/api/users/${member.id}?depth=0`, {
      token: member.token,
      body: { email: owner.email, currentPassword: PASSWORD },
    })
    expect(asTaken.status).toBe(asFree.status)
    expect(asTaken.status).toBe(200)
    expect(Object.keys(asTaken.body).sort()).toEqual(Object.keys(asFree.body).sort())
    expect(Object.keys(asTaken.body.doc).sort()).toEqual(Object.keys(asFree.body.doc).sort())
    expect(asTaken.body.message).toBe(asFree.body.message)
    expect(asTaken.body.doc.pendingEmail).toBe(owner.email)

    const toOwner = await smtp.waitFor(owner.email, 'ya la usas')
    expect(decodedText(toOwner)).not.toContain('/confirm-email?token=')
    // Nothing changed for either account.
    expect((await me(member.token)).email).toBe(member.email)
    expect((await me(owner.token)).email).toBe(owner.email)
  })

  it('limits e-mail change requests per account', async () => {
    const member = await signUp()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const reply = await api('PATCH', `/api/users/${member.id}`, {
        token: member.token,
        body: { email: uniqueEmail('limite'), currentPassword: PASSWORD },
      })
      statuses.push(reply.status)
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(statuses[5]).toBe(429)
  })

  it('a malformed new e-mail is a Spanish 400', async () => {
    const member = await signUp()
    const reply = await api('PATCH', `/api/users/${member.id}`, {
      token: member.token,
      body: { email: 'no-es-un-email', currentPassword: PASSWORD },
    })
    expect(reply.status).toBe(400)
    expect(JSON.stringify(reply.body)).toMatch(/email/i)
    expect((await me(member.token)).email).toBe(member.email)
  })
})

describe('auth requests from other sites', () => {
  const loginForm = (email: string) => {
    const form = new FormData()
    form.append('_payload', JSON.stringify({ email, password: PASSWORD }))
    return form
  }

  it('refuses a cross-site sign-in whatever its content type', async () => {
    const member = await signUp()
    const multipart = await api('POST', '/api/users/login', {
      form: loginForm(member.email),
      headers: { Origin: EVIL },
    })
    expect(multipart.status).toBe(403)
    expect(firstError(multipart.body)).toBe('Solicitud rechazada: viene de otro sitio web.')
    const json = await api('POST', '/api/users/login', {
      body: { email: member.email, password: PASSWORD },
      headers: { Origin: EVIL },
    })
    expect(json.status).toBe(403)
    const urlencoded = await fetch(`${BASE_URL}/api/users/login`, {
      method: 'POST',
      headers: {
        Origin: EVIL,
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': '10.77.1.1',
      },
      body: new URLSearchParams({ email: member.email, password: PASSWORD }),
    })
    expect(urlencoded.status).toBe(403)
    expect(urlencoded.headers.get('set-cookie')).toBeNull()

    // Without Origin: Sec-Fetch-Site or a foreign Referer decide.
    const fetchSite = await api('POST', '/api/users/login', {
      form: loginForm(member.email),
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(fetchSite.status).toBe(403)
    const referer = await api('POST', '/api/users/login', {
      form: loginForm(member.email),
      headers: { Referer: `${EVIL}/trampa` },
    })
    expect(referer.status).toBe(403)

    // From the site itself, signing in works (JSON and multipart).
    const ok = await api('POST', '/api/users/login', {
      form: loginForm(member.email),
      headers: { Origin: new URL(BASE_URL).origin },
    })
    expect(ok.status).toBe(200)
  })

  it('refuses the other auth endpoints from another site', async () => {
    const member = await signUp()
    for (const path of [
      '/api/users/logout',
      '/api/users/refresh-token',
      '/api/users/forgot-password',
      '/api/users/reset-password',
      '/api/users/first-register',
      '/api/users/unlock',
      '/api/users/signup',
    ]) {
      const reply = await api('POST', path, {
        token: member.token,
        body: {
          email: member.email,
          password: PASSWORD,
          token: 'x',
          firstName: 'A',
          lastName: 'B',
        },
        headers: { Origin: EVIL },
      })
      expect(reply.status, path).toBe(403)
      expect(firstError(reply.body), path).toBe('Solicitud rechazada: viene de otro sitio web.')
    }
  })
})

describe('auth answers and e-mails', () => {
  it('a bad reset token gets a Spanish 400', async () => {
    const reply = await api('POST', '/api/users/reset-password', {
      body: { token: 'no-existe', password: 'nueva-clave-7' },
    })
    expect(reply.status).toBe(400)
    expect(firstError(reply.body)).toBe(
      'El enlace para restablecer la contraseña no es válido o ha caducado.',
    )
  })

  it("Payload's forgot-password e-mail has a text part with the link", async () => {
    const member = await signUp()
    const reply = await api('POST', '/api/users/forgot-password', { body: { email: member.email } })
    expect(reply.status).toBe(200)
    const mail = await smtp.waitFor(member.email, '/reset-password?token=')
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?|Subject: Restablece/)
    expect(textPart(mail)).toContain(`${BASE_URL}/reset-password?token=`)
  })

  it('the local mail log escapes control characters and keeps the text part', async () => {
    const saved = process.env.SMTP_URL
    delete process.env.SMTP_URL
    const lines: string[] = []
    const info = console.info
    console.info = (line: string) => void lines.push(String(line))
    try {
      const { createTransport } = await import('../../src/lib/email/transport')
      await createTransport().sendMail({
        from: 'hola@tarima.app',
        to: 'equipo@tarima.test',
        subject: 'Hola\r\n[correo] De: falso@tarima.app | Para: nadie',
        html: '<p>Pulsa <a href="https://tarima.app/reset-password?token=abc">aquí</a></p>',
      })
    } finally {
      console.info = info
      if (saved === undefined) delete process.env.SMTP_URL
      else process.env.SMTP_URL = saved
    }
    const logged = lines.join('\n').split('\n')
    expect(logged.filter((line) => line.startsWith('[correo]'))).toHaveLength(1)
    expect(logged[0]).toContain('Hola\\r\\n[correo] De: falso')
    expect(logged.join('\n')).toContain('aquí: https://tarima.app/reset-password?token=abc')
  })
})
