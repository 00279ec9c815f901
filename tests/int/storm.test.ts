// A crowd on one row (bench/resilience/storm.ts): 30 new members like, unlike, like twice at
// once, comment, follow and unfollow ONE post and ONE profile while two of them write and read
// ONE conversation, more than 300 concurrent writes in three rounds. Every request must answer in
// time without a 5xx, every counter must equal its rows, and the server must answer normally after.
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { runStorm, type StormSend } from '../../bench/resilience/storm'
import { api, signUp, type Session } from '../helpers/api'

const MEMBERS = 30
/** A request of the storm that takes longer than this counts as hung. */
const ANSWER_WITHIN_MS = 20_000
const AFTER_PATHS = ['/', '/api/posts?limit=5&depth=0', '/artists']

const send: StormSend = async (method, path, who, body) => {
  try {
    const token = (who as Session | undefined)?.token
    return await api(method, path, { token, body, timeoutMs: ANSWER_WITHIN_MS })
  } catch {
    return { status: 0, body: 'sin respuesta a tiempo' }
  }
}

let author: Session
const members: Session[] = []

beforeAll(async () => {
  author = await signUp({ firstName: 'Autora', lastName: 'Tormenta' })
  // Sign-ups a few at a time: the point is the storm, not the sign-up path.
  while (members.length < MEMBERS) {
    members.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, (_, k) =>
          signUp({ firstName: 'Tormenta', lastName: `Miembro ${members.length + k}` }),
        ),
      )),
    )
  }
  // The pages read after the storm, once before it: the timing below is of serving, not of a
  // first render.
  for (const path of AFTER_PATHS) await api('GET', path, { timeoutMs: 60_000 })
}, 180_000)

describe('una tormenta de escrituras sobre un post, un perfil y una conversación', () => {
  it('contesta a tiempo, sin 5xx, y los contadores cuadran con las filas', async () => {
    const storm = await runStorm({ send, author, members })
    console.log(`[tormenta] ${storm.writes} escrituras en ${storm.ms} ms`)
    expect(storm.writes).toBeGreaterThanOrEqual(300)
    expect(storm.failures).toEqual([])
    for (const counter of storm.counters) {
      expect(counter.shown, counter.name).toBe(counter.rows)
      expect(counter.shown, counter.name).toBe(counter.expected)
    }
    const profile = await api('GET', `/api/profiles?where[user][equals]=${author.id}&depth=0`)
    expect(profile.body.docs[0].postsCount).toBe(1)

    for (const path of AFTER_PATHS) {
      const started = Date.now()
      const reply = await api('GET', path, { timeoutMs: 10_000 })
      expect(reply.status, path).toBe(200)
      expect(Date.now() - started, path).toBeLessThan(5_000)
    }
  }, 240_000)
})

describe('una espera que no termina', () => {
  it('un bloqueo ajeno da un 503 en español en segundos, no guarda nada y el sitio sigue', async () => {
    const member = members[1]!
    const post = await api('POST', '/api/posts/feed', {
      token: author.token,
      body: { content: 'Post bloqueado' },
    })
    const postId = post.body.doc.id
    // Another session holds the post's row, as a stuck request once did.
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await db.connect()
    try {
      await db.query('BEGIN')
      await db.query('SELECT 1 FROM posts WHERE id = $1 FOR UPDATE', [postId])
      const started = Date.now()
      const like = await api('POST', `/api/posts/${postId}/likes`, {
        token: member.token,
        body: {},
      })
      expect(like.status, JSON.stringify(like.body)).toBe(503)
      expect(like.body.errors[0].message).toMatch(/muy ocupado/)
      expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS)
      // Meanwhile the rest of the site answers.
      expect((await api('GET', '/api/posts?limit=1&depth=0', { timeoutMs: 5_000 })).status).toBe(
        200,
      )
    } finally {
      await db.query('ROLLBACK')
      await db.end()
    }
    const likes = await api('GET', `/api/post-likes?where[post][equals]=${postId}&depth=0`)
    expect(likes.body.totalDocs).toBe(0)
    const again = await api('POST', `/api/posts/${postId}/likes`, {
      token: member.token,
      body: {},
    })
    expect(again.status).toBe(201)
    const after = await api('GET', `/api/posts/${postId}?depth=0`)
    expect(after.body.likesCount).toBe(1)
  }, 60_000)
})
