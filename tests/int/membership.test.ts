import { randomInt } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  BASE_URL,
  api,
  founderLogin,
  login,
  signUp,
  uniqueEmail,
  userWithRole,
  type Session,
} from '../helpers/api'
import { luzApplication, ownPhoto } from '../helpers/access'
import { decodedText, startSmtpSink, tokenFromMail } from '../helpers/smtp'

let smtp: Awaited<ReturnType<typeof startSmtpSink>>
beforeAll(async () => {
  smtp = await startSmtpSink()
})
afterAll(async () => {
  await smtp.close()
})

const from = (ip: string) => ({ 'X-Forwarded-For': ip })
const person = (email = uniqueEmail()) => ({
  firstName: 'Marta',
  lastName: 'Ortiz',
  email,
  password: 'clave-segura-1',
})

async function rawSignUp(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE_URL}/api/users/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...from(randomIp()), ...headers },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    cookie: response.headers.get('set-cookie') ?? '',
  }
}

/** A fresh client address, so a rerun against the same server starts with a clean budget. */
const randomIp = () => `198.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

describe('sign-up', () => {
  it('answers the same whether or not the e-mail has an account', async () => {
    const input = person()
    const first = await rawSignUp(input)
    const second = await rawSignUp({ ...input, password: 'otra-clave-9' })
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    // Only the new account is signed in; the existing one is never touched.
    expect(first.cookie).toMatch(/payload-token=/)
    expect(second.cookie).toBe('')
    await login(input.email, input.password)
    // Its owner hears about the attempt.
    await expect
      .poll(() => smtp.mails.filter((m) => m.to.includes(input.email)).length, { timeout: 15_000 })
      .toBe(2)
    // The queue may deliver the welcome and the notice in either order.
    expect(
      smtp.mails.filter(
        (m) => m.to.includes(input.email) && decodedText(m).includes('ya tienes una cuenta'),
      ),
    ).toHaveLength(1)
  })

  it('sends a welcome e-mail whose link confirms the address once', async () => {
    const input = person()
    const { cookie } = await rawSignUp(input)
    const session = await login(input.email, input.password)
    const mail = await smtp.waitFor(input.email, 'Confirma tu dirección de email')
    const token = tokenFromMail(mail, '/confirm-email')
    expect(cookie).toMatch(/HttpOnly/i)

    const me = () => api('GET', '/api/users/me', { token: session.token })
    expect((await me()).body.user.emailConfirmed).toBe(false)
    const confirmed = await api('POST', '/api/users/confirm-email', { body: { token } })
    expect(confirmed.status).toBe(200)
    expect((await me()).body.user.emailConfirmed).toBe(true)
    expect(JSON.stringify((await me()).body)).not.toContain('emailConfirmTokenHash')
    const again = await api('POST', '/api/users/confirm-email', { body: { token } })
    expect(again.status).toBe(400)
    expect(again.body.errors[0].message).toContain('no es válido')
    const forged = await api('POST', '/api/users/confirm-email', { body: { token: 'inventado' } })
    expect(forged.status).toBe(400)
  })

  it('sends a new confirmation link on request, which replaces the old one', async () => {
    expect((await api('POST', '/api/users/resend-confirmation')).status).toBe(401)
    const input = person()
    await rawSignUp(input)
    const session = await login(input.email, input.password)
    const first = tokenFromMail(
      await smtp.waitFor(input.email, 'Confirma tu dirección'),
      '/confirm-email',
    )
    const resent = await api('POST', '/api/users/resend-confirmation', { token: session.token })
    expect(resent.status).toBe(200)
    expect(resent.body.message).toBe('Te enviamos un nuevo enlace de confirmación.')
    await expect
      .poll(() => smtp.mails.filter((m) => m.to.includes(input.email)).length, { timeout: 15_000 })
      .toBe(2)
    const second = tokenFromMail(
      smtp.mails.filter((m) => m.to.includes(input.email))[1],
      '/confirm-email',
    )
    expect(second).not.toBe(first)
    expect((await api('POST', '/api/users/confirm-email', { body: { token: first } })).status).toBe(
      400,
    )
    expect(
      (await api('POST', '/api/users/confirm-email', { body: { token: second } })).status,
    ).toBe(200)
  })

  it('refuses invalid input with Spanish messages per field and creates nothing', async () => {
    const email = uniqueEmail()
    const reply = await rawSignUp({ firstName: ' ', lastName: '', email, password: '123' })
    expect(reply.status).toBe(400)
    expect(reply.body.fieldErrors).toMatchObject({
      firstName: 'El nombre es requerido',
      lastName: 'El apellido es requerido',
      password: 'La contraseña debe tener al menos 6 caracteres',
    })
    const badEmail = await rawSignUp({ ...person('no-es-un-email'), email: 'no-es-un-email' })
    expect(badEmail.body.fieldErrors).toMatchObject({ email: 'Por favor ingresa un email válido' })
    const signIn = await api('POST', '/api/users/login', { body: { email, password: '123' } })
    expect(signIn.status).toBe(401)
  })

  it('is the only way in: REST account creation is for founders', async () => {
    const reply = await api('POST', '/api/users', { body: person() })
    expect(reply.status).toBe(403)
    const member = await signUp()
    const asMember = await api('POST', '/api/users', { token: member.token, body: person() })
    expect(asMember.status).toBe(403)
  })
})

describe('password reset', () => {
  it('answers the same for any e-mail and resets with the e-mailed link', async () => {
    const member = await signUp()
    const known = await api('POST', '/api/users/forgot-password', {
      body: { email: member.email },
    })
    const unknown = await api('POST', '/api/users/forgot-password', {
      body: { email: uniqueEmail('nadie') },
    })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual(known.body)

    const mail = await smtp.waitFor(member.email, 'Restablecer contraseña')
    const token = tokenFromMail(mail, '/reset-password')
    const reset = await api('POST', '/api/users/reset-password', {
      body: { token, password: 'nueva-clave-2' },
    })
    expect(reset.status).toBe(200)
    await login(member.email, 'nueva-clave-2')
    const old = await api('POST', '/api/users/login', {
      body: { email: member.email, password: 'clave-segura-1' },
    })
    expect(old.status).toBe(401)
  })
})

describe('abuse limits', () => {
  it('limits failed sign-ins per e-mail, the same for accounts that do not exist', async () => {
    const member = await signUp()
    for (const email of [member.email, uniqueEmail('fantasma')]) {
      const statuses: number[] = []
      for (let i = 0; i < 6; i++) {
        const reply = await api('POST', '/api/users/login', {
          body: { email, password: 'equivocada' },
        })
        statuses.push(reply.status)
        if (reply.status === 429) expect(reply.body.errors[0].message).toContain('Demasiados')
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    }
  })

  it('limits sign-in attempts per address', async () => {
    const ip = from(randomIp())
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) {
      const reply = await api('POST', '/api/users/login', {
        headers: ip,
        body: { email: uniqueEmail('barrido'), password: 'equivocada' },
      })
      statuses.push(reply.status)
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true)
    expect(statuses[30]).toBe(429)
    // Another address is not affected.
    const other = await api('POST', '/api/users/login', {
      headers: from(randomIp()),
      body: { email: uniqueEmail(), password: 'equivocada' },
    })
    expect(other.status).toBe(401)
  })

  it('limits sign-ups per address and per e-mail', async () => {
    const headers = from(randomIp())
    const statuses: number[] = []
    // Invalid attempts count too (and are quick: no password to hash).
    for (let i = 0; i < 9; i++) {
      statuses.push((await rawSignUp({ ...person(), password: '1' }, headers)).status)
    }
    statuses.push((await rawSignUp(person(), headers)).status)
    const refused = await rawSignUp(person(), headers)
    expect(statuses).toEqual([...Array(9).fill(400), 200])
    expect(refused.status).toBe(429)
    expect(String((refused.body.errors as { message: string }[])[0].message)).toContain(
      'Demasiados',
    )

    const email = uniqueEmail()
    const perEmail: number[] = []
    for (let i = 0; i < 4; i++) perEmail.push((await rawSignUp(person(email))).status)
    expect(perEmail).toEqual([200, 200, 200, 429])
  })

  it('limits password reset e-mails per address', async () => {
    const email = uniqueEmail('olvido')
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      statuses.push((await api('POST', '/api/users/forgot-password', { body: { email } })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})

describe('application review', () => {
  let founder: Session
  beforeAll(async () => {
    founder = await founderLogin()
  })

  async function apply(member: Session, extra: Record<string, unknown> = {}) {
    const photo = await ownPhoto(member)
    const reply = await api('POST', '/api/applications', {
      token: member.token,
      body: luzApplication(member, photo, {
        genres: ['Salsa', 'Bomba'],
        bio: 'Cantante de salsa y bomba de Loíza.',
        instagramUrl: 'https://instagram.com/luz',
        status: 'approved',
        ...extra,
      }),
    })
    expect(reply.status).toBe(201)
    // Nobody approves their own application.
    expect(reply.body.doc.status).toBe('pending')
    return {
      id: reply.body.doc.id as number,
      photo,
    }
  }

  const decide = (id: number, status: string, session = founder) =>
    api('PATCH', `/api/applications/${id}`, { token: session.token, body: { status } })

  it('approval verifies the profile, creates the listing, notifies and e-mails', async () => {
    const member = await signUp()
    const application = await apply(member)
    expect((await decide(application.id, 'approved')).status).toBe(200)

    const profile = (await api('GET', `/api/profiles?where[user][equals]=${member.id}&depth=0`))
      .body.docs[0]
    expect(profile).toMatchObject({
      verified: true,
      country: 'Puerto Rico',
      avatar: application.photo,
    })
    const artists = await api('GET', `/api/artists?where[user][equals]=${member.id}&depth=0`)
    expect(artists.body.docs).toHaveLength(1)
    expect(artists.body.docs[0]).toMatchObject({
      name: `Luz ${member.id}`,
      role: 'Artista',
      verified: true,
      genres: ['Salsa', 'Bomba'],
      image: application.photo,
    })
    const notifications = await api('GET', '/api/notifications', { token: member.token })
    expect(notifications.body.docs[0]).toMatchObject({ type: 'other', read: false })
    expect(notifications.body.docs[0].title).toContain('aprobada')
    const mail = await smtp.waitFor(member.email, 'Tu aplicación fue aprobada')
    expect(decodedText(mail)).toContain('/profile')

    // Approved is final for the member: no more edits.
    const edit = await api('PATCH', `/api/applications/${application.id}`, {
      token: member.token,
      body: { bio: 'Otra' },
    })
    expect(edit.status).toBe(403)
  })

  it('a producer application becomes a producer listing; an existing listing is linked', async () => {
    const producer = await signUp()
    const application = await apply(producer, { roles: ['Productor', 'Compositor'] })
    await decide(application.id, 'approved')
    const producers = await api('GET', `/api/producers?where[user][equals]=${producer.id}`)
    expect(producers.body.docs).toHaveLength(1)
    expect(producers.body.docs[0].role).toBe('Productor')

    const artist = await signUp()
    const own = await api('POST', '/api/artists', {
      token: artist.token,
      body: { name: 'Ya tengo perfil', role: 'DJ', country: 'Chile' },
    })
    expect(own.status).toBe(201)
    await decide((await apply(artist)).id, 'approved')
    const artists = await api('GET', `/api/artists?where[user][equals]=${artist.id}`)
    expect(artists.body.docs).toHaveLength(1)
    expect(artists.body.docs[0]).toMatchObject({ name: 'Ya tengo perfil', verified: true })
  })

  it('denial notifies and e-mails with the catalogue text; a new submission goes back to review', async () => {
    const member = await signUp()
    const application = await apply(member)
    await decide(application.id, 'denied')
    const notifications = await api('GET', '/api/notifications', { token: member.token })
    expect(notifications.body.docs[0].message).toBe(
      'Tu aplicación fue rechazada. Puedes aplicar nuevamente.',
    )
    await smtp.waitFor(member.email, 'Tu aplicación fue rechazada. Puedes aplicar nuevamente.')
    const profile = await api('GET', `/api/profiles?where[user][equals]=${member.id}`)
    expect(profile.body.docs[0].verified).toBe(false)
    expect(
      (await api('GET', `/api/artists?where[user][equals]=${member.id}`)).body.docs,
    ).toHaveLength(0)

    const resubmitted = await api('PATCH', `/api/applications/${application.id}`, {
      token: member.token,
      body: { bio: 'Ahora con más experiencia.' },
    })
    expect(resubmitted.status).toBe(200)
    expect(resubmitted.body.doc.status).toBe('pending')
    // Still one application per member.
    const second = await api('POST', '/api/applications', {
      token: member.token,
      body: {
        firstName: 'Luz',
        lastName: 'M',
        email: member.email,
        country: 'Cuba',
        artistName: 'Otra',
        genres: ['Salsa'],
        experienceLevel: '0-2',
        bio: 'x',
      },
    })
    expect(second.status).toBe(400)
  })

  it('editors read applications but cannot decide', async () => {
    const editor = await userWithRole('editor')
    const member = await signUp()
    const application = await apply(member)
    const list = await api(
      'GET',
      '/api/applications?where[status][equals]=pending&where[country][equals]=Puerto Rico',
      {
        token: editor.token,
      },
    )
    expect(list.status).toBe(200)
    expect(list.body.docs.map((doc: { id: number }) => doc.id)).toContain(application.id)
    await decide(application.id, 'approved', editor)
    const after = await api('GET', `/api/applications/${application.id}`, { token: founder.token })
    expect(after.body.status).toBe('pending')
    expect(
      (await api('GET', `/api/artists?where[user][equals]=${member.id}`)).body.docs,
    ).toHaveLength(0)
  })

  it('only the applicant and founders read the applicant’s e-mail', async () => {
    const editor = await userWithRole('editor')
    const member = await signUp()
    const application = await apply(member)
    // Stored all the same: hidden from editors, not lost.
    const { Pool } = await import('pg')
    const db = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
    const stored = await db.query('SELECT email FROM applications WHERE id = $1', [application.id])
    await db.end()
    expect(stored.rows[0].email).toBe(member.email)

    const reads = [0, 1, 2].flatMap((depth) => [
      `/api/applications/${application.id}?depth=${depth}`,
      `/api/applications?where[id][equals]=${application.id}&depth=${depth}`,
    ])
    const mailbox = member.email.split('@')[0]
    for (const path of reads) {
      const asEditor = await api('GET', path, { token: editor.token })
      expect(asEditor.status, path).toBe(200)
      const doc = asEditor.body.docs?.[0] ?? asEditor.body
      expect(doc.id, path).toBe(application.id)
      expect(doc.email, path).toBeUndefined()
      // Nowhere else in the answer either (the search column holds it too).
      expect(JSON.stringify(asEditor.body), path).not.toContain(mailbox)
      for (const session of [founder, member]) {
        const allowed = await api('GET', path, { token: session.token })
        expect((allowed.body.docs?.[0] ?? allowed.body).email, path).toBe(member.email)
      }
    }
    // Nor found or ordered by it.
    for (const query of [
      `where[email][equals]=${encodeURIComponent(member.email)}`,
      'sort=email',
    ]) {
      const probe = await api('GET', `/api/applications?${query}&limit=200&depth=0`, {
        token: editor.token,
      })
      expect(probe.status, query).not.toBe(200)
      expect(JSON.stringify(probe.body), query).not.toContain(mailbox)
    }
    // The admin's search box finds applicants by name, not by e-mail.
    const search = await api(
      'GET',
      `/api/applications?where[searchText][like]=${encodeURIComponent(mailbox)}&depth=0`,
      { token: editor.token },
    )
    expect(search.status).toBe(200)
    expect(search.body.docs.map((doc: { id: number }) => doc.id)).not.toContain(application.id)
    // The CSV export is the founders'.
    const csv = (session: Session) =>
      fetch(`${BASE_URL}/api/applications/export.csv`, {
        headers: { Authorization: `JWT ${session.token}` },
      })
    expect((await csv(editor)).status).toBe(403)
    const download = await csv(founder)
    expect(download.status).toBe(200)
    expect(await download.text()).toContain(member.email)
  })

  it('links typed without https:// are completed; a phone must be one (endpoint and REST)', async () => {
    const member = await signUp()
    const photo = await ownPhoto(member)
    const application = luzApplication(member, photo, {
      instagramUrl: '',
      spotifyUrl: '',
      youtubeUrl: '',
      tiktokUrl: '',
    })
    for (const path of ['/api/applications/submit', '/api/applications/onboarding']) {
      const refused = await api('POST', path, {
        token: member.token,
        body: { ...application, phone: 'abc' },
      })
      expect(refused.status, path).toBe(400)
      expect(refused.body.fieldErrors).toMatchObject({ phone: 'Ingresa un teléfono válido' })
    }
    const sent = await api('POST', '/api/applications/onboarding', {
      token: member.token,
      body: { ...application, phone: '(787) 555-0101', instagramUrl: 'instagram.com/luz' },
    })
    expect(sent.status).toBe(200)
    const mine = await api('GET', `/api/applications?where[user][equals]=${member.id}&depth=0`, {
      token: member.token,
    })
    const saved = mine.body.docs[0]
    expect(saved).toMatchObject({
      phone: '(787) 555-0101',
      instagramUrl: 'https://instagram.com/luz',
    })

    // REST keeps the same rules: the phone refused, the link stored completed.
    const restPhone = await api('PATCH', `/api/applications/${saved.id}`, {
      token: member.token,
      body: { phone: '12ab' },
    })
    expect(restPhone.status).toBe(400)
    expect(JSON.stringify(restPhone.body)).toContain('Ingresa un teléfono válido')
    const profile = (await api('GET', `/api/profiles?where[user][equals]=${member.id}&depth=0`))
      .body.docs[0]
    const restLink = await api('PATCH', `/api/profiles/${profile.id}`, {
      token: member.token,
      body: { tiktokUrl: 'tiktok.com/@luz' },
    })
    expect(restLink.status).toBe(200)
    expect(restLink.body.doc.tiktokUrl).toBe('https://tiktok.com/@luz')
  })

  it('members attach only images they uploaded', async () => {
    const owner = await signUp()
    const thief = await signUp()
    const id = await ownPhoto(owner)
    const profile = (await api('GET', `/api/profiles?where[user][equals]=${thief.id}`)).body.docs[0]
    const stolen = await api('PATCH', `/api/profiles/${profile.id}`, {
      token: thief.token,
      body: { avatar: id },
    })
    expect(stolen.status).toBe(400)
    const ownProfile = (await api('GET', `/api/profiles?where[user][equals]=${owner.id}`)).body
      .docs[0]
    const mine = await api('PATCH', `/api/profiles/${ownProfile.id}`, {
      token: owner.token,
      body: { avatar: id },
    })
    expect(mine.status).toBe(200)
  })
})

describe('the member’s data', () => {
  it('downloads as JSON with their own rows only', async () => {
    expect((await api('GET', '/api/users/export')).status).toBe(401)
    const member = await signUp()
    const other = await signUp()
    await api('POST', '/api/posts/feed', {
      token: member.token,
      body: { content: 'Mi primer post' },
    })
    await api('POST', '/api/posts/feed', { token: other.token, body: { content: 'Post ajeno' } })
    await api('POST', `/api/users/${other.id}/followers`, { token: member.token, body: {} })

    const response = await fetch(`${BASE_URL}/api/users/export`, {
      headers: { Authorization: `JWT ${member.token}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="tarima-mis-datos-/,
    )
    const data = await response.json()
    expect(data.account).toMatchObject({ id: member.id, email: member.email })
    expect(data.profiles).toHaveLength(1)
    expect(data.posts.map((post: { content: string }) => post.content)).toEqual(['Mi primer post'])
    expect(data.follows).toHaveLength(1)
    const text = JSON.stringify(data)
    expect(text).not.toContain('Post ajeno')
    expect(text).not.toContain(other.email)
    expect(text).not.toMatch(/"(hash|salt)"/)
  })
})
