// A new password or a new e-mail ends the account's other sessions: for Payload's own token check
// (GET /api/users/me) and for the production server's fast routes (src/server/fast-routes.ts,
// which look the session up in `users_sessions`). A password reset ends them all; a change made
// from a session keeps only that one.
import { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api, login, signUp, uniqueEmail, type Session } from '../helpers/api'
import { startSmtpSink, tokenFromMail } from '../helpers/smtp'

const PASSWORD = 'clave-segura-1'

let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let db: Pool
beforeAll(async () => {
  smtp = await startSmtpSink()
  db = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
})
afterAll(async () => {
  await smtp?.close()
  await db?.end()
})

/** Two sessions of one new account: two sign-ins, two tokens. */
async function twoSessions(): Promise<[Session, Session]> {
  const first = await signUp()
  return [first, await login(first.email, PASSWORD)]
}

/** Whether a token still signs in: Payload's answer and the fast route's must agree. */
async function signedIn(token: string): Promise<boolean> {
  const me = await api('GET', '/api/users/me', { token })
  const count = await api('GET', '/api/notifications/unread-count', { token })
  const payloadSays = me.status === 200 && Boolean(me.body?.user)
  const fastRouteSays = count.status === 200
  expect(fastRouteSays, `fast route ${count.status}, /me ${me.status}`).toBe(payloadSays)
  if (!fastRouteSays) expect(count.status).toBe(401)
  return payloadSays
}

const sessionRows = async (userId: number) =>
  (
    await db.query<{ id: string }>('SELECT id FROM users_sessions WHERE _parent_id = $1', [userId])
  ).rows.map((row) => row.id)

describe('a password reset', () => {
  it('ends every session of the account, even the one that asked', async () => {
    const [one, two] = await twoSessions()
    expect(await signedIn(one.token)).toBe(true)
    expect(await signedIn(two.token)).toBe(true)

    expect(
      (await api('POST', '/api/users/forgot-password', { body: { email: one.email } })).status,
    ).toBe(200)
    const token = tokenFromMail(
      await smtp.waitFor(one.email, '/reset-password?token='),
      '/reset-password',
    )
    const reset = await api('POST', '/api/users/reset-password', {
      token: one.token,
      body: { token, password: 'nueva-clave-9' },
    })
    expect(reset.status).toBe(200)

    expect(await signedIn(one.token)).toBe(false)
    expect(await signedIn(two.token)).toBe(false)
    // Only the session Payload opened for the resetter is left, and it works.
    expect(await sessionRows(one.id)).toHaveLength(1)
    expect(await signedIn(reset.body.token)).toBe(true)
  })
})

describe('a new password from the profile', () => {
  it('keeps the session that changed it and ends the others', async () => {
    const [one, two] = await twoSessions()
    const changed = await api('PATCH', `/api/users/${one.id}`, {
      token: one.token,
      body: { password: 'nueva-clave-8', currentPassword: PASSWORD },
    })
    expect(changed.status).toBe(200)
    expect(await signedIn(one.token)).toBe(true)
    expect(await signedIn(two.token)).toBe(false)
    expect(await sessionRows(one.id)).toHaveLength(1)
  })
})

describe('a confirmed e-mail change', () => {
  async function requestChange(session: Session) {
    const target = uniqueEmail('cambio')
    const reply = await api('PATCH', `/api/users/${session.id}`, {
      token: session.token,
      body: { email: target, currentPassword: PASSWORD },
    })
    expect(reply.status).toBe(200)
    const token = tokenFromMail(
      await smtp.waitFor(target, '/confirm-email?token='),
      '/confirm-email',
    )
    return { target, token }
  }

  it('keeps the session that confirmed it and ends the others', async () => {
    const [one, two] = await twoSessions()
    const { target, token } = await requestChange(one)
    // Asking is not enough: both sessions live until the link is followed.
    expect(await signedIn(two.token)).toBe(true)

    const confirmed = await api('POST', '/api/users/confirm-email', {
      token: one.token,
      body: { token },
    })
    expect(confirmed.status).toBe(200)
    expect(await signedIn(one.token)).toBe(true)
    expect((await api('GET', '/api/users/me', { token: one.token })).body.user.email).toBe(target)
    expect(await signedIn(two.token)).toBe(false)
    expect(await sessionRows(one.id)).toHaveLength(1)
  })

  it('ends every session when the link is opened signed out', async () => {
    const [one, two] = await twoSessions()
    const { target, token } = await requestChange(one)
    const confirmed = await api('POST', '/api/users/confirm-email', { body: { token } })
    expect(confirmed.status).toBe(200)
    expect(await signedIn(one.token)).toBe(false)
    expect(await signedIn(two.token)).toBe(false)
    expect(await sessionRows(one.id)).toEqual([])
    await login(target, PASSWORD)
  })

  it('ends every session when another account’s session opens the link', async () => {
    const [one, two] = await twoSessions()
    const stranger = await signUp()
    const { token } = await requestChange(one)
    const confirmed = await api('POST', '/api/users/confirm-email', {
      token: stranger.token,
      body: { token },
    })
    expect(confirmed.status).toBe(200)
    expect(await signedIn(one.token)).toBe(false)
    expect(await signedIn(two.token)).toBe(false)
    expect(await signedIn(stranger.token)).toBe(true)
  })
})
