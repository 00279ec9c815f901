// The member reads (src/lib/sql-read.ts: feed, a post's comments, the conversation list, a
// thread, the notification list) skip the Local API: one SQL statement each, and in production
// they are answered before Next (src/server/fast-routes.ts). Here every answer over HTTP equals
// what the Local API gives the same reader (overrideAccess: false) on rows made over REST,
// including rows that reader must not see: hidden posts and comments, a hidden profile, a block,
// other members' conversations and notifications, a closed session.
import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '../../payload-types'
import { closePayload } from '../../scripts/lib/prepare'
import { decodeCursor, encodeCursor } from '../../src/features/feed/feed-cursor'
import type { FeedPage, FeedTab } from '../../src/features/feed/feed-types'
import { THREAD_PAGE_SIZE } from '../../src/features/messages/message-types'
import { loadFaces } from '../../src/features/profiles/public-face'
import { t } from '../../src/i18n'
import { sqlPool } from '../../src/lib/db'
import { NOTIFICATIONS_LIMIT } from '../../src/lib/limits'
import { BASE_URL, api, founderLogin, signUp, type Session } from '../helpers/api'
import {
  as,
  commentOn,
  created,
  expectStatus,
  feedPost,
  follow,
  likePost,
  profileOf,
  withAvatar,
  withRole,
} from '../helpers/access'
import { newestAndUnread } from '../helpers/local-api'

let payload: Payload
// Ana follows Beto, Carla and Dani. Beto shows a photo; moderators hid Carla's profile; Dani
// blocked Ana. The editor reads as staff.
let ana: Session
let beto: Session
let carla: Session
let dani: Session
let editor: Session
let founder: Session
let betoPost: number
let hiddenPost: number
let anaBeto: number
let betoCarla: number

const userOf = async (session: Session): Promise<User> => ({
  ...(await payload.findByID({ collection: 'users', id: session.id, depth: 0 })),
  collection: 'users',
})
const asUser = async (session: Session | null) => ({
  overrideAccess: false,
  user: session ? await userOf(session) : null,
})
const ids = (rows: { id: unknown }[]) => rows.map((row) => row.id)
const get = (path: string, session?: Session) => api('GET', path, as(session))

async function blockedEitherWay(userId: number): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'blocks',
    where: { or: [{ blocker: { equals: userId } }, { blocked: { equals: userId } }] },
    pagination: false,
    depth: 0,
  })
  return docs.map((doc) => (doc.blocker === userId ? doc.blocked : doc.blocker) as number)
}

/** The feed page as the Local API reads it for this member. */
async function feedByLocalApi(
  session: Session,
  tab: FeedTab,
  cursor: string | null,
  limit: number,
): Promise<FeedPage> {
  const access = await asUser(session)
  const blocked = await blockedEitherWay(session.id)
  const where: Where[] = [{ hidden: { not_equals: true } }]
  if (blocked.length) where.push({ user: { not_in: blocked } })
  if (tab === 'following') {
    const follows = await payload.find({
      collection: 'follows',
      where: { follower: { equals: session.id } },
      pagination: false,
      depth: 0,
      ...access,
    })
    where.push({ user: { in: follows.docs.map((doc) => doc.following as number) } })
  }
  const after = cursor ? decodeCursor(cursor) : null
  if (after) {
    where.push({
      or: [
        { createdAt: { less_than: after.createdAt } },
        { and: [{ createdAt: { equals: after.createdAt } }, { id: { less_than: after.id } }] },
      ],
    })
  }
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: where },
    sort: ['-createdAt', '-id'],
    limit: limit + 1,
    pagination: false,
    depth: 0,
    ...access,
  })
  const page = docs.slice(0, limit)
  const faces = await loadFaces(
    payload,
    page.map((post) => post.user as number),
    { viewer: access.user, images: page.map((post) => post.image as number | null) },
  )
  const likes = await payload.find({
    collection: 'post-likes',
    where: { and: [{ user: { equals: session.id } }, { post: { in: ids(page) } }] },
    pagination: false,
    depth: 0,
    ...access,
  })
  const last = page.at(-1)
  return {
    posts: page.map((post) => {
      const { userId, name, avatarUrl } = faces.face(post.user as number, t.feed.post.anonymous)
      return {
        id: post.id,
        content: post.content,
        musicTitle: post.musicTitle ?? null,
        spotifyUrl: post.spotifyUrl ?? null,
        youtubeUrl: post.youtubeUrl ?? null,
        imageUrl: faces.imageUrl(post.image as number | null, 'card') ?? post.imageUrl ?? null,
        likesCount: Number(post.likesCount ?? 0),
        commentsCount: Number(post.commentsCount ?? 0),
        createdAt: post.createdAt,
        author: { userId, name, avatarUrl },
        likeId: likes.docs.find((like) => like.post === post.id)?.id ?? null,
      }
    }),
    nextCursor:
      docs.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
  }
}

beforeAll(async () => {
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('../../payload.config'),
  ])
  payload = await getPayload({ config, key: 'member-reads-test' })
  founder = await founderLogin()
  ;[ana, beto, carla, dani, editor] = await Promise.all([
    signUp({ firstName: 'Ana', lastName: 'Lectora' }),
    signUp({ firstName: 'Beto', lastName: 'Lector' }),
    signUp({ firstName: 'Carla', lastName: 'Lectora' }),
    signUp({ firstName: 'Dani', lastName: 'Lector' }),
    withRole(founder, 'editor'),
  ])
  const photo = await withAvatar(beto)
  // Beto posts four times (one with his photo as image, one a moderator hides), Carla and Dani once.
  betoPost = (await feedPost(beto, { content: 'Beto: primer adelanto', image: photo.id })).id
  for (const n of [2, 3]) await feedPost(beto, { content: `Beto: post ${n}` })
  hiddenPost = (await feedPost(beto, { content: 'Beto: post que se oculta' })).id
  await feedPost(carla, { content: 'Carla: ensayo abierto' })
  await feedPost(dani, { content: 'Dani: no lo ve Ana' })
  for (const following of [beto, carla, dani]) {
    await follow(ana, following.id)
  }
  await likePost(ana, betoPost)
  // Comments on Beto's post: Carla's, Dani's (blocked for Ana) and one that moderators hide.
  await commentOn(carla, betoPost, 'Carla comenta')
  await commentOn(dani, betoPost, 'Dani comenta')
  const hiddenComment = await commentOn(beto, betoPost, 'Oculto')
  for (const [slug, id] of [
    ['posts', hiddenPost],
    ['post-comments', hiddenComment.id],
  ] as const) {
    expectStatus(
      await api('PATCH', `/api/${slug}/${id}`, { ...as(editor), body: { hidden: true } }),
      200,
      `hide ${slug}`,
    )
  }
  const open = async (me: Session, other: Session) => {
    const reply = await api('POST', '/api/conversations/open', {
      ...as(me),
      body: { userId: other.id },
    })
    expectStatus(reply, 200, 'open')
    return reply.body.conversation.id as number
  }
  ;[anaBeto, betoCarla] = [await open(ana, beto), await open(beto, carla)]
  for (const [from, conversation, content] of [
    [ana, anaBeto, 'Hola Beto'],
    [beto, anaBeto, 'Hola Ana'],
    [beto, betoCarla, 'Carla, esto es entre nosotros'],
  ] as const) {
    expectStatus(
      await api('POST', `/api/conversations/${conversation}/messages`, {
        ...as(from),
        body: { content },
      }),
      201,
      'send',
    )
  }
  await created(dani, 'blocks', { blocked: ana.id })
  expectStatus(
    await api('PATCH', `/api/profiles/${(await profileOf(carla)).id}`, {
      ...as(founder),
      body: { hidden: true },
    }),
    200,
    'hide profile',
  )

  // A thread longer than a page: older messages written straight into the database.
  await sqlPool(payload).query(
    `INSERT INTO messages (conversation_id, sender_id, recipient_id, content, created_at, updated_at)
     SELECT $1, CASE WHEN n % 2 = 0 THEN $2::int ELSE $3::int END, CASE WHEN n % 2 = 0 THEN $3::int ELSE $2::int END,
            'Mensaje antiguo ' || n, now() - (n || ' hours')::interval, now()
     FROM generate_series(1, $4::int) AS n`,
    [anaBeto, ana.id, beto.id, THREAD_PAGE_SIZE + 5],
  )
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('feed', () => {
  it('answers both tabs, page after page, as the Local API reads them', async () => {
    for (const session of [ana, beto, dani, editor]) {
      for (const tab of ['all', 'following'] as const) {
        let cursor: string | null = null
        // Small pages, so the following tab is read to its end and "all" across three pages.
        for (let page = 0; page < 3; page++) {
          const query = new URLSearchParams({ tab, limit: '2', ...(cursor && { cursor }) })
          const reply = await get(`/api/posts/feed?${query}`, session)
          expectStatus(reply, 200, `feed ${tab} of ${session.id}`)
          expect(reply.body, `${tab} page ${page} of user ${session.id}`).toEqual(
            await feedByLocalApi(session, tab, cursor, 2),
          )
          cursor = reply.body.nextCursor
          if (!cursor) break
        }
      }
    }
  })

  it('leaves out hidden posts and members blocked either way, and shows only faces one may read', async () => {
    const reply = await get('/api/posts/feed?tab=following&limit=50', ana)
    const posts = reply.body.posts as FeedPage['posts']
    const contents = posts.map((post) => post.content)
    expect(contents).toEqual([
      'Carla: ensayo abierto',
      'Beto: post 3',
      'Beto: post 2',
      'Beto: primer adelanto',
    ])
    // Carla's hidden profile: no name or photo for Ana; her name for the editor.
    expect(posts[0]!.author).toEqual({
      userId: carla.id,
      name: t.feed.post.anonymous,
      avatarUrl: null,
    })
    const liked = posts.find((post) => post.id === betoPost)!
    expect(liked.likeId).toEqual(expect.any(Number))
    expect(liked.imageUrl).toMatch(/^\/api\/media\/file\//)
    expect(liked.author.avatarUrl).toMatch(/^\/api\/media\/file\//)
    const image = await fetch(new URL(liked.imageUrl!, BASE_URL))
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
  })

  it('refuses visitors, closed sessions and bad queries in Spanish', async () => {
    const visitor = await get('/api/posts/feed')
    expectStatus(visitor, 401)
    expect(visitor.body.errors[0].message).toBe(t.feed.api.signIn)
    for (const query of ['cursor=nada', 'tab=otra', 'limit=0', 'limit=500', 'limit=abc']) {
      const reply = await get(`/api/posts/feed?${query}`, ana)
      expectStatus(reply, 400, query)
      expect(reply.body.errors[0].message, query).toBe(t.feed.api.badCursor)
    }
    const session = await signUp()
    expectStatus(await get('/api/posts/feed', session), 200)
    expectStatus(await api('POST', '/api/users/logout', { token: session.token }), 200, 'logout')
    for (const path of [
      '/api/posts/feed',
      '/api/conversations/mine',
      `/api/conversations/${anaBeto}/messages`,
      '/api/notifications/list',
    ]) {
      expectStatus(await get(path, session), 401, `${path} after logout`)
    }
  })
})

describe("a post's comments", () => {
  it('answers every reader as the Local API reads them', async () => {
    for (const session of [null, ana, beto, dani, editor]) {
      const access = await asUser(session)
      const blocked = session ? await blockedEitherWay(session.id) : []
      const { docs } = await payload.find({
        collection: 'post-comments',
        where: {
          and: [
            { post: { equals: betoPost } },
            { hidden: { not_equals: true } },
            ...(blocked.length ? [{ user: { not_in: blocked } }] : []),
          ],
        },
        sort: ['createdAt', 'id'],
        pagination: false,
        depth: 0,
        ...access,
      })
      const faces = await loadFaces(
        payload,
        docs.map((doc) => doc.user as number),
        { viewer: access.user },
      )
      const reply = await get(`/api/posts/${betoPost}/comments`, session ?? undefined)
      expectStatus(reply, 200)
      expect(reply.body, `comments for ${session?.id ?? 'a visitor'}`).toEqual({
        comments: docs.map((doc) => {
          const { userId, name, avatarUrl } = faces.face(
            doc.user as number,
            t.feed.comments.anonymous,
          )
          return {
            id: doc.id,
            content: doc.content,
            createdAt: doc.createdAt,
            author: { userId, name, avatarUrl },
          }
        }),
      })
    }
    const forAna = await get(`/api/posts/${betoPost}/comments`, ana)
    expect(forAna.body.comments.map((c: { content: string }) => c.content)).toEqual([
      'Carla comenta',
    ])
  })

  it('answers 404 for a hidden post, a missing one and a malformed id', async () => {
    for (const id of [hiddenPost, 2_000_000_000, 99_999_999_999, 'abc', '1.5', '-1']) {
      for (const session of [undefined, editor]) {
        const reply = await get(`/api/posts/${id}/comments`, session)
        expectStatus(reply, 404, `post ${id}`)
        expect(reply.body.errors[0].message).toBe(t.feed.api.notFound)
      }
    }
  })
})

describe('conversations and threads', () => {
  it("lists each member's own conversations as the Local API reads them", async () => {
    for (const session of [ana, beto, carla, editor]) {
      const access = await asUser(session)
      const { docs } = await payload.find({
        collection: 'conversations',
        where: { lastMessageAt: { exists: true } },
        sort: ['-lastMessageAt', '-id'],
        pagination: false,
        depth: 0,
        ...access,
      })
      const reply = await get('/api/conversations/mine', session)
      expectStatus(reply, 200)
      const list = reply.body.docs as {
        id: number
        other: { id: number; name: string; avatarUrl: string | null }
        lastMessage: { content: string; senderId: number; createdAt: string } | null
        unreadCount: number
      }[]
      expect(ids(list), `conversations of ${session.id}`).toEqual(ids(docs))
      for (const item of list) {
        const [newest, unread] = await newestAndUnread(payload, item.id, session.id, access)
        const faces = await loadFaces(payload, [item.other.id], { viewer: access.user })
        const face = faces.face(item.other.id, t.notify.someone)
        expect(item.other).toMatchObject({
          id: face.userId,
          name: face.name,
          avatarUrl: face.avatarUrl,
        })
        expect(item.lastMessage).toEqual({
          content: newest.docs[0]!.content.slice(0, 120),
          senderId: newest.docs[0]!.sender,
          createdAt: newest.docs[0]!.createdAt,
        })
        expect(item.unreadCount).toBe(unread.totalDocs)
      }
    }
    const anas = await get('/api/conversations/mine', ana)
    expect(ids(anas.body.docs)).not.toContain(betoCarla)
    expect(JSON.stringify(anas.body)).not.toContain('entre nosotros')
  })

  it('pages a thread as the Local API reads it, and only for its two members', async () => {
    const access = await asUser(ana)
    const { docs } = await payload.find({
      collection: 'messages',
      where: { conversation: { equals: anaBeto } },
      sort: '-id',
      pagination: false,
      depth: 0,
      ...access,
    })
    const asMessage = (doc: (typeof docs)[number]) => ({
      id: doc.id,
      conversationId: anaBeto,
      senderId: doc.sender,
      content: doc.content,
      createdAt: doc.createdAt,
      readAt: doc.readAt ?? null,
    })
    const first = await get(`/api/conversations/${anaBeto}/messages`, ana)
    expectStatus(first, 200)
    expect(first.body).toEqual({
      messages: docs.slice(0, THREAD_PAGE_SIZE).map(asMessage).reverse(),
      olderCursor: docs[THREAD_PAGE_SIZE - 1]!.id,
    })
    const older = await get(
      `/api/conversations/${anaBeto}/messages?before=${first.body.olderCursor}`,
      beto,
    )
    expect(older.body).toEqual({
      messages: docs.slice(THREAD_PAGE_SIZE).map(asMessage).reverse(),
      olderCursor: null,
    })
    // Not a participant (staff neither), or no such conversation: 404 in Spanish.
    for (const [session, id] of [
      [ana, betoCarla],
      [editor, anaBeto],
      [ana, 2_000_000_000],
      [ana, 'abc'],
    ] as const) {
      const reply = await get(`/api/conversations/${id}/messages`, session)
      expectStatus(reply, 404, `thread ${id} for ${session.id}`)
      expect(reply.body.errors[0].message).toBe(t.messages.errors.notFound)
    }
    // Odd numbers in the query are no number, never a 500.
    for (const query of ['before=abc', 'before=1.5', 'before=-3', 'before=99999999999999']) {
      expectStatus(await get(`/api/conversations/${anaBeto}/messages?${query}`, ana), 200, query)
    }
    for (const query of ['include=abc', 'include=1.5', 'include=99999999999999']) {
      expectStatus(await get(`/api/conversations/mine?${query}`, ana), 200, query)
    }
  })
})

describe('notifications', () => {
  it("lists each member's own notifications as the Local API reads them", async () => {
    for (const session of [ana, beto, carla, editor]) {
      const access = await asUser(session)
      const { docs } = await payload.find({
        collection: 'notifications',
        where: { recipient: { equals: session.id } },
        sort: ['-createdAt', '-id'],
        limit: NOTIFICATIONS_LIMIT,
        pagination: false,
        depth: 0,
        ...access,
      })
      const faces = await loadFaces(
        payload,
        docs.map((doc) => doc.sender).filter((id): id is number => typeof id === 'number'),
        { viewer: access.user },
      )
      const reply = await get('/api/notifications/list', session)
      expectStatus(reply, 200)
      expect(reply.body, `notifications of ${session.id}`).toEqual({
        docs: docs.map((doc) => {
          const sender =
            typeof doc.sender === 'number' ? faces.face(doc.sender, t.notify.someone) : null
          return {
            id: doc.id,
            type: doc.type,
            title: doc.title,
            message: doc.message ?? null,
            read: Boolean(doc.read),
            createdAt: doc.createdAt,
            sender: sender && { id: sender.userId, name: sender.name, avatarUrl: sender.avatarUrl },
          }
        }),
      })
    }
    // Beto was followed, liked, commented and written to: his list is not empty.
    const betos = await get('/api/notifications/list', beto)
    expect(betos.body.docs.length).toBeGreaterThan(0)
  })
})
