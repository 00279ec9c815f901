import { describe, expect, it } from 'vitest'

import { BASE_URL, api, login, signUp, uniqueEmail } from '../helpers/api'

describe('accounts', () => {
  it('a new member gets a profile and cannot give themselves a role', async () => {
    const email = uniqueEmail()
    const created = await api('POST', '/api/users/signup', {
      body: {
        email,
        password: 'clave-segura-1',
        firstName: 'Rosa',
        lastName: 'Vega',
        role: 'founder',
      },
    })
    expect(created.status).toBe(200)
    const session = await login(email, 'clave-segura-1')
    expect((await api('GET', '/api/users/me', { token: session.token })).body.user.role).toBe(
      'member',
    )
    const profiles = await api('GET', `/api/profiles?where[user][equals]=${session.id}`)
    expect(profiles.body.docs).toHaveLength(1)
    expect(profiles.body.docs[0]).toMatchObject({ displayName: 'Rosa Vega', followersCount: 0 })
    expect(JSON.stringify(profiles.body.docs[0])).not.toContain(email)

    // Nor later, by updating their own account.
    const update = await api('PATCH', `/api/users/${session.id}`, {
      token: session.token,
      body: { role: 'founder' },
    })
    expect(update.status).toBe(200)
    expect((await api('GET', '/api/users/me', { token: session.token })).body.user.role).toBe(
      'member',
    )
  })

  it('FOUNDER_EMAILS grants the founder role at sign-up', async () => {
    const session = await signUp({ email: 'fundador.pruebas@tarima.test' })
    expect((await api('GET', '/api/users/me', { token: session.token })).body.user.role).toBe(
      'founder',
    )
  })

  it('locks the account after five wrong passwords', async () => {
    const session = await signUp()
    for (let i = 0; i < 5; i++) {
      const wrong = await api('POST', '/api/users/login', {
        body: { email: session.email, password: 'equivocada' },
      })
      expect(wrong.status).toBe(401)
    }
    const locked = await api('POST', '/api/users/login', {
      body: { email: session.email, password: 'clave-segura-1' },
    })
    expect(locked.status).not.toBe(200)
  })

  it('the session cookie is HTTP-only and ignored from other origins', async () => {
    const session = await signUp()
    const response = await fetch(`${BASE_URL}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: session.email, password: 'clave-segura-1' }),
    })
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/payload-token=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    const cookie = setCookie.split(';')[0]

    const sameSite = await fetch(`${BASE_URL}/api/users/me`, {
      headers: { Cookie: cookie, Origin: BASE_URL },
    })
    expect((await sameSite.json()).user?.id).toBe(session.id)
    const crossSite = await fetch(`${BASE_URL}/api/users/me`, {
      headers: { Cookie: cookie, Origin: 'https://malicioso.example' },
    })
    expect((await crossSite.json()).user).toBeNull()
  })

  it('nobody but the user and founders reads a user e-mail', async () => {
    const ana = await signUp()
    const beto = await signUp()
    const own = await api('GET', `/api/users/${ana.id}`, { token: ana.token })
    expect(own.body.email).toBe(ana.email)
    expect((await api('GET', `/api/users/${ana.id}`, { token: beto.token })).status).toBe(404)
    expect((await api('GET', `/api/users/${ana.id}`)).status).toBe(403)
    const all = await api('GET', '/api/users?limit=100', { token: beto.token })
    expect(JSON.stringify(all.body)).not.toContain(ana.email)
  })
})
