// Direct messages and conversations: readable only by their two participants, by every API path
// (REST by id, lists, where filters, depth, count; GraphQL is off). Founders and editors included.

import { beforeAll, describe, expect, it } from 'vitest'

import { api, signUp, type Session } from '../../helpers/api'
import {
  as,
  castOf,
  conversation,
  expectStatus,
  graphql,
  idOf,
  message,
  readDoc,
  type Cast,
  type Doc,
} from '../../helpers/access'

let cast: Cast
/** The two participants. */
let ana: Session
let beto: Session
let talk: Doc
let note: Doc
const SECRET = `secreto-${Date.now()}`

beforeAll(async () => {
  cast = await castOf()
  ;[ana, beto] = await Promise.all([signUp(), signUp()])
  talk = await conversation(ana, beto)
  note = await message(ana, beto, talk.id, `Te paso la maqueta: ${SECRET}`)
})

describe('participants', () => {
  it.each(['ana', 'beto'])(
    '%s reads the conversation and the message, at any depth',
    async (name) => {
      const me = name === 'ana' ? ana : beto
      const byId = await api('GET', `/api/messages/${note.id}?depth=2`, as(me))
      expectStatus(byId, 200)
      expect(byId.body.content).toContain(SECRET)
      expect(idOf(byId.body.conversation)).toBe(talk.id)
      const list = await api(
        'GET',
        `/api/messages?depth=1&where[conversation][equals]=${talk.id}`,
        as(me),
      )
      expect(list.body.docs.map((doc: Doc) => doc.id)).toEqual([note.id])
      expectStatus(await readDoc(me, 'conversations', talk.id), 200)
      expect(
        (await api('GET', `/api/messages/count?where[conversation][equals]=${talk.id}`, as(me)))
          .body.totalDocs,
      ).toBe(1)
    },
  )

  it('depth never reveals the other participant’s e-mail', async () => {
    for (const [me, them] of [
      [ana, beto],
      [beto, ana],
    ] as const) {
      const reply = await api('GET', `/api/conversations/${talk.id}?depth=2`, as(me))
      expectStatus(reply, 200)
      expect(JSON.stringify(reply.body)).not.toContain(them.email)
      const messages = await api(
        'GET',
        `/api/messages?depth=2&where[conversation][equals]=${talk.id}`,
        as(me),
      )
      expect(JSON.stringify(messages.body)).not.toContain(them.email)
    }
  })

  it('only the recipient marks a message read, at a time the server sets, and nothing else changes', async () => {
    const own = await message(ana, beto, talk.id, 'Otro mensaje')
    // A date the client makes up is not stored: the server stamps the moment it was marked.
    const readAt = '1999-01-01T00:00:00.000Z'
    const since = Date.now()
    // The sender cannot.
    expectStatus(
      await api('PATCH', `/api/messages/${own.id}`, { token: ana.token, body: { readAt } }),
      403,
    )
    const other = await conversation(beto, cast.other)
    const reply = await api('PATCH', `/api/messages/${own.id}?depth=0`, {
      token: beto.token,
      body: {
        readAt,
        content: 'Cambiado',
        sender: beto.id,
        recipient: ana.id,
        conversation: other.id,
      },
    })
    expectStatus(reply, 200)
    const stored = (await readDoc(beto, 'messages', own.id)).body
    expect(Date.parse(stored.readAt)).toBeGreaterThanOrEqual(since - 2_000)
    expect(Date.parse(stored.readAt)).toBeLessThanOrEqual(Date.now() + 2_000)
    // Marked once: neither moved nor unset afterwards.
    for (const again of ['2030-01-01T00:00:00.000Z', null]) {
      const patched = await api('PATCH', `/api/messages/${own.id}`, {
        token: beto.token,
        body: { readAt: again },
      })
      expectStatus(patched, 200)
      expect((await readDoc(beto, 'messages', own.id)).body.readAt).toBe(stored.readAt)
    }
    expect(stored).toMatchObject({ content: 'Otro mensaje', sender: ana.id, recipient: beto.id })
    // A message stays in the conversation it was sent in.
    expect(stored.conversation).toBe(talk.id)
  })

  it('messages and conversations are never deleted or edited over REST, not even by participants', async () => {
    for (const me of [ana, beto, cast.founder]) {
      expectStatus(await api('DELETE', `/api/messages/${note.id}`, as(me)), 403)
      expectStatus(await api('DELETE', `/api/conversations/${talk.id}`, as(me)), 403)
      expectStatus(
        await api('PATCH', `/api/conversations/${talk.id}`, {
          ...as(me),
          body: { lastMessageAt: null },
        }),
        403,
      )
    }
    expectStatus(await readDoc(ana, 'messages', note.id), 200)
  })
})

describe.each(['other', 'editor', 'founder'] as const)('%s (not a participant)', (who) => {
  const me = () => cast[who]

  it('gets 404 by id and nothing from lists, filters, depth or count', async () => {
    expectStatus(await readDoc(me(), 'messages', note.id), 404)
    expectStatus(await readDoc(me(), 'conversations', talk.id), 404)
    const queries = [
      `/api/messages?depth=2&limit=100`,
      `/api/messages?depth=0&where[conversation][equals]=${talk.id}`,
      `/api/messages?depth=0&where[sender][equals]=${ana.id}`,
      `/api/messages?depth=0&where[recipient][equals]=${beto.id}`,
      `/api/messages?depth=0&where[content][contains]=${SECRET}`,
      `/api/messages?depth=0&where[or][0][sender][equals]=${ana.id}&where[or][1][id][exists]=true`,
      `/api/messages?depth=0&where[conversation.participantOne][equals]=${Math.min(ana.id, beto.id)}`,
      `/api/conversations?depth=2&limit=100`,
      `/api/conversations?depth=0&where[participantOne][equals]=${Math.min(ana.id, beto.id)}`,
    ]
    for (const query of queries) {
      const reply = await api('GET', query, as(me()))
      expectStatus(reply, 200, query)
      expect(
        reply.body.docs.map((doc: Doc) => doc.id),
        query,
      ).not.toContain(query.includes('conversations') ? talk.id : note.id)
      expect(JSON.stringify(reply.body), query).not.toContain(SECRET)
    }
    for (const slug of ['messages', 'conversations']) {
      const count = await api(
        'GET',
        `/api/${slug}/count?where[id][equals]=${slug === 'messages' ? note.id : talk.id}`,
        as(me()),
      )
      expectStatus(count, 200)
      expect(count.body.totalDocs).toBe(0)
    }
  })

  it('cannot mark it read, edit or delete it', async () => {
    expectStatus(
      await api('PATCH', `/api/messages/${note.id}`, {
        ...as(me()),
        body: { readAt: new Date().toISOString() },
      }),
      403,
    )
    expectStatus(await api('DELETE', `/api/messages/${note.id}`, as(me())), 403)
    const bulk = await api('PATCH', `/api/messages?where[id][equals]=${note.id}`, {
      ...as(me()),
      body: { readAt: new Date().toISOString() },
    })
    expect(bulk.body.docs ?? []).toEqual([])
    expect((await readDoc(beto, 'messages', note.id)).body.readAt).toBeNull()
  })
})

describe('visitors', () => {
  it('are refused on every path', async () => {
    for (const path of [
      `/api/messages`,
      `/api/messages/${note.id}`,
      `/api/messages/count`,
      `/api/conversations`,
      `/api/conversations/${talk.id}`,
    ]) {
      expectStatus(await api('GET', path), 403, path)
    }
    const reply = await graphql(
      undefined,
      `
        {
          Messages {
            docs {
              id
              content
            }
          }
        }
      `,
    )
    expect(JSON.stringify(reply.body)).not.toContain(SECRET)
    expect(reply.body?.data?.Messages ?? null).toBeNull()
  })
})

describe('GraphQL', () => {
  it('is off: a participant gets nothing either (404)', async () => {
    const reply = await graphql(
      ana,
      `{ Messages(where: { conversation: { equals: ${talk.id} } }) { docs { id content } } }`,
    )
    expectStatus(reply, 404, 'graphql')
    expect(JSON.stringify(reply.body)).not.toContain(SECRET)
  })
})

// Who may write to whom has one home (src/features/messages/): /api/conversations/open and
// POST /api/conversations/{id}/messages. The collections' REST creates are closed.
describe('writing', () => {
  it('nobody starts a conversation for two other people, or with themselves', async () => {
    expectStatus(
      await api('POST', '/api/conversations', {
        token: cast.other.token,
        body: { participantOne: ana.id, participantTwo: cast.peer.id },
      }),
      403,
    )
    const self = await api('POST', '/api/conversations/open', {
      token: cast.other.token,
      body: { userId: cast.other.id },
    })
    expectStatus(self, 400)
  })

  it('a member cannot post into a conversation they are not in, by either door', async () => {
    const rest = await api('POST', '/api/messages?depth=0', {
      token: cast.other.token,
      body: { conversation: talk.id, recipient: beto.id, content: 'Intruso' },
    })
    expectStatus(rest, 403)
    const write = await api('POST', `/api/conversations/${talk.id}/messages`, {
      token: cast.other.token,
      body: { content: 'Intruso' },
    })
    expectStatus(write, 404)
  })

  it('nor by naming a participant as the sender or the recipient', async () => {
    const reply = await api('POST', `/api/conversations/${talk.id}/messages`, {
      token: cast.other.token,
      body: { sender: ana.id, recipient: beto.id, content: 'Suplantación' },
    })
    expectStatus(reply, 404)
    const thread = await api(
      'GET',
      `/api/messages?depth=0&where[conversation][equals]=${talk.id}`,
      as(beto),
    )
    expect(thread.body.docs.map((doc: Doc) => doc.content)).not.toContain('Suplantación')
  })

  it('the recipient is always the other participant of the conversation', async () => {
    const reply = await api('POST', `/api/conversations/${talk.id}/messages`, {
      token: ana.token,
      body: { recipient: cast.other.id, content: 'Para Beto' },
    })
    expectStatus(reply, 201)
    const stored = await api('GET', `/api/messages/${reply.body.message.id}?depth=0`, as(beto))
    expectStatus(stored, 200)
    expect(stored.body.recipient).toBe(beto.id)
  })
})
