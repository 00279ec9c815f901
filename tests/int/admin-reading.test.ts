import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import {
  BASE_URL,
  api,
  imageForm,
  postOnce,
  signUp,
  tinyPng,
  userWithRole,
  type Session,
} from '../helpers/api'

// The Payload admin read in Spanish by editors and founders: members named by their public name,
// private collections out of the menu, accent-blind list search, the logo for founders only.

let founder: Session
let editor: Session
let member: Session
let stageName: string
let applicationId: number

/** An admin page as a signed-in staff member gets it. */
async function adminPage(path: string, session: Session): Promise<string> {
  const response = await fetch(`${BASE_URL}${path}`, {
    headers: { Authorization: `JWT ${session.token}` },
  })
  expect(response.status, path).toBe(200)
  return response.text()
}

beforeAll(async () => {
  founder = await userWithRole('founder')
  editor = await userWithRole('editor')
  member = await signUp({ firstName: 'Ana', lastName: 'Pérez' })
  stageName = `Ñandú Sónico ${randomUUID().slice(0, 8)}`
  const profile = (await api('GET', `/api/profiles?where[user][equals]=${member.id}&depth=0`)).body
    .docs[0]
  const renamed = await api('PATCH', `/api/profiles/${profile.id}`, {
    token: member.token,
    body: { displayName: stageName },
  })
  expect(renamed.status).toBe(200)
  const application = await api('POST', '/api/applications', {
    token: member.token,
    body: {
      firstName: 'Ana',
      lastName: 'Pérez',
      email: member.email,
      phone: '+1 787 555 0100',
      country: 'Puerto Rico',
      artistName: `Luz ${member.id}`,
      genres: ['Salsa'],
      roles: ['Artista'],
      experienceLevel: '3-5',
      bio: 'Salsa de Loíza.',
    },
  })
  expect(application.status, JSON.stringify(application.body)).toBe(201)
  applicationId = application.body.doc.id
})

describe('members by their public name', () => {
  it('a relationship to a member reads as their profile name, for editors too', async () => {
    const reply = await api('GET', `/api/applications/${applicationId}?depth=1`, {
      token: editor.token,
    })
    expect(reply.status).toBe(200)
    expect(reply.body.user).toMatchObject({ id: member.id, publicName: stageName })
    const users = await api('GET', `/api/users/${member.id}?depth=0`, { token: editor.token })
    expect(users.body.publicName).toBe(stageName)
  })

  it('a new account is named at once, and nobody writes the name by hand', async () => {
    const fresh = await signUp({ firstName: 'Beto', lastName: 'Quiñones' })
    const own = await api('GET', `/api/users/${fresh.id}?depth=0`, { token: fresh.token })
    expect(own.body.publicName).toBe('Beto Quiñones')
    await api('PATCH', `/api/users/${fresh.id}`, {
      token: founder.token,
      body: { publicName: 'Impostor', searchText: 'impostor' },
    })
    const after = await api('GET', `/api/users/${fresh.id}?depth=0`, { token: founder.token })
    expect(after.body.publicName).toBe('Beto Quiñones')
    expect(after.body.searchText).toBe('beto quinones beto quinones')
  })

  it('the admin searches members by that name', async () => {
    const html = await adminPage(
      `/admin/collections/users?search=${encodeURIComponent(stageName.toUpperCase())}`,
      editor,
    )
    expect(html).toContain(stageName)
  })
})

describe('the admin menu', () => {
  it('keeps private collections out of the navigation', async () => {
    const html = await adminPage('/admin', founder)
    for (const slug of [
      'messages',
      'conversations',
      'post-likes',
      'blog-likes',
      'follows',
      'favorites',
      'blocks',
      'notifications',
      'analytics-events',
    ])
      expect(html, slug).not.toContain(`/admin/collections/${slug}"`)
    for (const slug of ['users', 'artists', 'applications', 'blog-posts'])
      expect(html, slug).toContain(`/admin/collections/${slug}`)
  })
})

describe('accent- and case-insensitive search', () => {
  it('finds a listing, a profile, a user and an application without accents', async () => {
    const artists = await api('GET', '/api/artists?where[searchText][like]=JIBARO&depth=0', {
      token: editor.token,
    })
    expect(artists.body.docs.map((doc: { name: string }) => doc.name)).toContain('El Jíbaro Nuevo')
    const word = stageName.split(' ')[2]
    for (const collection of ['profiles', 'users']) {
      const found = await api(
        'GET',
        `/api/${collection}?where[searchText][like]=${encodeURIComponent(`nandu sonico ${word}`)}&depth=0`,
        { token: editor.token },
      )
      expect(found.status, collection).toBe(200)
      expect(found.body.docs, collection).toHaveLength(1)
    }
    const applications = await api(
      'GET',
      `/api/applications?where[searchText][like]=perez luz ${member.id}&depth=0`,
      { token: editor.token },
    )
    expect(applications.body.docs.map((doc: { id: number }) => doc.id)).toEqual([applicationId])
  })

  it('the admin list search finds "El Jíbaro Nuevo" typing "jibaro"', async () => {
    const html = await adminPage('/admin/collections/artists?search=jibaro', editor)
    expect(html).toContain('El Jíbaro Nuevo')
  })
})

describe('the site logo', () => {
  it('editors cannot change it; founders change it through /logo-settings only', async () => {
    const photo = await postOnce(
      '/api/media',
      imageForm(tinyPng(), 'logo.png', 'image/png'),
      founder.token,
    )
    const mediaId = (photo.body as { doc: { id: number } }).doc.id
    const before = (await api('GET', '/api/globals/site-settings?depth=0')).body.logo ?? null

    for (const session of [editor, founder]) {
      const patched = await api('POST', '/api/globals/site-settings', {
        token: session.token,
        body: { logo: mediaId },
      })
      expect(patched.status).toBe(200)
      const now = (await api('GET', '/api/globals/site-settings?depth=0')).body.logo ?? null
      expect(now).toBe(before)
    }

    const saved = await api('POST', '/api/globals/site-settings/logo', {
      token: founder.token,
      body: { media: mediaId },
    })
    expect(saved.status).toBe(200)
    expect((await api('GET', '/api/globals/site-settings?depth=0')).body.logo).toBe(mediaId)
    await api('POST', '/api/globals/site-settings/logo', {
      token: founder.token,
      body: { media: null },
    })
  })
})

describe('CSV export', () => {
  it('keeps phone numbers as typed', async () => {
    const response = await fetch(`${BASE_URL}/api/applications/export.csv`, {
      headers: { Authorization: `JWT ${founder.token}` },
    })
    expect(response.status).toBe(200)
    const csv = await response.text()
    const line = csv.split('\r\n').find((row) => row.includes(`Luz ${member.id},`)) ?? ''
    expect(line).toContain(',+1 787 555 0100,')
    expect(line).not.toContain("'+1")
  })
})
