// The write channels' common answers (docs/ARCHITECTURE.md): every custom endpoint checks who
// calls the same way and refuses in the one error envelope, `{ errors: [{ message }] }`, with a
// message from the Spanish catalogue; an input of the wrong type is a 400 that changes nothing,
// on the custom endpoints as on Payload REST; the route handlers answer errors the same way; the
// member writes have one door each.
import { beforeAll, describe, expect, it } from 'vitest'

import { t } from '@/i18n'
import {
  BASE_URL,
  api,
  founderLogin,
  login,
  signUp,
  uniqueEmail,
  type Reply,
  type Session,
} from '../helpers/api'
import {
  as,
  commentOn,
  conversation,
  expectStatus,
  feedPost,
  follow,
  likePost,
  luzApplication,
  message,
  ownPhoto,
  withRole,
} from '../helpers/access'

/** Every text of the catalogue: a refusal's message must be one of them. */
const CATALOGUE = new Set<string>()
const collect = (value: unknown) => {
  if (typeof value === 'string') CATALOGUE.add(value)
  else if (value && typeof value === 'object') Object.values(value).forEach(collect)
}
collect(t)

/** The error envelope with a catalogue message; returns the message. */
function expectEnvelope(reply: Reply, status: number | number[], what: string): string {
  const statuses = Array.isArray(status) ? status : [status]
  expect(statuses, `${what}: ${reply.status} ${JSON.stringify(reply.body)}`).toContain(reply.status)
  const body = reply.body as { errors?: { message?: unknown }[] }
  expect(Array.isArray(body?.errors), `${what}: ${JSON.stringify(reply.body)}`).toBe(true)
  const message = body.errors?.[0]?.message
  expect(typeof message, what).toBe('string')
  expect(CATALOGUE.has(message as string), `${what}: «${message}» no es del catálogo`).toBe(true)
  return message as string
}

/** A Spanish message, from the catalogue or zod's Spanish locale, never zod's English. */
const expectSpanish = (message: unknown, what: string) => {
  expect(typeof message, what).toBe('string')
  expect(message as string, what).not.toMatch(/Invalid input|Required|expected|received/)
}

type Call = { method: 'GET' | 'POST'; path: string }
const call = (method: Call['method'], path: string): Call => ({ method, path })

// The custom endpoints of the collections and globals, by who may call them.
const MEMBER_ONLY: Call[] = [
  call('POST', '/api/users/resend-confirmation'),
  call('GET', '/api/users/export'),
  call('GET', '/api/conversations/mine'),
  call('POST', '/api/conversations/open'),
  call('GET', '/api/conversations/1/messages'),
  call('POST', '/api/conversations/1/messages'),
  call('POST', '/api/conversations/1/read'),
  call('POST', '/api/notifications/mark-all-read'),
  call('GET', '/api/notifications/list'),
  call('GET', '/api/posts/feed'),
  call('POST', '/api/users/delete-account'),
  call('POST', '/api/applications/submit'),
  call('POST', '/api/applications/onboarding'),
  call('GET', '/api/blocks/between/1'),
]
const FOUNDERS_ONLY: Call[] = [
  call('GET', '/api/analytics-events/summary'),
  call('POST', '/api/globals/site-settings/logo'),
  call('POST', '/api/globals/site-settings/email-test'),
  call('GET', '/api/globals/site-settings/email-health'),
  call('GET', '/api/applications/export.csv'),
  call('GET', '/api/newsletter-subscribers/export.csv'),
  call('GET', '/api/contact-messages/export.csv'),
]

let member: Session
let other: Session
let founder: Session

beforeAll(async () => {
  ;[member, other, founder] = await Promise.all([signUp(), signUp(), founderLogin()])
})

describe('who may call a custom endpoint', () => {
  it('a visitor is refused by every member-only endpoint, in the envelope, in Spanish', async () => {
    for (const { method, path } of [...MEMBER_ONLY, ...FOUNDERS_ONLY]) {
      const reply = await api(method, path, method === 'POST' ? { body: {} } : {})
      // The founders' summary gives visitors the same 403 as members; the rest say "sign in".
      expectEnvelope(reply, [401, 403], `${method} ${path} sin sesión`)
    }
  })

  it('a member is refused by every founders-only endpoint with a 403', async () => {
    for (const { method, path } of FOUNDERS_ONLY) {
      const reply = await api(method, path, {
        ...as(member),
        ...(method === 'POST' && { body: {} }),
      })
      expectEnvelope(reply, 403, `${method} ${path} como miembro`)
    }
  })
})

describe('an input of the wrong type', () => {
  it('is a 400 in the envelope that creates no account, subscription or conversation', async () => {
    const email = uniqueEmail('tipos')
    const signUp = await api('POST', '/api/users/signup', {
      body: { firstName: 1, lastName: ['x'], email, password: { clave: 1 } },
    })
    expectEnvelope(signUp, 400, 'alta')
    for (const message of Object.values(signUp.body.fieldErrors as Record<string, unknown>)) {
      expectSpanish(message, 'alta: campo')
    }
    const accounts = await api('GET', `/api/users?where[email][equals]=${email}`, as(founder))
    expect(accounts.body.totalDocs).toBe(0)

    const subscribe = await api('POST', '/api/newsletter-subscribers/subscribe', {
      body: { name: ['Ana'], email },
    })
    expectEnvelope(subscribe, 400, 'newsletter')
    const subscribers = await api(
      'GET',
      `/api/newsletter-subscribers?where[email][equals]=${email}`,
      as(founder),
    )
    expect(subscribers.body.totalDocs).toBe(0)

    const open = await api('POST', '/api/conversations/open', {
      ...as(member),
      body: { userId: { id: other.id } },
    })
    expectEnvelope(open, 400, 'abrir conversación')
    const mine = await api('GET', '/api/conversations/mine', as(member))
    expect(mine.body.docs).toEqual([])
  })

  it('is a 400 in the envelope that sends no message and changes no logo', async () => {
    const opened = await api('POST', '/api/conversations/open', {
      ...as(member),
      body: { userId: other.id },
    })
    expectStatus(opened, 200)
    const conversation = opened.body.conversation.id as number
    const send = await api('POST', `/api/conversations/${conversation}/messages`, {
      ...as(member),
      body: { content: 42 },
    })
    expectEnvelope(send, 400, 'mensaje')
    const thread = await api('GET', `/api/conversations/${conversation}/messages`, as(member))
    expect(thread.body.messages).toEqual([])

    const before = await api('GET', '/api/globals/site-settings?depth=0', as(founder))
    const logo = await api('POST', '/api/globals/site-settings/logo', {
      ...as(founder),
      body: { media: 'nuevo' },
    })
    expectEnvelope(logo, 400, 'logo')
    const after = await api('GET', '/api/globals/site-settings?depth=0', as(founder))
    expect(after.body.logo ?? null).toEqual(before.body.logo ?? null)
  })

  it('is a 400 in the envelope for the link and beacon endpoints, with Spanish field messages', async () => {
    const calls: [string, unknown][] = [
      ['/api/users/confirm-email', { token: 5 }],
      ['/api/newsletter-subscribers/confirm', { token: { a: 1 } }],
      ['/api/newsletter-subscribers/unsubscribe', { id: true, token: 1 }],
      ['/api/analytics-events/track', { events: 'vista' }],
    ]
    for (const [path, body] of calls) {
      const reply = await api('POST', path, { body })
      expectEnvelope(reply, 400, path)
      for (const message of Object.values(reply.body.fieldErrors ?? {})) {
        expectSpanish(message, `${path}: campo`)
      }
    }
  })

  it('is a 400 in the same envelope for a comment of either kind, REST or member write', async () => {
    const article = await api('GET', '/api/blog-posts?limit=1&depth=0&select[id]=true')
    const post = await feedPost(member)
    const onArticle = await api('POST', '/api/blog-comments?depth=0', {
      ...as(member),
      body: { post: article.body.docs[0].id, content: 5 },
    })
    expect(onArticle.status).toBe(400)
    expectSpanish(onArticle.body.errors[0].message, 'blog-comments')
    expect(CATALOGUE.has(onArticle.body.errors[0].data.errors[0].message)).toBe(true)
    const onPost = await api('POST', `/api/posts/${post.id}/comments`, {
      ...as(member),
      body: { content: 5 },
    })
    expectEnvelope(onPost, 400, 'post-comments')
    for (const collection of ['blog-comments', 'post-comments']) {
      const mine = await api(
        'GET',
        `/api/${collection}?where[user][equals]=${member.id}&depth=0`,
        as(member),
      )
      expect(mine.body.totalDocs, collection).toBe(0)
    }
  })
})

// A member's post, like, comment, follow, conversation and message have one implementation each,
// in their concept, and one door (src/server/fast-routes.ts, or /api/conversations/open): the
// collections' REST creates are closed to members and staff alike, so no second copy of the
// rules (limits, blocks, readable targets, notices) is needed or kept.
describe('the member writes have one door', () => {
  it('refuses the REST creates of their collections, and writes nothing', async () => {
    const [post, writer] = await Promise.all([feedPost(other), signUp()])
    const talk = await conversation(writer, other)
    const editor = await withRole(founder, 'editor')
    const creates: [string, unknown][] = [
      ['posts', { content: 'Por REST' }],
      ['post-likes', { post: post.id }],
      ['post-comments', { post: post.id, content: 'Por REST' }],
      ['follows', { following: other.id }],
      ['conversations', { participantOne: writer.id, participantTwo: founder.id }],
      ['messages', { conversation: talk.id, recipient: other.id, content: 'Por REST' }],
    ]
    for (const [collection, body] of creates) {
      for (const session of [writer, editor]) {
        const reply = await api('POST', `/api/${collection}?depth=0`, { ...as(session), body })
        expectStatus(reply, 403, `POST /api/${collection}`)
        expectSpanish(reply.body.errors[0].message, `POST /api/${collection}`)
      }
    }
    const rows = await Promise.all(
      ['posts?where[user]', 'follows?where[follower]', 'post-likes?where[user]'].map((query) =>
        api('GET', `/api/${query}[equals]=${writer.id}&depth=0`, as(writer)),
      ),
    )
    expect(rows.map((reply) => reply.body.totalDocs)).toEqual([0, 0, 0])
  })

  it('answers each write at its one door, in the same envelope', async () => {
    const post = await feedPost(other)
    expect(post).toMatchObject({ user: other.id, content: expect.any(String) })
    expect(await likePost(member, post.id)).toMatchObject({ user: member.id, post: post.id })
    expect(await commentOn(member, post.id, 'Buen tema')).toMatchObject({ content: 'Buen tema' })
    expect(await follow(member, other.id)).toMatchObject({ following: other.id })
    const talk = await conversation(member, other)
    expect(await message(member, other, talk.id, 'Hola')).toMatchObject({ content: 'Hola' })
    const refused = await api('POST', `/api/users/${member.id}/followers`, {
      ...as(member),
      body: {},
    })
    expectEnvelope(refused, 400, 'seguirse a sí mismo')
  })
})

describe('route handlers', () => {
  it('answer a missing article’s view in the envelope', async () => {
    const reply = await api('POST', '/blog/no-existe-este-articulo/view')
    expectEnvelope(reply, 404, 'visita')
  })
})

const application = (session: Session, photo: number) =>
  luzApplication(session, photo, {
    phone: '787 555 0100',
    genres: ['Salsa', 'Bomba'],
    bio: 'Cantante de salsa y bomba de Loíza.',
    instagramUrl: 'https://instagram.com/luz',
    spotifyUrl: '',
    youtubeUrl: '',
    tiktokUrl: '',
  })

// What were server actions (the profile, the listings, the account, the application) now go
// through REST or their own endpoint, with the same envelope.
describe('the former server actions', () => {
  it('the profile and its photo are saved by their owner through REST', async () => {
    const owner = await signUp()
    const { body } = await api(
      'GET',
      `/api/profiles?where[user][equals]=${owner.id}&depth=0`,
      as(owner),
    )
    const id = body.docs[0].id as number
    const photo = await ownPhoto(owner)
    const saved = await api('PATCH', `/api/profiles/${id}?depth=0`, {
      ...as(owner),
      body: { bio: 'Bomba y plena.', roles: ['Compositor'], country: 'Puerto Rico', avatar: photo },
    })
    expectStatus(saved, 200)
    expect(saved.body.doc).toMatchObject({ bio: 'Bomba y plena.', avatar: photo })

    // Someone else's photo, or someone else's profile: refused in the envelope.
    const theirs = await api('PATCH', `/api/profiles/${id}?depth=0`, {
      ...as(other),
      body: { bio: 'No es mío' },
    })
    expect(theirs.status).toBe(403)
    expectSpanish(theirs.body.errors[0].message, 'perfil ajeno')
    const notMine = await api('PATCH', `/api/profiles/${id}?depth=0`, {
      ...as(owner),
      body: { avatar: await ownPhoto(other) },
    })
    expect(notMine.status).toBe(400)
    expect(notMine.body.errors[0].data.errors[0].path).toBe('avatar')
  })

  it('a listing is created, updated and deleted through REST, one per member', async () => {
    const owner = await signUp()
    const data = { name: 'Dani Beats', role: 'Productor', country: 'Puerto Rico', genres: [] }
    const created = await api('POST', '/api/producers?depth=0', { ...as(owner), body: data })
    expectStatus(created, 201)
    const second = await api('POST', '/api/producers?depth=0', { ...as(owner), body: data })
    expect(second.status).toBe(400)
    expect(second.body.errors[0].data.errors.map((e: { path: string }) => e.path)).toContain('user')
    const id = created.body.doc.id as number
    const updated = await api('PATCH', `/api/producers/${id}?depth=0`, {
      ...as(owner),
      body: { name: 'Dani Beats PR' },
    })
    expectStatus(updated, 200)
    // The form's 120-character name limit holds for REST as well.
    const tooLong = await api('PATCH', `/api/producers/${id}?depth=0`, {
      ...as(owner),
      body: { name: 'x'.repeat(121) },
    })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.errors[0].data.errors.map((e: { path: string }) => e.path)).toContain(
      'name',
    )
    expectStatus(await api('DELETE', `/api/producers/${id}`, as(owner)), 200)
  })

  it('the application is sent to its endpoint: refused fields, then saved; onboarding fills the profile', async () => {
    const applicant = await signUp()
    const photo = await ownPhoto(applicant)
    const refused = await api('POST', '/api/applications/submit', {
      ...as(applicant),
      body: { ...application(applicant, photo), roles: [], bio: 7 },
    })
    expectEnvelope(refused, 400, 'aplicación')
    expect(Object.keys(refused.body.fieldErrors)).toEqual(expect.arrayContaining(['roles', 'bio']))
    const mine = () =>
      api('GET', `/api/applications?where[user][equals]=${applicant.id}&depth=0`, as(applicant))
    expect((await mine()).body.totalDocs).toBe(0)

    const sent = await api('POST', '/api/applications/submit', {
      ...as(applicant),
      body: application(applicant, photo),
    })
    expectStatus(sent, 200)
    expect((await mine()).body.docs[0]).toMatchObject({ status: 'pending', photo })

    const onboarded = await api('POST', '/api/applications/onboarding', {
      ...as(applicant),
      body: { ...application(applicant, photo), email: 'otra@pruebas.tarima.test' },
    })
    expectStatus(onboarded, 200)
    const profile = await api(
      'GET',
      `/api/profiles?where[user][equals]=${applicant.id}&depth=0`,
      as(applicant),
    )
    expect(profile.body.docs[0]).toMatchObject({
      displayName: `Luz ${applicant.id}`,
      avatar: photo,
    })
    // The application keeps the account's e-mail, whatever the wizard sent.
    expect((await mine()).body.docs[0].email).toBe(applicant.email)
  })

  it('deleting the account needs the password, then removes it and expires the cookie', async () => {
    const email = uniqueEmail('baja')
    const leaving = await signUp({ email })
    const wrong = await api('POST', '/api/users/delete-account', {
      ...as(leaving),
      body: { password: 'no-es-la-clave' },
    })
    expectEnvelope(wrong, 403, 'contraseña incorrecta')
    expect(wrong.body.fieldErrors).toEqual({ password: t.members.account.wrongPassword })

    const response = await fetch(`${BASE_URL}/api/users/delete-account`, {
      method: 'POST',
      headers: { Authorization: `JWT ${leaving.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'clave-segura-1' }),
    })
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=;/)
    const expires = /Expires=([^;]+)/i.exec(cookie)?.[1]
    expect(new Date(expires ?? '').getTime()).toBeLessThan(Date.now())
    await expect(login(email, 'clave-segura-1')).rejects.toThrow(/401/)
  })
})
