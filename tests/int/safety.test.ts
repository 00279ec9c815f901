import { beforeAll, describe, expect, it } from 'vitest'

import {
  commentOn,
  conversation,
  created,
  expectStatus,
  feedPost,
  follow,
  profileOf,
  readDoc,
  withRole,
} from '../helpers/access'
import { api, founderLogin, signUp, type Session } from '../helpers/api'

const REFUSED = 'No puedes interactuar con este usuario.'
const TOO_FAST = 'Vas demasiado rápido. Espera un poco antes de volver a intentarlo.'

const report = (member: Session | undefined, body: Record<string, unknown>) =>
  api('POST', '/api/reports?depth=0', { token: member?.token, body })
const postReport = (post: number, reason = 'Contenido ofensivo') => ({
  targetType: 'post',
  post,
  reason,
})
const firstMessage = (reply: { body: Record<string, unknown> }) => {
  const error = (
    reply.body.errors as { message: string; data?: { errors?: { message: string }[] } }[]
  )[0]
  return error?.data?.errors?.[0]?.message ?? error?.message
}

let editor: Session
let founder: Session

beforeAll(async () => {
  founder = await founderLogin()
  editor = await withRole(founder, 'editor')
})

describe('blocking', () => {
  it('ends the follows between both members and refuses new ones both ways', async () => {
    const [ana, beto] = await Promise.all([signUp(), signUp()])
    await follow(ana, beto.id)
    await follow(beto, ana.id)
    expect((await profileOf(ana)).followersCount).toBe(1)

    const block = await created(ana, 'blocks', { blocked: beto.id })
    const follows = await api(
      'GET',
      `/api/follows?depth=0&where[or][0][follower][equals]=${ana.id}&where[or][1][following][equals]=${ana.id}`,
    )
    expect(follows.body.docs).toEqual([])
    expect((await profileOf(ana)).followersCount).toBe(0)
    expect((await profileOf(beto)).followersCount).toBe(0)

    for (const [from, to] of [
      [ana, beto],
      [beto, ana],
    ] as const) {
      const reply = await api('POST', `/api/users/${to.id}/followers`, {
        token: from.token,
        body: {},
      })
      expectStatus(reply, 403, 'follow after the block')
      expect(firstMessage(reply)).toBe(REFUSED)
    }

    // Only the blocker sees the block, and only they lift it; then following works again.
    expectStatus(await readDoc(beto, 'blocks', block.id), 404, 'the blocked member reads it')
    expectStatus(await api('DELETE', `/api/blocks/${block.id}`, { token: beto.token }), 403)
    expectStatus(await api('DELETE', `/api/blocks/${block.id}`, { token: ana.token }), 200)
    await follow(beto, ana.id)
  })

  it('refuses comments on each other’s posts and messages, both ways', async () => {
    const [ana, beto] = await Promise.all([signUp(), signUp()])
    const [anaPost, betoPost, talk] = await Promise.all([
      feedPost(ana),
      feedPost(beto),
      conversation(ana, beto),
    ])
    await created(ana, 'blocks', { blocked: beto.id })

    const attempts = [
      api('POST', `/api/posts/${anaPost.id}/comments`, {
        token: beto.token,
        body: { content: 'Hola' },
      }),
      api('POST', `/api/posts/${betoPost.id}/comments`, {
        token: ana.token,
        body: { content: 'Hola' },
      }),
      api('POST', `/api/conversations/${talk.id}/messages`, {
        token: beto.token,
        body: { content: 'Hola' },
      }),
      api('POST', `/api/conversations/${talk.id}/messages`, {
        token: ana.token,
        body: { content: 'Hola' },
      }),
    ]
    for (const reply of await Promise.all(attempts)) {
      expectStatus(reply, 403, 'after the block')
      expect(firstMessage(reply)).toBe(REFUSED)
    }
  })

  it('nobody blocks themselves or blocks twice, and visitors cannot block', async () => {
    const [ana, beto] = await Promise.all([signUp(), signUp()])
    expectStatus(
      await api('POST', '/api/blocks', { token: ana.token, body: { blocked: ana.id } }),
      400,
    )
    await created(ana, 'blocks', { blocked: beto.id })
    expectStatus(
      await api('POST', '/api/blocks', { token: ana.token, body: { blocked: beto.id } }),
      400,
    )
    expectStatus(await api('POST', '/api/blocks', { body: { blocked: beto.id } }), 403)
  })

  it('tells each of the two members, and only whether, a block stands between them', async () => {
    const [ana, beto, carla] = await Promise.all([signUp(), signUp(), signUp()])
    const between = (who: Session, other: number) =>
      api('GET', `/api/blocks/between/${other}`, { token: who.token })
    expect((await between(beto, ana.id)).body).toEqual({ blocked: false })

    await created(ana, 'blocks', { blocked: beto.id })
    // The blocked one learns it (their follow and message would be refused), not the row.
    expect((await between(beto, ana.id)).body).toEqual({ blocked: true })
    expect((await between(ana, beto.id)).body).toEqual({ blocked: true })
    expect((await between(carla, ana.id)).body).toEqual({ blocked: false })
    // Beto still cannot read Ana's block row.
    const rows = await api('GET', `/api/blocks?where[blocked][equals]=${beto.id}&depth=0`, {
      token: beto.token,
    })
    expect(rows.body.docs).toEqual([])
    expectStatus(await api('GET', `/api/blocks/between/${ana.id}`), 401)
    expectStatus(await between(beto, 0), 404)
  })
})

describe('reports', () => {
  it('asks for a reason of at most 1000 characters, in Spanish', async () => {
    const [reporter, author] = await Promise.all([signUp(), signUp()])
    const post = await feedPost(author)
    const empty = await report(reporter, postReport(post.id, '   '))
    expectStatus(empty, 400, 'empty reason')
    expect(firstMessage(empty)).toBe('El motivo es requerido')
    const long = await report(reporter, postReport(post.id, 'a'.repeat(1001)))
    expectStatus(long, 400, 'long reason')
    expect(JSON.stringify(long.body)).toMatch(/1000/)
    expectStatus(await report(undefined, postReport(post.id)), 403, 'visitor')
  })

  it('names exactly the content its type says, readable and not one’s own', async () => {
    const [reporter, author] = await Promise.all([signUp(), signUp()])
    const post = await feedPost(author)
    const comment = await commentOn(author, post.id, 'Hola')

    const mismatch = await report(reporter, {
      targetType: 'post-comment',
      post: post.id,
      reason: 'x',
    })
    expectStatus(mismatch, 400, 'type without its content')
    expect(firstMessage(mismatch)).toBe(
      'Indica solo el contenido que corresponde al tipo de denuncia',
    )
    const both = await report(reporter, {
      targetType: 'post',
      post: post.id,
      postComment: comment.id,
      reason: 'x',
    })
    expectStatus(both, 400, 'two contents')

    const own = await report(author, postReport(post.id))
    expectStatus(own, 400, 'own post')
    expect(firstMessage(own)).toBe('No puedes denunciar tu propio contenido')

    const hidden = await feedPost(author)
    expectStatus(
      await api('PATCH', `/api/posts/${hidden.id}`, {
        token: editor.token,
        body: { hidden: true },
      }),
      200,
    )
    const unreadable = await report(reporter, postReport(hidden.id))
    expectStatus(unreadable, 400, 'hidden post')
    expect(firstMessage(unreadable)).toBe('Este contenido no existe o no está disponible')

    const ok = await report(reporter, {
      targetType: 'post-comment',
      postComment: comment.id,
      reason: 'Insultos',
    })
    expectStatus(ok, 201, 'comment report')
    expect(ok.body.doc).toMatchObject({ status: 'open', reporter: reporter.id, post: null })
  })

  it('one open report per member and content', async () => {
    const [reporter, second, author] = await Promise.all([signUp(), signUp(), signUp()])
    const post = await feedPost(author)
    expectStatus(await report(reporter, postReport(post.id)), 201)
    const again = await report(reporter, postReport(post.id))
    expectStatus(again, 409, 'second open report')
    expect(firstMessage(again)).toBe(
      'Ya denunciaste este contenido. El equipo de moderación lo está revisando.',
    )
    // Someone else may report it too.
    expectStatus(await report(second, postReport(post.id)), 201)
  })

  it('only the reporter and staff read a report; only staff moderate', async () => {
    const [reporter, other, author] = await Promise.all([signUp(), signUp(), signUp()])
    const post = await feedPost(author)
    const filed = (await report(reporter, postReport(post.id))).body.doc
    expectStatus(await readDoc(reporter, 'reports', filed.id), 200)
    expectStatus(await readDoc(other, 'reports', filed.id), 404)
    expectStatus(await readDoc(author, 'reports', filed.id), 404)
    const list = await api('GET', `/api/reports?depth=0&where[id][equals]=${filed.id}`, {
      token: other.token,
    })
    expect(list.body.docs).toEqual([])
    for (const member of [reporter, other, author]) {
      const reply = await api('PATCH', `/api/reports/${filed.id}`, {
        token: member.token,
        body: { action: 'hide' },
      })
      expectStatus(reply, 403, 'member moderates')
    }
    expectStatus(await readDoc(undefined, 'posts', post.id), 200, 'still visible')
  })

  it('editors hide the reported post, comment or profile, and the report is resolved', async () => {
    const [reporter, author] = await Promise.all([signUp(), signUp()])
    const post = await feedPost(author)
    const comment = await commentOn(author, post.id, 'Spam')
    const profile = await profileOf(author)

    const filed = await Promise.all([
      report(reporter, postReport(post.id)),
      report(reporter, { targetType: 'post-comment', postComment: comment.id, reason: 'Spam' }),
      report(reporter, { targetType: 'profile', profile: profile.id, reason: 'Suplantación' }),
    ])
    for (const reply of filed) expectStatus(reply, 201, 'report')

    for (const reply of filed) {
      const moderated = await api('PATCH', `/api/reports/${reply.body.doc.id}?depth=0`, {
        token: editor.token,
        body: { action: 'hide' },
      })
      expectStatus(moderated, 200, 'editor hides')
      expect(moderated.body.doc).toMatchObject({ action: 'hide', status: 'resolved' })
    }

    expectStatus(await readDoc(undefined, 'posts', post.id), 404, 'hidden post')
    expectStatus(await readDoc(reporter, 'post-comments', comment.id), 404, 'hidden comment')
    expectStatus(await readDoc(undefined, 'profiles', profile.id), 404, 'hidden profile')
    // Staff still see it all, and the owner still sees their own profile.
    expectStatus(await readDoc(editor, 'posts', post.id), 200, 'editor reads')
    expectStatus(await readDoc(author, 'profiles', profile.id), 200, 'owner reads')

    // Restoring shows the profile again; a resolved report lets the member report anew.
    const profileReport = filed[2]!.body.doc.id
    await api('PATCH', `/api/reports/${profileReport}`, {
      token: editor.token,
      body: { action: 'restore' },
    })
    expectStatus(await readDoc(undefined, 'profiles', profile.id), 200, 'restored profile')
    expectStatus(
      await report(reporter, { targetType: 'profile', profile: profile.id, reason: 'Otra vez' }),
      201,
    )
  })
})

describe('per-member hourly limits', () => {
  it('a new account publishes 10 posts in an hour; the 11th gets a Spanish 429', async () => {
    const member = await signUp()
    for (let i = 1; i <= 10; i++) await feedPost(member, { content: `Post número ${i}` })
    const eleventh = await api('POST', '/api/posts/feed', {
      token: member.token,
      body: { content: 'Uno más' },
    })
    expectStatus(eleventh, 429, 'eleventh post')
    expect(firstMessage(eleventh)).toBe(TOO_FAST)
    // Staff are not limited.
    await feedPost(editor)
  })

  it('a new account files 10 reports in an hour; the 11th gets a Spanish 429', async () => {
    const [member, author] = await Promise.all([signUp(), signUp()])
    const posts = []
    for (let i = 0; i < 11; i++) posts.push(await feedPost(i < 10 ? author : founder))
    for (const post of posts.slice(0, 10))
      expectStatus(await report(member, postReport(post.id)), 201)
    const eleventh = await report(member, postReport(posts[10]!.id))
    expectStatus(eleventh, 429, 'eleventh report')
    expect(firstMessage(eleventh)).toBe(TOO_FAST)
  })
})
