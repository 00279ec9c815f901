// Payload's English fallbacks ("An unknown error occurred.", "Something went wrong.") never reach
// people: the afterError hook (src/lib/error-answers.ts) answers them in Spanish.
import { APIError, formatErrors, type PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { answerErrors } from '../../src/lib/error-answers'
import { BASE_URL, api, signUp } from '../helpers/api'

const UNEXPECTED = 'Ocurrió un error inesperado. Inténtalo de nuevo.'
const INVALID = 'La petición no es válida: revisa los datos enviados.'

describe('unexpected errors', () => {
  it('a malformed form Payload cannot read is a Spanish 400', async () => {
    const response = await fetch(`${BASE_URL}/api/artists`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: 'no es un formulario',
      signal: AbortSignal.timeout(120_000),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: [{ message: INVALID }] })
  }, 180_000)

  it("Payload's English default for an error it cannot name becomes Spanish, status kept", async () => {
    // What the production build's renamed classes give: a refusal whose name is lost.
    const refusal = new APIError('No tienes permiso', 403)
    refusal.name = ''
    const result = formatErrors(refusal)
    expect(result.errors[0]?.message).toBe('An unknown error occurred.')
    const answer = await answerErrors({
      error: refusal,
      result,
      req: {} as PayloadRequest,
      context: {},
      collection: undefined,
    })
    expect(answer).toEqual({ status: 403, response: { errors: [{ message: UNEXPECTED }] } })
  })

  it('a query on a field that cannot be queried is a Spanish 400', async () => {
    const response = await fetch(`${BASE_URL}/api/artists?where[nope][equals]=1`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: [{ message: INVALID }] })
  })
})

describe('what a client sends never answers 500', () => {
  const get = (path: string) => fetch(`${BASE_URL}${path}`, { signal: AbortSignal.timeout(60_000) })

  it('a NUL byte anywhere in the address is a Spanish 400', async () => {
    for (const path of [
      '/artists/search?q=a%00b',
      '/artists?q=%00',
      '/blog?page=%00',
      '/api/posts?where[content][equals]=a%00',
      '/api/artists?sort=%00',
      '/api/users/me?x=%00',
      '/api/notifications/unread-count?%00',
      '/%00',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(400)
      expect((await response.json()).errors[0].message, path).toContain('carácter nulo')
    }
  })

  it('an operator a field does not support is a Spanish 400, in reads, counts and bulk writes', async () => {
    const member = await signUp()
    const paths = [
      ...['near', 'within', 'intersects', 'all'].map((op) => `/api/artists?where[name][${op}]=1,2`),
      '/api/artists?where[genres][like]=Salsa',
      '/api/artists?where[genres][all]=Salsa',
      '/api/artists?where[createdAt][like]=2026',
      '/api/artists?where[featured][contains]=1',
      '/api/artists?where[followersCount][not_like]=1',
      '/api/posts/count?where[createdAt][contains]=1',
      '/api/artists?where[or][0][name][near]=1,2',
    ]
    for (const path of paths) {
      const response = await get(path)
      expect(response.status, path).toBe(400)
      expect((await response.json()).errors[0].message, path).toMatch(/no es válida/)
    }
    // A bulk update with such a filter changes nothing.
    const bulk = await api('PATCH', `/api/users?where[createdAt][like]=2026`, {
      token: member.token,
      body: { firstName: 'Cambiado' },
    })
    expect(bulk.status).toBe(400)
    const me = await api('GET', '/api/users/me', { token: member.token })
    expect(me.body.user.firstName).not.toBe('Cambiado')
  })

  it('a double click on unlike or unfollow answers 200 or 404, never 403 or 500', async () => {
    const [liker, author] = [await signUp(), await signUp()]
    const post = await api('POST', '/api/posts/feed', {
      token: author.token,
      body: { content: 'Dale me gusta dos veces' },
    })
    expect(post.status).toBe(201)
    const postId = post.body.doc?.id ?? post.body.id
    const rounds: { row: () => Promise<number>; path: string }[] = [
      {
        path: '/api/post-likes',
        row: async () => {
          const like = await api('POST', `/api/posts/${postId}/likes`, {
            token: liker.token,
            body: {},
          })
          expect(like.status).toBe(201)
          return like.body.doc.id
        },
      },
      {
        path: '/api/follows',
        row: async () => {
          const follow = await api('POST', `/api/users/${author.id}/followers`, {
            token: liker.token,
            body: {},
          })
          expect(follow.status).toBe(201)
          return follow.body.doc.id
        },
      },
    ]
    for (const { path, row } of rounds) {
      for (let round = 0; round < 5; round++) {
        const id = await row()
        const answers = await Promise.all(
          Array.from({ length: 6 }, () => api('DELETE', `${path}/${id}`, { token: liker.token })),
        )
        const statuses = answers.map((answer) => answer.status)
        expect(statuses, path).toContain(200)
        for (const status of statuses) expect([200, 404], `${path}: ${statuses}`).toContain(status)
        expect((await api('DELETE', `${path}/${id}`, { token: liker.token })).status).toBe(404)
      }
    }
    // The counters match the rows.
    const profile = await api('GET', `/api/users/${author.id}`, { token: author.token })
    expect(profile.status).toBe(200)
    const likes = await api('GET', `/api/post-likes?where[post][equals]=${postId}&limit=0`)
    expect(likes.body.totalDocs).toBe(0)
  })

  it('a JSON body over 1 MB is refused with 413 before it is read', async () => {
    const member = await signUp()
    const big = JSON.stringify({ firstName: 'x'.repeat(1024 * 1024 + 10) })
    const response = await fetch(`${BASE_URL}/api/users/${member.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${member.token}` },
      body: big,
      signal: AbortSignal.timeout(60_000),
    })
    expect(response.status).toBe(413)
    expect((await response.json()).errors[0].message).toBe('La petición es demasiado grande.')
  })
})
