// System fields belong to the system (src/platform/system-fields.ts, collections/fields/owner.ts): timestamps,
// owners, counters and statuses sent by a member, an editor or a founder change nothing; a
// visitor's contact message is never "handled"; a hidden post or comment waits for moderators.

import { beforeAll, describe, expect, it } from 'vitest'

import { api, signUp, uniqueEmail, type Session } from '../helpers/api'
import {
  applicationBody,
  article,
  as,
  castOf,
  commentBody,
  commentOn,
  contactBody,
  conversation,
  created,
  expectStatus,
  feedPost,
  listing,
  postBody,
  profileOf,
  randomIp,
  readDoc,
  reportBody,
  withRole,
  type Cast,
  type Doc,
} from '../helpers/access'

/** What a tester sends: a post "from 2030" that never ages, an update "from 2001". */
const FUTURE = '2030-01-01T00:00:00.000Z'
const PAST = '2001-01-01T00:00:00.000Z'
const stamps = { createdAt: FUTURE, updatedAt: PAST }
/** Server and tests share a clock; the slack covers a slow first compile. */
const SLACK = 120_000

type Role = 'member' | 'editor' | 'founder'
const ROLES: Role[] = ['member', 'editor', 'founder']

let cast: Cast
/** One fresh account per role, so unique owners (listings, applications) never collide. */
let actors: Record<Role, Session>

beforeAll(async () => {
  cast = await castOf()
  const [member, editor, founder] = await Promise.all([
    signUp(),
    withRole(cast.founder, 'editor'),
    withRole(cast.founder, 'founder'),
  ])
  actors = { member, editor, founder }
})

const patch = (session: Session, slug: string, id: unknown, body: Record<string, unknown>) =>
  api('PATCH', `/api/${slug}/${id}?depth=0`, { token: session.token, body })

/** Both timestamps were set by the server at or after `since`. */
function expectStampedNow(doc: Doc | Record<string, unknown>, since: number, what = '') {
  for (const key of ['createdAt', 'updatedAt']) {
    const at = Date.parse(String(doc[key]))
    expect(at, `${what} ${key} ${doc[key]}`).toBeGreaterThanOrEqual(since - SLACK)
    expect(at, `${what} ${key} ${doc[key]}`).toBeLessThanOrEqual(Date.now() + SLACK)
  }
}

/** PATCHes the timestamps (with a harmless change) and checks createdAt stayed as it was. */
async function expectUpdateKeepsCreatedAt(
  session: Session,
  slug: string,
  row: Doc,
  change: Record<string, unknown>,
  reader: Session = cast.founder,
) {
  const since = Date.now()
  expectStatus(await patch(session, slug, row.id, { ...change, ...stamps }), 200, `patch ${slug}`)
  const stored = await readDoc(reader, slug, row.id)
  expectStatus(stored, 200, `read ${slug}`)
  expect(stored.body.createdAt, `${slug} createdAt`).toBe(row.createdAt)
  expectStampedNow({ ...stored.body, createdAt: new Date(since).toISOString() }, since, slug)
}

describe.concurrent.each(ROLES)('timestamps sent by a %s are ignored', (role) => {
  it('posts (and their counters)', async () => {
    const session = actors[role]
    const since = Date.now()
    const { id } = await feedPost(session, { ...stamps, likesCount: 9, commentsCount: 9 })
    // As stored (the write answers only what the composer shows).
    const post = (await readDoc(session, 'posts', id)).body as Doc
    expectStampedNow(post, since, 'post')
    expect(post).toMatchObject({ likesCount: 0, commentsCount: 0 })
    await expectUpdateKeepsCreatedAt(session, 'posts', post, { content: 'Editado', likesCount: 9 })
    expect((await readDoc(cast.founder, 'posts', post.id)).body.likesCount).toBe(0)
  })

  it.each(['artists', 'producers'] as const)('%s listings', async (slug) => {
    const session = actors[role]
    const since = Date.now()
    const row = await listing(session, slug, { ...stamps, followersCount: 9 })
    expectStampedNow(row, since, slug)
    expect(row.followersCount).toBe(0)
    await expectUpdateKeepsCreatedAt(session, slug, row, { bio: 'Nueva bio', followersCount: 9 })
  })

  it('their profile and their account', async () => {
    const session = actors[role]
    const profile = await profileOf(session)
    await expectUpdateKeepsCreatedAt(session, 'profiles', profile, { bio: 'Desde Ponce' })
    const account = (await readDoc(session, 'users', session.id)).body as Doc
    await expectUpdateKeepsCreatedAt(session, 'users', account, { firstName: 'Rosa' }, session)
  })

  it('comments on posts and articles', async () => {
    const session = actors[role]
    const [post, blog] = await Promise.all([feedPost(cast.peer), article(cast.editor)])
    const sent = (path: string, body: unknown) => api('POST', path, { ...as(session), body })
    const comments = {
      // A feed post's comment goes through its one door; read back as REST shows it.
      'post-comments': async () => {
        const reply = await sent(`/api/posts/${post.id}/comments`, commentBody(post.id, stamps))
        expectStatus(reply, 201, 'comment')
        return (await readDoc(session, 'post-comments', reply.body.doc.id)).body as Doc
      },
      'blog-comments': () => created(session, 'blog-comments', commentBody(blog.id, stamps)),
    }
    for (const [slug, make] of Object.entries(comments)) {
      const since = Date.now()
      const comment = await make()
      expectStampedNow(comment, since, slug)
      await expectUpdateKeepsCreatedAt(session, slug, comment, { content: 'Mejor así' })
    }
  })

  it('follows, likes and favourites', async () => {
    const session = actors[role]
    const [post, blog, artist] = await Promise.all([
      feedPost(cast.peer),
      article(cast.editor),
      listing(await signUp()),
    ])
    const since = Date.now()
    const throughItsDoor = async (path: string, slug: string) => {
      const reply = await api('POST', path, { ...as(session), body: stamps })
      expectStatus(reply, 201, slug)
      return (await readDoc(session, slug, reply.body.doc.id)).body as Doc
    }
    const rows = await Promise.all([
      throughItsDoor(`/api/users/${cast.star.id}/followers`, 'follows'),
      throughItsDoor(`/api/posts/${post.id}/likes`, 'post-likes'),
      created(session, 'blog-likes', { post: blog.id, ...stamps }),
      created(session, 'favorites', { artist: artist.id, ...stamps }),
    ])
    rows.forEach((row) => expectStampedNow(row, since, 'toggle'))
  })

  it('messages, sent through the conversation', async () => {
    const session = actors[role]
    const peer = await signUp()
    const chat = await conversation(session, peer)
    const since = Date.now()
    const sent = await api('POST', `/api/conversations/${chat.id}/messages`, {
      token: session.token,
      body: { content: 'Hola 👋', ...stamps },
    })
    expectStatus(sent, 201, 'send')
    expect(Date.parse(sent.body.message.createdAt)).toBeGreaterThanOrEqual(since - SLACK)
    const direct = (await readDoc(session, 'messages', sent.body.message.id)).body as Doc
    expectStampedNow(direct, since, 'message')
    // The recipient marks it read; the date it was sent stays.
    await expectUpdateKeepsCreatedAt(peer, 'messages', direct, { readAt: new Date() }, peer)
  })

  it('a contact message, created unhandled', async () => {
    const session = actors[role]
    const since = Date.now()
    const reply = await api('POST', '/api/contact-messages?depth=0', {
      token: session.token,
      body: { ...contactBody(), ...stamps, handled: true },
      headers: { 'x-forwarded-for': randomIp() },
    })
    expectStatus(reply, 201, 'contact')
    const stored = (await readDoc(cast.editor, 'contact-messages', reply.body.doc.id)).body
    expect(stored.handled).toBe(false)
    expectStampedNow(stored, since, 'contact')
  })
})

describe.concurrent('accounts', () => {
  it('an account created by a founder or by sign-up is dated now', async () => {
    const since = Date.now()
    const reply = await api('POST', '/api/users?depth=0', {
      token: cast.founder.token,
      body: {
        email: uniqueEmail('fechas'),
        password: 'clave-segura-1',
        firstName: 'Ana',
        lastName: 'Ruiz',
        ...stamps,
      },
    })
    expectStatus(reply, 201, 'founder creates')
    expectStampedNow(reply.body.doc, since, 'user')
    const member = await signUp(stamps)
    expectStampedNow((await readDoc(member, 'users', member.id)).body, since, 'sign-up')
  })
})

describe.concurrent('visitors', () => {
  it('a visitor’s contact message is stored unhandled and dated now', async () => {
    const since = Date.now()
    const reply = await api('POST', '/api/contact-messages?depth=0', {
      body: { ...contactBody(), ...stamps, handled: true },
      headers: { 'x-forwarded-for': randomIp() },
    })
    expectStatus(reply, 201, 'contact')
    const stored = (await readDoc(cast.editor, 'contact-messages', reply.body.doc.id)).body
    expect(stored.handled).toBe(false)
    expectStampedNow(stored, since, 'contact')
    // Editors mark it handled afterwards.
    expectStatus(await patch(cast.editor, 'contact-messages', stored.id, { handled: true }), 200)
    expect((await readDoc(cast.editor, 'contact-messages', stored.id)).body.handled).toBe(true)
  })
})

describe.concurrent.each(['editor', 'founder'] as const)('a %s writes as themselves', (role) => {
  it('naming a member as the owner of a new row gives a row of their own', async () => {
    const staff = actors[role]
    const victim = await signUp()
    const [post, blog, artist] = await Promise.all([
      feedPost(cast.peer),
      article(cast.editor),
      listing(await signUp()),
    ])
    // The member writes' doors take no owner from the body at all.
    const doors: [string, string, string, Record<string, unknown>][] = [
      ['/api/posts/feed', 'posts', 'user', postBody()],
      [`/api/posts/${post.id}/comments`, 'post-comments', 'user', { content: 'Hola' }],
      [`/api/users/${cast.peer.id}/followers`, 'follows', 'follower', {}],
      [`/api/posts/${post.id}/likes`, 'post-likes', 'user', {}],
    ]
    for (const [path, slug, field, body] of doors) {
      const reply = await api('POST', path, { ...as(staff), body: { ...body, [field]: victim.id } })
      expectStatus(reply, 201, path)
      const row = (await readDoc(staff, slug, reply.body.doc.id)).body as Doc
      expect(row[field], `${slug}.${field}`).toBe(staff.id)
    }
    const cases: [string, string, Record<string, unknown>][] = [
      ['blog-comments', 'user', commentBody(blog.id)],
      ['blog-likes', 'user', { post: blog.id }],
      ['favorites', 'user', { artist: artist.id }],
      ['reports', 'reporter', reportBody(post.id)],
    ]
    for (const [slug, field, body] of cases) {
      const row = await created(staff, slug, { ...body, [field]: victim.id })
      expect(row[field], `${slug}.${field}`).toBe(staff.id)
    }
    // Nothing was written in the member's name.
    const theirs = await api('GET', `/api/posts?depth=0&where[user][equals]=${victim.id}`, {
      token: cast.founder.token,
    })
    expect(theirs.body.totalDocs).toBe(0)
  })

  it('a message naming a member as sender is the staff member’s, or refused', async () => {
    const staff = actors[role]
    const [victim, peer] = await Promise.all([signUp(), signUp()])
    const own = await conversation(staff, peer)
    const sent = await api('POST', `/api/conversations/${own.id}/messages`, {
      ...as(staff),
      body: { sender: victim.id, recipient: peer.id, content: 'Hola' },
    })
    expectStatus(sent, 201, 'own conversation')
    const mine = (await readDoc(staff, 'messages', sent.body.message.id)).body as Doc
    expect(mine.sender).toBe(staff.id)
    // In the member's own conversation the sender is still the staff member, who is not in it.
    const theirs = await conversation(victim, peer)
    const forged = await api('POST', `/api/conversations/${theirs.id}/messages`, {
      token: staff.token,
      body: { sender: victim.id, recipient: peer.id, content: 'Hola' },
    })
    expectStatus(forged, 404, 'forged message')
    const thread = await api(
      'GET',
      `/api/messages?depth=0&where[conversation][equals]=${theirs.id}`,
      { token: peer.token },
    )
    expect(thread.body.totalDocs).toBe(0)
  })

  it('the owner of an existing row never moves', async () => {
    const staff = actors[role]
    const [author, other] = await Promise.all([signUp(), signUp()])
    const post = await feedPost(author)
    expectStatus(await patch(staff, 'posts', post.id, { user: other.id }), 200)
    expect((await readDoc(staff, 'posts', post.id)).body.user).toBe(author.id)
  })
})

describe.concurrent('statuses are the moderators’ and founders’', () => {
  it('a report filed by staff starts open, with no action', async () => {
    const [author, editor] = [await signUp(), cast.editor]
    const post = await feedPost(author)
    const report = await created(
      editor,
      'reports',
      reportBody(post.id, { status: 'resolved', action: 'hide' }),
    )
    expect(report).toMatchObject({ status: 'open', reporter: editor.id })
    expect(report.action ?? null).toBeNull()
    // The post was not hidden by a create.
    expect((await readDoc(undefined, 'posts', post.id)).status).toBe(200)
  })

  it('an application created by a founder starts pending and unreviewed', async () => {
    const founder = actors.founder
    const application = await created(
      founder,
      'applications',
      applicationBody({ status: 'approved', reviewedAt: FUTURE }),
    )
    expect(application).toMatchObject({ status: 'pending', user: founder.id })
    expect(application.reviewedAt ?? null).toBeNull()
  })
})

describe.concurrent('hidden content waits for moderators', () => {
  it.each([
    ['posts', async (author: Session) => feedPost(author)],
    ['post-comments', async (author: Session) => commentOn(author, (await feedPost(cast.star)).id)],
    [
      'blog-comments',
      async (author: Session) =>
        created(author, 'blog-comments', commentBody((await article(cast.editor)).id)),
    ],
  ] as const)('%s: the author cannot edit it until it is restored', async (slug, make) => {
    const author = await signUp()
    const row = await make(author)
    expectStatus(await patch(cast.editor, slug, row.id, { hidden: true }), 200, 'hide')
    const edit = await patch(author, slug, row.id, { content: 'Ahora digo otra cosa' })
    expect([403, 404], JSON.stringify(edit.body)).toContain(edit.status)
    // Nor through the bulk endpoint.
    await api('PATCH', `/api/${slug}?where[id][equals]=${row.id}`, {
      token: author.token,
      body: { content: 'Ahora digo otra cosa' },
    })
    expect((await readDoc(cast.editor, slug, row.id)).body).toMatchObject({
      content: row.content,
      hidden: true,
    })
    // Moderators restore it; then it is the author's again.
    expectStatus(await patch(cast.founder, slug, row.id, { hidden: false }), 200, 'restore')
    expectStatus(await patch(author, slug, row.id, { content: 'Corregido' }), 200, 'author edits')
  })
})

describe.concurrent('staff moderate by hiding, never by rewriting', () => {
  it.each(['posts', 'post-comments'] as const)(
    '%s: an editor or founder changes nothing but hidden',
    async (slug) => {
      const author = await signUp()
      const row =
        slug === 'posts'
          ? await feedPost(author)
          : await commentOn(author, (await feedPost(cast.star)).id)
      for (const staff of [cast.editor, cast.founder]) {
        const reply = await patch(staff, slug, row.id, { content: 'Escrito por el equipo' })
        expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(500)
        await patch(staff, slug, row.id, { content: 'Oculto y reescrito', hidden: true })
      }
      expect((await readDoc(cast.editor, slug, row.id)).body).toMatchObject({
        content: row.content,
        hidden: true,
      })
    },
  )
})
