import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  BASE_URL,
  api,
  imageForm,
  postOnce,
  signUp,
  tinyPng,
  uniqueEmail,
  userWithRole,
  type Session,
} from '../helpers/api'
import { noisePng } from '../helpers/images'
import { decodedText, mailQueueSettled, startSmtpSink } from '../helpers/smtp'

const LOGO = '/api/globals/site-settings/logo'
const EMAIL_TEST = '/api/globals/site-settings/email-test'
const EMAIL_HEALTH = '/api/globals/site-settings/email-health'

let founder: Session
let editor: Session
let member: Session

beforeAll(async () => {
  founder = await userWithRole('founder')
  editor = await userWithRole('editor')
  member = await signUp()
})

afterAll(async () => {
  // Leave the site with its default logo for the other files.
  await api('POST', LOGO, { token: founder.token, body: { media: null } })
})

async function uploadImage(session: Session, bytes: Buffer, name: string, type = 'image/png') {
  const reply = await postOnce('/api/media', imageForm(bytes, name, type), session.token)
  expect(reply.status).toBe(201)
  return (reply.body as { doc: { id: number; url: string } }).doc
}

/** The page as a visitor gets it: no session, no cache on our side. */
async function visitorPage(path: string): Promise<string> {
  const response = await fetch(`${BASE_URL}${path}`, { cache: 'no-store' })
  expect(response.status).toBe(200)
  return response.text()
}

async function pageAs(path: string, session?: Session): Promise<string> {
  const response = await fetch(`${BASE_URL}${path}`, {
    headers: session ? { Authorization: `JWT ${session.token}` } : {},
  })
  return response.text()
}

describe('site logo', () => {
  it('a founder sets the logo and every visitor sees it on / at once; the default comes back', async () => {
    const media = await uploadImage(founder, tinyPng(), 'logo-tarima.png')
    const saved = await api('POST', LOGO, { token: founder.token, body: { media: media.id } })
    expect(saved.status).toBe(200)
    expect(saved.body.logo).toMatchObject({ id: media.id, url: media.url })

    expect(await visitorPage('/')).toContain(media.url)
    const settings = await api('GET', '/api/globals/site-settings?depth=0')
    expect(settings.body.logo).toBe(media.id)

    const reset = await api('POST', LOGO, { token: founder.token, body: { media: null } })
    expect(reset.status).toBe(200)
    expect(reset.body.logo).toBeNull()
    const home = await visitorPage('/')
    expect(home).not.toContain(media.url)
    expect(home).toContain('/logo.svg')
  })

  it('refuses members, editors and visitors', async () => {
    const own = await uploadImage(member, tinyPng(), 'logo-miembro.png')
    const asMember = await api('POST', LOGO, { token: member.token, body: { media: own.id } })
    expect(asMember.status).toBe(403)
    expect(asMember.body.errors[0].message).toBe(
      'Solo las fundadoras pueden usar esta herramienta.',
    )
    const asEditor = await api('POST', LOGO, { token: editor.token, body: { media: own.id } })
    expect(asEditor.status).toBe(403)
    const asVisitor = await api('POST', LOGO, { body: { media: own.id } })
    expect(asVisitor.status).toBe(401)
    expect(asVisitor.body.errors[0].message).toBe('Debes iniciar sesión')

    const settings = await api('GET', '/api/globals/site-settings?depth=0')
    expect(settings.body.logo ?? null).not.toBe(own.id)
  })

  it('shows the page to founders only', async () => {
    expect(await pageAs('/logo-settings', founder)).toContain('Logo del sitio')
    const forMember = await pageAs('/logo-settings', member)
    expect(forMember).toContain('Acceso denegado')
    expect(forMember).not.toContain('Guardar logo')
    expect(await pageAs('/logo-settings', editor)).toContain('Acceso denegado')
    expect(await pageAs('/logo-settings')).toContain('Debes iniciar sesión')
  })

  it('refuses a file that is not an image, and a body without an image, in Spanish', async () => {
    // The media collection checks the bytes: a text file never becomes a logo candidate.
    const text = await postOnce(
      '/api/media',
      imageForm(Buffer.from('no soy una imagen'), 'logo.txt', 'text/plain'),
      founder.token,
    )
    expect(text.status).toBe(400)
    const svg = await postOnce(
      '/api/media',
      imageForm(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'logo.svg',
        'image/svg+xml',
      ),
      founder.token,
    )
    expect(svg.status).toBe(400)

    const wrong = await api('POST', LOGO, { token: founder.token, body: { media: 'logo.txt' } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors[0].message).toBe('Indica la imagen del logo')
    const missing = await api('POST', LOGO, { token: founder.token, body: { media: 99_999_999 } })
    expect(missing.status).toBe(400)
    expect(missing.body.errors[0].message).toBe('No se encontró la imagen subida')
  })

  it('refuses an image over 2 MB with the Spanish message and does not keep it', async () => {
    // Random pixels do not compress: a PNG of about 3 MB, under the 5 MB media limit.
    const big = await noisePng(1000, 1000)
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024)
    expect(big.length).toBeLessThan(5 * 1024 * 1024)
    const media = await uploadImage(founder, big, 'logo-enorme.png')

    const reply = await api('POST', LOGO, { token: founder.token, body: { media: media.id } })
    expect(reply.status).toBe(400)
    expect(reply.body.errors[0].message).toBe('El logo debe pesar como máximo 2MB')
    expect((await api('GET', `/api/media/${media.id}`)).status).toBe(404)
    const settings = await api('GET', '/api/globals/site-settings?depth=0')
    expect(settings.body.logo ?? null).not.toBe(media.id)
  })
})

describe('e-mail tools', () => {
  it('answers with the Spanish error when the SMTP server is down', async () => {
    // No sink listens yet: the configured server refuses the connection.
    const health = await api('GET', EMAIL_HEALTH, { token: founder.token })
    expect(health.status).toBe(200)
    expect(health.body).toMatchObject({ configured: true, host: '127.0.0.1', reachable: false })
    const reply = await api('POST', EMAIL_TEST, { token: founder.token })
    expect(reply.status).toBe(502)
    expect(reply.body.errors[0].message).toBe(
      'El servidor de correo no aceptó el envío. Revisa la configuración SMTP.',
    )
  })

  describe('with an SMTP server', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpSink>>
    beforeAll(async () => {
      smtp = await startSmtpSink()
    })
    afterAll(async () => {
      await smtp?.close()
    })

    it('reports the server as answering, with host and port only', async () => {
      const { status, body } = await api('GET', EMAIL_HEALTH, { token: founder.token })
      expect(status).toBe(200)
      expect(body).toEqual({
        configured: true,
        host: '127.0.0.1',
        port: Number(process.env.TEST_SMTP_PORT || 2526),
        reachable: true,
        failure: null,
        from: expect.stringContaining('<'),
      })
      expect(JSON.stringify(body)).not.toContain('smtp://')
    })

    it('sends the test e-mail to the founder through SMTP', async () => {
      const reply = await api('POST', EMAIL_TEST, { token: founder.token })
      expect(reply.status).toBe(200)
      expect(reply.body).toEqual({ ok: true, to: founder.email })
      const mail = await smtp.waitFor(founder.email, 'Este es un correo de prueba')
      expect(decodedText(mail)).toContain('Correo de prueba de Tarima')
      expect(decodedText(mail)).toContain('/email-test')
    })

    it('refuses members, editors and visitors, and limits founders per hour', async () => {
      expect((await api('POST', EMAIL_TEST, { token: member.token })).status).toBe(403)
      expect((await api('POST', EMAIL_TEST, { token: editor.token })).status).toBe(403)
      expect((await api('POST', EMAIL_TEST)).status).toBe(401)
      expect((await api('GET', EMAIL_HEALTH, { token: editor.token })).status).toBe(403)
      expect((await api('GET', EMAIL_HEALTH)).status).toBe(401)
      // No test e-mail reached them (their welcome mail, queued and retried, may arrive here).
      await mailQueueSettled()
      const testMails = smtp.mails.filter(
        (m) => m.to.includes(member.email) && decodedText(m).includes('/email-test'),
      )
      expect(testMails).toHaveLength(0)

      const busy = await userWithRole('founder')
      for (let i = 0; i < 10; i++) {
        expect((await api('POST', EMAIL_TEST, { token: busy.token })).status).toBe(200)
      }
      const over = await api('POST', EMAIL_TEST, { token: busy.token })
      expect(over.status).toBe(429)
    })

    it('shows the page to founders only', async () => {
      const page = await pageAs('/email-test', founder)
      expect(page).toContain('Enviar correo de prueba')
      expect(page).toContain('Recibe lo mejor de la música latina')
      expect(await pageAs('/email-test', member)).toContain('Acceso denegado')
      expect(await pageAs('/email-test')).toContain('Debes iniciar sesión')
    })
  })
})

/** The CSV as bytes and as text, read with the given session. */
async function download(path: string, session?: Session) {
  const response = await fetch(`${BASE_URL}${path}`, {
    headers: session ? { Authorization: `JWT ${session.token}` } : {},
  })
  const bytes = Buffer.from(await response.arrayBuffer())
  return { response, bytes, text: bytes.toString('utf8') }
}

describe('CSV exports', () => {
  it('contact messages: BOM, header, quoting and neutralised formulas', async () => {
    const email = uniqueEmail('contacto')
    const sent = await api('POST', '/api/contact-messages', {
      body: {
        name: '-Ana Pérez',
        email,
        subject: '=HYPERLINK("http://malo.test","clic")',
        message: 'Hola, "equipo"\nsegunda línea',
      },
    })
    expect(sent.status).toBe(201)

    const { response, bytes, text } = await download('/api/contact-messages/export.csv', founder)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mensajes-contacto-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = text.slice(1).split('\r\n')
    expect(lines[0]).toBe('ID,Fecha,Nombre,Email,Asunto,Mensaje,Atendido')
    // Newest first: the message just sent is the first row.
    expect(text).toContain(
      `,'-Ana Pérez,${email},"'=HYPERLINK(""http://malo.test"",""clic"")","Hola, ""equipo""\nsegunda línea",No\r\n`,
    )
    expect(lines[1]).toMatch(new RegExp(`^${sent.body.doc.id},\\d{4}-`))
  })

  it('newsletter subscribers, with their status in Spanish', async () => {
    const email = uniqueEmail('boletin')
    const subscribed = await api('POST', '/api/newsletter-subscribers/subscribe', {
      body: { name: '@Lola', email },
    })
    expect(subscribed.status).toBe(200)
    const { response, text } = await download('/api/newsletter-subscribers/export.csv', founder)
    expect(response.status).toBe(200)
    expect(text.slice(1).split('\r\n')[0]).toBe('ID,Fecha,Nombre,Email,Estado,Confirmado el')
    expect(text).toContain(`,'@Lola,${email},Pendiente de confirmar,\r\n`)
  })

  it('applications, with lists joined and labels in Spanish', async () => {
    const applicant = await signUp()
    const photo = await uploadImage(applicant, tinyPng(), 'foto.png')
    const applied = await api('POST', '/api/applications', {
      token: applicant.token,
      body: {
        firstName: 'Luz',
        lastName: 'Marrero',
        email: applicant.email,
        phone: '+1 787 555 0100',
        country: 'Puerto Rico',
        artistName: `=SUM(1,2) ${applicant.id}`,
        genres: ['Salsa', 'Bomba'],
        roles: ['Artista'],
        experienceLevel: '3-5',
        bio: 'Cantante de salsa, "bomba" y plena.',
        photo: photo.id,
      },
    })
    expect(applied.status).toBe(201)
    const { response, text } = await download('/api/applications/export.csv', founder)
    expect(response.status).toBe(200)
    const header = text.slice(1).split('\r\n')[0]
    expect(header).toBe(
      'ID,Fecha,Estado,Nombre,Apellido,Nombre artístico,Email,Teléfono,País,Géneros,Roles,Experiencia,Biografía,Instagram,Spotify,YouTube,TikTok,Revisada',
    )
    const row = text.split('\r\n').find((line) => line.startsWith(`${applied.body.doc.id},`))
    expect(row).toBeDefined()
    expect(row).toContain(
      `,Pendiente,Luz,Marrero,"'=SUM(1,2) ${applicant.id}",${applicant.email},+1 787 555 0100,Puerto Rico,Salsa; Bomba,Artista,`,
    )
    expect(row).toContain(',"Cantante de salsa, ""bomba"" y plena.",')
  })

  it('are for founders only: editors and members get 403, visitors 401', async () => {
    for (const path of [
      '/api/applications/export.csv',
      '/api/newsletter-subscribers/export.csv',
      '/api/contact-messages/export.csv',
    ]) {
      expect((await download(path, editor)).response.status).toBe(403)
      expect((await download(path, member)).response.status).toBe(403)
      expect((await download(path)).response.status).toBe(401)
    }
  })
})
