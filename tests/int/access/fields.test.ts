// Protected fields: sending them must not change them. The featured flag belongs to staff, the
// verified and "founder artist" flags to founders, counters to the hooks that recount them, report
// status to moderators. Timestamps and owners: tests/int/system-fields.test.ts.

import { beforeAll, describe, expect, it } from 'vitest'

import { api, signUp, type Session } from '../../helpers/api'
import {
  article,
  as,
  type Cast,
  type Doc,
  castOf,
  created,
  expectStatus,
  feedPost,
  follow,
  likePost,
  listing,
  profileOf,
  readDoc,
  reportBody,
} from '../../helpers/access'

let cast: Cast

beforeAll(async () => {
  cast = await castOf()
})

const patch = (session: Session, slug: string, id: unknown, body: Record<string, unknown>) =>
  api('PATCH', `/api/${slug}/${id}?depth=0`, { token: session.token, body })

describe.concurrent.each(['artists', 'producers'] as const)('%s', (slug) => {
  const flags = { featured: true, verified: true, isFounder: true }

  it('members cannot set staff flags or the follower count, on create or update', async () => {
    const member = await signUp()
    const row = await listing(member, slug, { ...flags, followersCount: 99 })
    expect(row).toMatchObject({
      featured: false,
      verified: false,
      isFounder: false,
      followersCount: 0,
    })
    expectStatus(
      await patch(member, slug, row.id, { ...flags, followersCount: 99, bio: 'Nueva bio' }),
      200,
    )
    const stored = (await readDoc(undefined, slug, row.id)).body
    expect(stored).toMatchObject({
      featured: false,
      verified: false,
      isFounder: false,
      followersCount: 0,
      bio: 'Nueva bio',
    })
  })

  it('editors feature, founders verify; nobody writes the follower count', async () => {
    const member = await signUp()
    const row = await listing(member, slug)
    expectStatus(await patch(cast.editor, slug, row.id, { ...flags, followersCount: 99 }), 200)
    expect((await readDoc(undefined, slug, row.id)).body).toMatchObject({
      featured: true,
      verified: false,
      isFounder: false,
      followersCount: 0,
    })
    expectStatus(await patch(cast.founder, slug, row.id, { verified: true, isFounder: true }), 200)
    expect((await readDoc(undefined, slug, row.id)).body).toMatchObject(flags)
    expectStatus(
      await patch(cast.founder, slug, row.id, { featured: false, followersCount: 5 }),
      200,
    )
    expect((await readDoc(undefined, slug, row.id)).body).toMatchObject({
      featured: false,
      followersCount: 0,
    })
  })
})

describe.concurrent('posts', () => {
  it('members cannot set hidden or counters; counters follow likes and comments', async () => {
    const [author, fan] = await Promise.all([signUp(), signUp()])
    const { id } = await feedPost(author, { hidden: true, likesCount: 50, commentsCount: 7 })
    const post = (await readDoc(author, 'posts', id)).body as Doc
    expect(post).toMatchObject({ hidden: false, likesCount: 0, commentsCount: 0 })
    await likePost(fan, post.id)
    expectStatus(
      await patch(author, 'posts', post.id, {
        likesCount: 1000,
        commentsCount: 1000,
        hidden: true,
      }),
      200,
    )
    expectStatus(await patch(cast.editor, 'posts', post.id, { likesCount: 1000 }), 200)
    expect((await readDoc(undefined, 'posts', post.id)).body).toMatchObject({
      hidden: false,
      likesCount: 1,
      commentsCount: 0,
    })
  })
})

describe.concurrent('blog posts', () => {
  it('even editors cannot write the counters', async () => {
    const post = await article(cast.editor, { likesCount: 50, viewsCount: 1000, commentsCount: 3 })
    expect(post).toMatchObject({ likesCount: 0, viewsCount: 0, commentsCount: 0 })
    expectStatus(
      await patch(cast.founder, 'blog-posts', post.id, { likesCount: 50, viewsCount: 1000 }),
      200,
    )
    expect((await readDoc(undefined, 'blog-posts', post.id)).body).toMatchObject({
      likesCount: 0,
      viewsCount: 0,
    })
  })
})

describe.concurrent('profiles', () => {
  it('members edit their profile but not verified, counters or its user', async () => {
    const [member, other] = await Promise.all([signUp(), signUp()])
    const profile = await profileOf(member)
    const reply = await patch(member, 'profiles', profile.id, {
      bio: 'Productor en San Juan',
      verified: true,
      followersCount: 500,
      followingCount: 500,
      postsCount: 500,
      user: other.id,
    })
    expectStatus(reply, 200)
    expect((await readDoc(undefined, 'profiles', profile.id)).body).toMatchObject({
      bio: 'Productor en San Juan',
      verified: false,
      followersCount: 0,
      followingCount: 0,
      postsCount: 0,
      user: member.id,
    })
  })

  it('counters follow follows and posts', async () => {
    const [member, fan] = await Promise.all([signUp(), signUp()])
    await follow(fan, member.id)
    await feedPost(member)
    expect(await profileOf(member)).toMatchObject({ followersCount: 1, postsCount: 1 })
    expect(await profileOf(fan)).toMatchObject({ followingCount: 1 })
  })

  it('editors cannot verify profiles; founders can', async () => {
    const member = await signUp()
    const profile = await profileOf(member)
    expectStatus(await patch(cast.editor, 'profiles', profile.id, { verified: true }), 403)
    expectStatus(await patch(cast.founder, 'profiles', profile.id, { verified: true }), 200)
    expect((await readDoc(undefined, 'profiles', profile.id)).body.verified).toBe(true)
  })
})

describe.concurrent('reports', () => {
  it('members file reports as open and cannot resolve them; editors can', async () => {
    const [reporter, author] = await Promise.all([signUp(), signUp()])
    const post = await feedPost(author)
    const report = await created(reporter, 'reports', reportBody(post.id, { status: 'resolved' }))
    expect(report.status).toBe('open')
    expectStatus(await patch(reporter, 'reports', report.id, { status: 'dismissed' }), 403)
    expectStatus(await patch(cast.editor, 'reports', report.id, { status: 'resolved' }), 200)
    expect((await readDoc(reporter, 'reports', report.id)).body.status).toBe('resolved')
  })
})

describe.concurrent('toggles', () => {
  it('follows: nobody follows themselves, even by naming someone else as the follower', async () => {
    const member = await signUp()
    const self = await api('POST', `/api/users/${member.id}/followers`, {
      ...as(member),
      body: { follower: cast.other.id },
    })
    expectStatus(self, 400)
    const rows = await api('GET', `/api/follows?depth=0&where[following][equals]=${member.id}`)
    expect(rows.body.docs).toEqual([])
  })

  it.each([['blocks', 'blocker', 'blocked']])(
    '%s: nobody targets themselves, even by naming someone else as the owner',
    async (slug, owner, target) => {
      const member = await signUp()
      const direct = await api('POST', `/api/${slug}`, {
        token: member.token,
        body: { [target]: member.id },
      })
      expectStatus(direct, 400)
      const named = await api('POST', `/api/${slug}?depth=0`, {
        token: member.token,
        body: { [owner]: cast.other.id, [target]: member.id },
      })
      expectStatus(named, 400)
      const rows = await api('GET', `/api/${slug}?depth=0&where[${target}][equals]=${member.id}`, {
        token: member.token,
      })
      expect(rows.body.docs).toEqual([])
    },
  )

  it('one like per member and post', async () => {
    const member = await signUp()
    const post = await feedPost(cast.star)
    const first = await likePost(member, post.id)
    const again = await api('POST', `/api/posts/${post.id}/likes`, { ...as(member), body: {} })
    expectStatus(again, 200)
    expect(again.body.doc.id).toBe(first.id)
    expect((await readDoc(undefined, 'posts', post.id)).body.likesCount).toBe(1)
  })
})

describe('counters under simultaneous writes', () => {
  // Several members like the same article or post at the same moment: every like that REST
  // reports as created must be stored, and the counter must match the rows.
  let fans: Session[]
  beforeAll(async () => {
    fans = await Promise.all(Array.from({ length: 5 }, () => signUp()))
  })

  it.each([
    ['blog-likes', 'blog-posts'],
    ['post-likes', 'posts'],
  ] as const)('%s: every 201 is stored and counted', async (slug, parentSlug) => {
    const parent =
      parentSlug === 'blog-posts' ? await article(cast.editor) : await feedPost(cast.star)
    // Each through its one door: an article's like through REST, a feed post's through its write.
    const replies = await Promise.all(
      fans.map((fan) =>
        slug === 'blog-likes'
          ? api('POST', `/api/${slug}?depth=0`, { token: fan.token, body: { post: parent.id } })
          : api('POST', `/api/posts/${parent.id}/likes`, { token: fan.token, body: {} }),
      ),
    )
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 201, 201])
    const stored = await api(
      'GET',
      `/api/${slug}?depth=0&limit=10&where[post][equals]=${parent.id}`,
    )
    expect(stored.body.totalDocs).toBe(5)
    expect((await readDoc(undefined, parentSlug, parent.id)).body.likesCount).toBe(5)
  })
})
