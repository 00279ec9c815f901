// The member writes (src/lib/sql-write.ts: a post, a like, a comment, a follow, a message): each
// one implementation in its concept, a few SQL statements answered before Next
// (src/server/fast-routes.ts), the one door members have (the collections' REST creates are
// closed: write-channels.test.ts). Here each is held to its rules: who may write, the fields'
// rules and types, hidden and missing targets, blocks, the hourly limits, the notices, the
// counters, system fields a client cannot set, and storms of the same write.
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '../../scripts/lib/prepare'
import { t } from '../../src/i18n'
import { sqlPool } from '../../src/lib/db'
import { MEMBER_LIMITS } from '../../src/lib/rate-limit'
import { api, BASE_URL, founderLogin, signUp, type Session } from '../helpers/api'
import {
  as,
  commentOn,
  created,
  expectStatus,
  feedPost,
  GHOST_ID,
  likePost,
  upload,
  withRole,
} from '../helpers/access'

let payload: Payload
let db: Pool
let ana: Session
let beto: Session
let dani: Session
let editor: Session

const post = (path: string, session: Session | undefined, body: unknown = {}) =>
  api('POST', path, { ...as(session), body })

const one = async <T>(text: string, values: unknown[]): Promise<T | undefined> =>
  (await db.query(text, values)).rows[0] as T | undefined

const count = async (text: string, values: unknown[]) =>
  Number((await one<{ n: string }>(`SELECT count(*) AS n FROM ${text}`, values))?.n)

const noticesTo = (userId: number) =>
  db
    .query<{ type: string; title: string; message: string; sender_id: number }>(
      'SELECT type, title, message, sender_id FROM notifications WHERE recipient_id = $1 ORDER BY id',
      [userId],
    )
    .then((result) => result.rows)

beforeAll(async () => {
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('../../payload.config'),
  ])
  payload = await getPayload({ config, key: 'member-writes-test' })
  db = sqlPool(payload)
  const founder = await founderLogin()
  ;[ana, beto, dani, editor] = await Promise.all([
    signUp({ firstName: 'Ana', lastName: 'Escritora' }),
    signUp({ firstName: 'Beto', lastName: 'Escritor' }),
    signUp({ firstName: 'Dani', lastName: 'Escritor' }),
    withRole(founder, 'editor'),
  ])
  // Dani blocked Ana.
  await created(dani, 'blocks', { blocked: ana.id })
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('who may write', () => {
  it('refuses visitors, closed sessions and cookies sent from another site', async () => {
    const target = await feedPost(beto)
    const paths = [
      '/api/posts/feed',
      `/api/posts/${target.id}/likes`,
      `/api/posts/${target.id}/comments`,
      `/api/users/${beto.id}/followers`,
      '/api/conversations/1/messages',
    ]
    const closed = await signUp()
    expectStatus(await api('POST', '/api/users/logout', as(closed)), 200)
    for (const path of paths) {
      const body = { content: 'Hola' }
      expectStatus(await post(path, undefined, body), 401, path)
      expectStatus(await post(path, closed, body), 401, `${path} closed`)
      const crossSite = await api('POST', path, {
        body,
        headers: { Cookie: `payload-token=${ana.token}`, Origin: 'https://otro-sitio.example' },
      })
      expectStatus(crossSite, 401, `${path} cross-site`)
    }
    expect(await count('post_likes WHERE post_id = $1', [target.id])).toBe(0)
  })
})

describe('likes', () => {
  it('likes once, counts it, groups the notice and answers a repeat with the same like', async () => {
    const target = await feedPost(beto)
    const first = await post(`/api/posts/${target.id}/likes`, ana)
    expectStatus(first, 201)
    expect(first.body.doc).toEqual({ id: expect.any(Number), user: ana.id, post: target.id })
    const again = await post(`/api/posts/${target.id}/likes`, ana)
    expectStatus(again, 200)
    expect(again.body.doc.id).toBe(first.body.doc.id)
    const likeNotices = async () =>
      (await noticesTo(beto.id)).filter((notice) => notice.type === 'like')
    expect((await likeNotices()).map((notice) => notice.message)).toEqual([
      expect.stringContaining('Ana Escritora'),
    ])
    // A second liker joins the same unread notice, and leads its text.
    await likePost(editor, target.id)
    const stored = await one<{ likes_count: string }>(
      'SELECT likes_count FROM posts WHERE id = $1',
      [target.id],
    )
    expect(Number(stored?.likes_count)).toBe(2)
    expect((await likeNotices()).map((notice) => notice.message)).toEqual([
      expect.stringMatching(/Prueba editor y otra persona/),
    ])
  })

  it('refuses hidden, missing and malformed posts with a Spanish 404', async () => {
    const hidden = await feedPost(beto)
    expectStatus(
      await api('PATCH', `/api/posts/${hidden.id}`, { ...as(editor), body: { hidden: true } }),
      200,
    )
    for (const id of [hidden.id, GHOST_ID, 0, 'abc', '1e3', '99999999999', '-1']) {
      const reply = await post(`/api/posts/${id}/likes`, ana)
      expectStatus(reply, 404, String(id))
      expect(reply.body.errors[0].message).toBe(t.feed.api.notFound)
    }
    expect(await count('post_likes WHERE post_id = $1', [hidden.id])).toBe(0)
    // Staff read hidden posts, so they may like them, as through REST.
    expectStatus(await post(`/api/posts/${hidden.id}/likes`, editor), 201)
  })

  it('keeps one like when one member sends the same like many times at once', async () => {
    const target = await feedPost(beto)
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => post(`/api/posts/${target.id}/likes`, ana)),
    )
    expect(replies.map((reply) => reply.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200,
      201,
    ])
    expect(new Set(replies.map((reply) => reply.body.doc.id)).size).toBe(1)
    expect(await count('post_likes WHERE post_id = $1', [target.id])).toBe(1)
  })

  it('counts a storm of members liking one post at once, each once', async () => {
    const target = await feedPost(beto)
    const likers = await Promise.all(Array.from({ length: 15 }, () => signUp()))
    const replies = await Promise.all(
      likers.map((liker) => post(`/api/posts/${target.id}/likes`, liker)),
    )
    for (const reply of replies) expectStatus(reply, 201)
    const stored = await one<{ likes_count: string }>(
      'SELECT likes_count FROM posts WHERE id = $1',
      [target.id],
    )
    expect(Number(stored?.likes_count)).toBe(15)
    const grouped = (await noticesTo(beto.id)).filter(
      (notice) => notice.type === 'like' && notice.message.includes('14'),
    )
    expect(grouped).toHaveLength(1)
  })
})

describe('comments', () => {
  it('saves the trimmed text and tells the author of each comment', async () => {
    const target = await feedPost(beto)
    const reply = await post(`/api/posts/${target.id}/comments`, ana, { content: '  ¡Temazo!  ' })
    expectStatus(reply, 201)
    expect(reply.body.doc).toMatchObject({ post: target.id, user: ana.id, content: '¡Temazo!' })
    await commentOn(editor, target.id, 'Del editor')
    const notices = (await noticesTo(beto.id)).filter((notice) => notice.type === 'comment')
    expect(notices).toHaveLength(2)
    // The same title for both, the commenter's name in each text.
    expect(notices[0]?.title).toBe(notices[1]?.title)
    expect(notices[0]?.message).toContain('Ana Escritora')
    const stored = await one<{ comments_count: string }>(
      'SELECT comments_count FROM posts WHERE id = $1',
      [target.id],
    )
    expect(Number(stored?.comments_count)).toBe(2)
  })

  it('refuses bad text, any other type and a block, and saves nothing', async () => {
    const target = await feedPost(beto)
    const danis = await feedPost(dani)
    const cases: [unknown, string][] = [
      [{}, 'missing'],
      [{ content: '   ' }, 'blank'],
      [{ content: 'x'.repeat(501) }, 'too long'],
      [{ content: { text: 'x'.repeat(10_000) } }, 'object'],
      [{ content: ['hola'] }, 'array'],
      [{ content: 12 }, 'number'],
      ['hola', 'not an object'],
    ]
    for (const [body, what] of cases) {
      const reply = await post(`/api/posts/${target.id}/comments`, ana, body)
      expectStatus(reply, 400, what)
      expect(reply.body.errors[0].message, what).toMatch(/[áéíóúñ]|comentario|texto/i)
    }
    const blocked = await post(`/api/posts/${danis.id}/comments`, ana, { content: 'Hola' })
    expectStatus(blocked, 403)
    expect(blocked.body.errors[0].message).toBe(t.blocks.refused)
    expect(await count('post_comments WHERE post_id IN ($1, $2)', [target.id, danis.id])).toBe(0)
  })

  it('refuses a body over 64 kB before reading it all', async () => {
    const target = await feedPost(beto)
    const reply = await post(`/api/posts/${target.id}/comments`, ana, {
      content: 'x'.repeat(200_000),
    })
    expect([400, 413]).toContain(reply.status)
    expect(await count('post_comments WHERE post_id = $1', [target.id])).toBe(0)
  })
})

describe('posts', () => {
  it('publishes as the member whatever the body claims, with the composer rules', async () => {
    const other = await upload(beto)
    const own = await upload(ana)
    const base = { content: '  Nuevo tema 🎶  ' }
    const claims = {
      ...base,
      user: beto.id,
      createdAt: '2001-01-01T00:00:00.000Z',
      hidden: true,
      likesCount: 999,
      commentsCount: 5,
      musicTitle: null,
      spotifyUrl: 'open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
      image: own.id,
    }
    const reply = await post('/api/posts/feed', ana, claims)
    expectStatus(reply, 201)
    const stored = await one<Record<string, unknown>>('SELECT * FROM posts WHERE id = $1', [
      reply.body.doc.id,
    ])
    expect(stored).toMatchObject({
      user_id: ana.id,
      content: 'Nuevo tema 🎶',
      hidden: false,
      spotify_url: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
      image_id: own.id,
    })
    expect(Number(stored?.likes_count)).toBe(0)
    expect(new Date(stored?.created_at as string).getFullYear()).toBeGreaterThan(2020)

    const refused: [unknown, number, string][] = [
      [{ content: '' }, 400, 'empty'],
      [{ content: 'x'.repeat(5_001) }, 400, 'too long'],
      [{ content: { a: 1 } }, 400, 'object'],
      [{ ...base, youtubeUrl: 'https://vimeo.com/1' }, 400, 'not youtube'],
      [{ ...base, imageUrl: 'javascript:alert(1)' }, 400, 'script url'],
      [{ ...base, image: other.id }, 400, 'not own image'],
      [{ ...base, image: '5' }, 400, 'image as text'],
      [{ ...base, musicTitle: 'x'.repeat(201) }, 400, 'title too long'],
    ]
    const before = await count('posts WHERE user_id = $1', [ana.id])
    for (const [body, status, what] of refused) {
      const answer = await post('/api/posts/feed', ana, body)
      expectStatus(answer, status, what)
      expect(typeof answer.body.errors[0].message).toBe('string')
    }
    expect(await count('posts WHERE user_id = $1', [ana.id])).toBe(before)
  })

  it('keeps to the hourly budget of a new account, which REST cannot get round', async () => {
    const fresh = await signUp()
    const limit = MEMBER_LIMITS.posts.fresh
    for (let i = 0; i < limit; i++) {
      expectStatus(await post('/api/posts/feed', fresh, { content: `Post ${i}` }), 201, `post ${i}`)
    }
    const over = await post('/api/posts/feed', fresh, { content: 'Uno más' })
    expectStatus(over, 429)
    expect(over.body.errors[0].message).toBe(t.rateLimit.tooFast)
    expectStatus(await post('/api/posts?depth=0', fresh, { content: 'Y otro' }), 403)
    expect(await count('posts WHERE user_id = $1', [fresh.id])).toBe(limit)
  })
})

describe('follows', () => {
  it('follows once, counts it, tells once and refuses oneself, a block and nobody', async () => {
    const follower = await signUp({ firstName: 'Eva', lastName: 'Seguidora' })
    const first = await post(`/api/users/${beto.id}/followers`, follower)
    expectStatus(first, 201)
    expect(first.body.doc).toEqual({
      id: expect.any(Number),
      follower: follower.id,
      following: beto.id,
    })
    expectStatus(await post(`/api/users/${beto.id}/followers`, follower), 200)
    const followed = await noticesTo(beto.id)
    expect(followed.filter((n) => n.type === 'follow' && n.sender_id === follower.id)).toHaveLength(
      1,
    )
    // Unfollow and follow again within the hour: no second notice.
    await api('DELETE', `/api/follows/${first.body.doc.id}`, as(follower))
    expectStatus(await post(`/api/users/${beto.id}/followers`, follower), 201)
    const again = await noticesTo(beto.id)
    expect(again.filter((n) => n.type === 'follow' && n.sender_id === follower.id)).toHaveLength(1)

    const self = await post(`/api/users/${follower.id}/followers`, follower)
    expectStatus(self, 400)
    expect(self.body.errors[0].message).toBe(t.blocks.self)
    const blocked = await post(`/api/users/${dani.id}/followers`, ana)
    expectStatus(blocked, 403)
    expectStatus(await post(`/api/users/${GHOST_ID}/followers`, ana), 404)
    expect(await count('follows WHERE follower_id = $1', [ana.id])).toBe(0)
  })

  it('shows the new count on the followed member’s cached profile at once', async () => {
    const star = await signUp({ firstName: 'Sol', lastName: 'Estrella' })
    const fan = await signUp()
    // The followers' number is the profile's one live count (src/features/profiles/profile-counts.tsx).
    const followers = async () => {
      const html = await fetch(`${BASE_URL}/profile/${star.id}`).then((reply) => reply.text())
      return html.match(/aria-live="polite"[^>]*>(?:<[^>]+>)*\s*([\d.]+)/)?.[1]
    }
    expect(await followers()).toBe('0')
    expect(await followers()).toBe('0')
    expectStatus(await post(`/api/users/${star.id}/followers`, fan), 201)
    await expect.poll(followers, { timeout: 5_000 }).toBe('1')
  })
})

describe('expiring pages', () => {
  it('is only for the deployment’s own servers', async () => {
    const keys: Record<string, string>[] = [
      {},
      { 'X-Tarima-Expiry-Key': 'a'.repeat(64) },
      { 'X-Tarima-Expiry-Key': '' },
    ]
    for (const headers of keys) {
      const reply = await api('POST', '/api/users/expire-pages', {
        ...as(editor),
        headers,
        body: { tags: ['directory'] },
      })
      expectStatus(reply, 404)
    }
  })
})

describe('messages', () => {
  it('sends to the other participant only, tells them and refuses strangers and blocks', async () => {
    const open = await post('/api/conversations/open', ana, { userId: beto.id })
    expectStatus(open, 200)
    const conversationId = open.body.conversation.id
    const reply = await post(`/api/conversations/${conversationId}/messages`, ana, {
      content: '  ¿Colaboramos?  ',
    })
    expectStatus(reply, 201)
    expect(reply.body.message).toMatchObject({
      conversationId,
      senderId: ana.id,
      content: '¿Colaboramos?',
      readAt: null,
    })
    const stored = await one<{ recipient_id: number; last_message_at: Date }>(
      `SELECT m.recipient_id, c.last_message_at FROM messages m
         JOIN conversations c ON c.id = m.conversation_id WHERE m.id = $1`,
      [reply.body.message.id],
    )
    expect(stored?.recipient_id).toBe(beto.id)
    expect(stored?.last_message_at.toISOString()).toBe(reply.body.message.createdAt)
    expect(
      (await noticesTo(beto.id)).some((n) => n.type === 'message' && n.sender_id === ana.id),
    ).toBe(true)

    const stranger = await signUp()
    expectStatus(
      await post(`/api/conversations/${conversationId}/messages`, stranger, { content: 'Hola' }),
      404,
    )
    expectStatus(
      await post(`/api/conversations/${conversationId}/messages`, ana, {
        content: 'x'.repeat(5_001),
      }),
      400,
    )
    // Dani blocked Ana after they had talked: the conversation stays, new messages do not.
    const eva = await signUp()
    const talk = await post('/api/conversations/open', eva, { userId: ana.id })
    await created(ana, 'blocks', { blocked: eva.id })
    const refused = await post(`/api/conversations/${talk.body.conversation.id}/messages`, eva, {
      content: 'Hola',
    })
    expectStatus(refused, 403)
    expect(await count('messages WHERE sender_id = $1', [eva.id])).toBe(0)
  })
})
