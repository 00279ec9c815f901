// Accounts and roles: private e-mails, roles handed out by founders only, applications decided by
// founders only, notifications for their recipient only.

import { beforeAll, describe, expect, it } from 'vitest'

import { api, login, signUp, uniqueEmail, type Session } from '../../helpers/api'
import {
  applicationBody,
  as,
  type Cast,
  castOf,
  commentOn,
  created,
  type Doc,
  expectStatus,
  feedPost,
  follow,
  listing,
  readDoc,
  withRole,
} from '../../helpers/access'

let cast: Cast
let ana: Session
let beto: Session

beforeAll(async () => {
  cast = await castOf()
  ;[ana, beto] = await Promise.all([signUp(), signUp()])
})

const me = (session?: Session) => api('GET', '/api/users/me', as(session))

describe('users: nobody reads another user’s e-mail', () => {
  it('a member lists only themselves', async () => {
    const reply = await api('GET', '/api/users?depth=0&limit=100', as(ana))
    expectStatus(reply, 200)
    expect(reply.body.docs.map((doc: Doc) => doc.id)).toEqual([ana.id])
    expect(reply.body.docs[0].email).toBe(ana.email)
    expectStatus(await readDoc(ana, 'users', beto.id), 404)
  })

  it('visitors read no account, and /me says nobody', async () => {
    expectStatus(await api('GET', '/api/users'), 403)
    expectStatus(await readDoc(undefined, 'users', ana.id), 403)
    expectStatus(await api('GET', '/api/users/count'), 403)
    const reply = await me()
    expectStatus(reply, 200)
    expect(reply.body.user).toBeNull()
  })

  it('editors list users without their e-mails (but see their own)', async () => {
    const reply = await api(
      'GET',
      `/api/users?depth=0&limit=10&where[id][in]=${ana.id},${beto.id},${cast.editor.id}`,
      as(cast.editor),
    )
    expectStatus(reply, 200)
    const byId = new Map(reply.body.docs.map((doc: Doc) => [doc.id, doc]))
    expect([...byId.keys()].sort()).toEqual([ana.id, beto.id, cast.editor.id].sort())
    expect(byId.get(ana.id)).not.toHaveProperty('email')
    expect(byId.get(beto.id)).not.toHaveProperty('email')
    expect((byId.get(cast.editor.id) as Doc).email).toBe(cast.editor.email)
    const one = await readDoc(cast.editor, 'users', ana.id)
    expectStatus(one, 200)
    expect(one.body).not.toHaveProperty('email')
    expect(JSON.stringify(reply.body)).not.toContain(ana.email)
  })

  it('founders see e-mails', async () => {
    const reply = await readDoc(cast.founder, 'users', ana.id)
    expectStatus(reply, 200)
    expect(reply.body.email).toBe(ana.email)
  })

  it('public content populated at depth never carries the author’s e-mail', async () => {
    const post = await feedPost(ana)
    await commentOn(beto, post.id)
    await follow(beto, ana.id)
    await listing(ana)
    const paths = [
      `/api/posts/${post.id}?depth=3`,
      `/api/post-comments?depth=3&where[post][equals]=${post.id}`,
      `/api/follows?depth=3&where[following][equals]=${ana.id}`,
      `/api/profiles?depth=3&where[user][in]=${ana.id},${beto.id}`,
      `/api/artists?depth=3&where[user][equals]=${ana.id}`,
    ]
    for (const session of [undefined, cast.other, cast.editor]) {
      for (const path of paths) {
        const reply = await api('GET', path, as(session))
        expectStatus(reply, 200, path)
        const text = JSON.stringify(reply.body)
        expect(text, path).not.toContain(ana.email)
        expect(text, path).not.toContain(beto.email)
      }
    }
  })

  it('e-mails cannot be guessed through filters', async () => {
    const email = encodeURIComponent(ana.email)
    const cases: [Session | undefined, string, number][] = [
      [undefined, `/api/posts?where[user.email][equals]=${email}`, 400],
      [undefined, `/api/profiles?where[user.email][like]=${email}`, 400],
      [undefined, `/api/users?where[email][equals]=${email}`, 403],
      [cast.other, `/api/posts?where[user.email][equals]=${email}`, 400],
      [cast.other, `/api/users?where[email][equals]=${email}`, 400],
      [cast.editor, `/api/posts?where[user.email][equals]=${email}`, 400],
      [cast.editor, `/api/users?where[email][like]=${email}`, 400],
      [cast.editor, `/api/follows?where[following.email][equals]=${email}`, 400],
    ]
    for (const [session, path, status] of cases) {
      const reply = await api('GET', path, as(session))
      expectStatus(reply, status, path)
    }
  })
})

describe('roles: only founders hand them out', () => {
  it('sign-up drops a role and a confirmed e-mail sent by the visitor', async () => {
    for (const role of ['editor', 'founder']) {
      const email = uniqueEmail()
      const reply = await api('POST', '/api/users/signup', {
        body: {
          email,
          password: 'clave-segura-1',
          firstName: 'Ana',
          lastName: 'Ruiz',
          role,
          emailConfirmed: true,
        },
      })
      expectStatus(reply, 200)
      const session = await login(email, 'clave-segura-1')
      const me = await api('GET', '/api/users/me', { token: session.token })
      expect(me.body.user).toMatchObject({ role: 'member', emailConfirmed: false })
    }
  })

  it('members and editors cannot raise their own role', async () => {
    const editor = await withRole(cast.founder, 'editor')
    for (const [session, role] of [
      [ana, 'member'],
      [editor, 'editor'],
    ] as const) {
      expectStatus(
        await api('PATCH', `/api/users/${session.id}`, {
          token: session.token,
          body: { role: 'founder', emailConfirmed: true },
        }),
        200,
      )
      const stored = (await me(session)).body.user
      expect(stored).toMatchObject({ role, emailConfirmed: false })
    }
  })

  it('an editor cannot create staff or change someone’s role', async () => {
    const email = uniqueEmail()
    const reply = await api('POST', '/api/users?depth=0', {
      token: cast.editor.token,
      body: {
        email,
        password: 'clave-segura-1',
        firstName: 'Ana',
        lastName: 'Ruiz',
        role: 'editor',
      },
    })
    // Only founders create accounts directly; editors sign people up like anyone else.
    expectStatus(reply, 403)
    expectStatus(
      await api('PATCH', `/api/users/${beto.id}`, {
        token: cast.editor.token,
        body: { role: 'editor' },
      }),
      403,
    )
    expect((await readDoc(cast.founder, 'users', beto.id)).body.role).toBe('member')
  })

  it('a founder promotes and demotes', async () => {
    const member = await signUp()
    expectStatus(
      await api('PATCH', `/api/users/${member.id}`, {
        token: cast.founder.token,
        body: { role: 'editor' },
      }),
      200,
    )
    const promoted = await login(member.email, 'clave-segura-1')
    expect((await me(promoted)).body.user.role).toBe('editor')
    // The new role works at once: editors create blog posts.
    expectStatus(
      await api('POST', '/api/blog-posts', {
        token: promoted.token,
        body: { title: 'Hola', slug: `hola-${member.id}` },
      }),
      201,
    )
    expectStatus(
      await api('PATCH', `/api/users/${member.id}`, {
        token: cast.founder.token,
        body: { role: 'member' },
      }),
      200,
    )
    expect((await readDoc(cast.founder, 'users', member.id)).body.role).toBe('member')
  })

  it('only founders unlock accounts', async () => {
    for (const session of [undefined, ana, cast.editor]) {
      expectStatus(
        await api('POST', '/api/users/unlock', { ...as(session), body: { email: beto.email } }),
        403,
      )
    }
    expectStatus(
      await api('POST', '/api/users/unlock', {
        token: cast.founder.token,
        body: { email: beto.email },
      }),
      200,
    )
  })
})

describe('applications: editors read them, only founders decide', () => {
  it('a member applies for themselves and cannot decide', async () => {
    const applicant = await signUp()
    const reply = await api('POST', '/api/applications?depth=0', {
      token: applicant.token,
      body: applicationBody({ status: 'approved', reviewedAt: new Date().toISOString() }),
    })
    expectStatus(reply, 201)
    const application: Doc = reply.body.doc
    expect(application.status).toBe('pending')
    expect(application.reviewedAt ?? null).toBeNull()

    expectStatus(
      await api('PATCH', `/api/applications/${application.id}`, {
        token: applicant.token,
        body: { status: 'approved' },
      }),
      200,
    )
    expect((await readDoc(applicant, 'applications', application.id)).body.status).toBe('pending')
  })

  it('an editor reads applications but cannot approve or deny', async () => {
    const applicant = await signUp()
    const application = await created(applicant, 'applications', applicationBody())
    const list = await api(
      'GET',
      `/api/applications?depth=0&where[id][equals]=${application.id}`,
      as(cast.editor),
    )
    expect(list.body.docs.map((doc: Doc) => doc.id)).toEqual([application.id])
    for (const status of ['approved', 'denied']) {
      expectStatus(
        await api('PATCH', `/api/applications/${application.id}`, {
          token: cast.editor.token,
          body: { status },
        }),
        403,
      )
    }
    expectStatus(await api('DELETE', `/api/applications/${application.id}`, as(cast.editor)), 403)
    expect((await readDoc(cast.founder, 'applications', application.id)).body.status).toBe(
      'pending',
    )
  })

  it('a founder approves; the approved application is then closed to its member', async () => {
    const applicant = await signUp()
    const application = await created(applicant, 'applications', applicationBody())
    const approve = await api('PATCH', `/api/applications/${application.id}?depth=0`, {
      token: cast.founder.token,
      body: { status: 'approved' },
    })
    expectStatus(approve, 200)
    expect(approve.body.doc.status).toBe('approved')
    expect(approve.body.doc.reviewedAt).toBeTruthy()
    expectStatus(
      await api('PATCH', `/api/applications/${application.id}`, {
        token: applicant.token,
        body: { bio: 'Otra' },
      }),
      403,
    )
    expect((await readDoc(applicant, 'applications', application.id)).body.bio).toBe(
      application.bio,
    )
  })

  it('after a denial the member resubmits and it goes back to review', async () => {
    const applicant = await signUp()
    const application = await created(applicant, 'applications', applicationBody())
    expectStatus(
      await api('PATCH', `/api/applications/${application.id}`, {
        token: cast.founder.token,
        body: { status: 'denied' },
      }),
      200,
    )
    const resubmit = await api('PATCH', `/api/applications/${application.id}?depth=0`, {
      token: applicant.token,
      body: { bio: 'Ahora con EP.' },
    })
    expectStatus(resubmit, 200)
    expect(resubmit.body.doc).toMatchObject({ bio: 'Ahora con EP.', status: 'pending' })
  })

  it('one application per member', async () => {
    const applicant = await signUp()
    await created(applicant, 'applications', applicationBody())
    const second = await api('POST', '/api/applications', {
      token: applicant.token,
      body: applicationBody(),
    })
    expectStatus(second, 400)
  })
})

describe('notifications: only their recipient', () => {
  it('nobody creates one over REST, founders included', async () => {
    for (const session of [undefined, ana, cast.editor, cast.founder]) {
      const reply = await api('POST', '/api/notifications', {
        ...as(session),
        body: { recipient: ana.id, title: 'Hola', type: 'other' },
      })
      expectStatus(reply, 403)
    }
  })

  it('lists hold only the caller’s own, for every role', async () => {
    expectStatus(await api('GET', '/api/notifications'), 403)
    for (const session of [ana, cast.editor, cast.founder]) {
      const reply = await api('GET', '/api/notifications?depth=0&limit=100', as(session))
      expectStatus(reply, 200)
      for (const doc of reply.body.docs) expect(doc.recipient).toBe(session.id)
      const count = await api(
        'GET',
        `/api/notifications/count?where[recipient][not_equals]=${session.id}`,
        as(session),
      )
      expect(count.body.totalDocs).toBe(0)
    }
  })
})

describe('system-written collections', () => {
  it.each(['newsletter-subscribers', 'analytics-events'])(
    '%s: nobody writes over REST; only founders read',
    async (slug) => {
      const bodies: Record<string, unknown> = {
        'newsletter-subscribers': {
          name: 'Ana',
          email: uniqueEmail('boletin'),
          status: 'confirmed',
        },
        'analytics-events': { eventType: 'page_view', pageUrl: '/' },
      }
      for (const session of [undefined, ana, cast.editor, cast.founder]) {
        expectStatus(await api('POST', `/api/${slug}`, { ...as(session), body: bodies[slug] }), 403)
      }
      for (const session of [undefined, ana, cast.editor])
        expectStatus(await api('GET', `/api/${slug}`, as(session)), 403)
      expectStatus(await api('GET', `/api/${slug}`, as(cast.founder)), 200)
    },
  )
})
