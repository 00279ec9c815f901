// The messages screen's endpoints (src/features/messages/conversation-endpoints.ts): the conversation
// list, open-or-start, thread pages, send and mark read; and that none of them, nor any other API
// path, shows a conversation or message to someone who is not in it. The collections' own REST
// and GraphQL rules are covered in tests/int/access/messages.test.ts.
import { beforeAll, describe, expect, it } from 'vitest'

import { api, signUp, userWithRole, type Session } from '../helpers/api'
import { as, expectStatus, graphql, type Doc } from '../helpers/access'

const PAGE = 30

let ana: Session
let beto: Session
let carla: Session
let founder: Session
let talk: number
const SECRET = `clave-del-estudio-${Date.now()}`

const open = (me: Session, userId: number) =>
  api('POST', '/api/conversations/open', { ...as(me), body: { userId } })

const send = (me: Session, conversation: number, content: string) =>
  api('POST', `/api/conversations/${conversation}/messages`, { ...as(me), body: { content } })

const mine = async (me: Session, include?: number) => {
  const reply = await api(
    'GET',
    `/api/conversations/mine${include ? `?include=${include}` : ''}`,
    as(me),
  )
  expectStatus(reply, 200)
  return reply.body.docs as Doc[]
}

beforeAll(async () => {
  ;[ana, beto, carla, founder] = await Promise.all([
    signUp({ firstName: 'Anabel' }),
    signUp({ firstName: 'Bernardo' }),
    signUp({ firstName: 'Carla' }),
    userWithRole('founder'),
  ])
  const reply = await open(ana, beto.id)
  expectStatus(reply, 200)
  talk = reply.body.conversation.id
  expectStatus(await send(ana, talk, `Te paso la maqueta: ${SECRET}`), 201)
})

describe('opening a conversation', () => {
  it('returns the same conversation to both members, however often and at once', async () => {
    const replies = await Promise.all([open(beto, ana.id), open(ana, beto.id), open(beto, ana.id)])
    for (const reply of replies) {
      expectStatus(reply, 200)
      expect(reply.body.conversation.id).toBe(talk)
    }
    const fresh = await Promise.all([open(carla, beto.id), open(beto, carla.id)])
    expect(fresh[0].body.conversation.id).toBe(fresh[1].body.conversation.id)
    expect(fresh[0].body.conversation).toMatchObject({
      other: { id: beto.id, firstName: 'Bernardo' },
      lastMessage: null,
      unreadCount: 0,
    })
  })

  it('is refused for visitors, oneself, unknown members and blocked pairs', async () => {
    expectStatus(await api('POST', '/api/conversations/open', { body: { userId: ana.id } }), 401)
    expectStatus(await open(ana, ana.id), 400)
    expectStatus(await open(ana, 2_000_000_000), 404)
    expectStatus(
      await api('POST', '/api/conversations/open', { ...as(ana), body: { userId: 'x' } }),
      400,
    )
    const [dora, eloy] = await Promise.all([signUp(), signUp()])
    const block = await api('POST', '/api/blocks', { ...as(eloy), body: { blocked: dora.id } })
    expectStatus(block, 201)
    for (const [me, other] of [
      [dora, eloy],
      [eloy, dora],
    ]) {
      const reply = await open(me, other.id)
      expectStatus(reply, 403)
      expect(reply.body.errors[0].message).toBe('No puedes interactuar con este usuario.')
    }
  })
})

describe('sending', () => {
  it('trims the text, refuses empty or too long ones, and notifies the recipient', async () => {
    const sent = await send(ana, talk, '   ¿Grabamos el jueves?  ')
    expectStatus(sent, 201)
    expect(sent.body.message).toMatchObject({
      content: '¿Grabamos el jueves?',
      senderId: ana.id,
      conversationId: talk,
      readAt: null,
    })
    const empty = await send(ana, talk, '   \n ')
    expectStatus(empty, 400)
    expect(empty.body.errors[0].message).toBe('El mensaje no puede estar vacío')
    const long = await send(ana, talk, 'a'.repeat(5001))
    expectStatus(long, 400)
    expect(long.body.errors[0].message).toBe('El mensaje no puede superar los 5000 caracteres')
    expectStatus(await send(ana, talk, 'a'.repeat(5000)), 201)
    // No other door: a direct REST create is refused whatever it carries.
    const direct = await api('POST', '/api/messages', {
      ...as(ana),
      body: { conversation: talk, recipient: beto.id, content: 'Por REST' },
    })
    expectStatus(direct, 403)

    const notes = await api(
      'GET',
      `/api/notifications?depth=0&limit=100&where[type][equals]=message&where[sender][equals]=${ana.id}`,
      as(beto),
    )
    expectStatus(notes, 200)
    expect(notes.body.docs.length).toBeGreaterThan(0)
    expect(notes.body.docs[0]).toMatchObject({
      title: 'Nuevo mensaje',
      message: 'Tienes un nuevo mensaje',
      type: 'message',
    })
    // Never the message's own text.
    expect(JSON.stringify(notes.body)).not.toContain(SECRET)
  })

  it('is refused to visitors, to outsiders and once either member blocked the other', async () => {
    expectStatus(
      await api('POST', `/api/conversations/${talk}/messages`, { body: { content: 'Hola' } }),
      401,
    )
    expectStatus(await send(carla, talk, 'Intrusa'), 404)
    expectStatus(await send(founder, talk, 'Fundadora'), 404)
    const [dora, eloy] = await Promise.all([signUp(), signUp()])
    const conversation = (await open(dora, eloy.id)).body.conversation.id
    expectStatus(await send(dora, conversation, 'Antes'), 201)
    expectStatus(await api('POST', '/api/blocks', { ...as(dora), body: { blocked: eloy.id } }), 201)
    const refused = await send(eloy, conversation, 'Después')
    expectStatus(refused, 403)
    expect(refused.body.errors[0].message).toBe('No puedes interactuar con este usuario.')
  })
})

describe('the conversation list', () => {
  it('shows the other member, the newest message and my unread count', async () => {
    const [gala, hugo] = await Promise.all([signUp({ firstName: 'Gala' }), signUp()])
    const conversation = (await open(hugo, gala.id)).body.conversation.id
    expect(await mine(gala)).toEqual([])
    for (const text of ['Uno', 'Dos', 'Tres'])
      expectStatus(await send(hugo, conversation, text), 201)
    const [forGala] = await mine(gala)
    expect(forGala).toMatchObject({
      id: conversation,
      other: { id: hugo.id, firstName: 'Prueba', name: 'Prueba Miembro' },
      lastMessage: { content: 'Tres', senderId: hugo.id },
      unreadCount: 3,
    })
    const [forHugo] = await mine(hugo)
    expect(forHugo).toMatchObject({
      other: { id: gala.id, firstName: 'Gala' },
      lastMessage: { content: 'Tres' },
      unreadCount: 0,
    })
    // The preview is cut; the list is newest first.
    expectStatus(await send(gala, conversation, 'x'.repeat(400)), 201)
    const [again] = await mine(hugo)
    expect((again.lastMessage as { content: string }).content).toHaveLength(120)
    expect(again.unreadCount).toBe(1)
    const other = (await open(hugo, ana.id)).body.conversation.id
    expectStatus(await send(hugo, other, 'Más reciente'), 201)
    expect((await mine(hugo)).map((doc) => doc.id)).toEqual([other, conversation])
  })

  it('leaves out empty conversations unless asked, and never lists someone else’s', async () => {
    const [ivan, julia] = await Promise.all([signUp(), signUp()])
    const empty = (await open(ivan, julia.id)).body.conversation.id
    expect(await mine(ivan)).toEqual([])
    expect((await mine(ivan, empty)).map((doc) => doc.id)).toEqual([empty])
    // Asking for a conversation one is not in brings nothing.
    for (const outsider of [carla, founder]) {
      const docs = await mine(outsider, talk)
      expect(docs.map((doc) => doc.id)).not.toContain(talk)
      expect(JSON.stringify(docs)).not.toContain(SECRET)
    }
    expectStatus(await api('GET', '/api/conversations/mine'), 401)
  })
})

describe('threads', () => {
  it('come a page at a time, oldest first, with a cursor for older ones', async () => {
    const [kike, lola] = await Promise.all([signUp(), signUp()])
    const conversation = (await open(kike, lola.id)).body.conversation.id
    const sent: number[] = []
    for (let n = 1; n <= PAGE + 5; n++) {
      const reply = await send(n % 2 ? kike : lola, conversation, `Mensaje ${n}`)
      expectStatus(reply, 201)
      sent.push(reply.body.message.id)
    }
    const first = await api('GET', `/api/conversations/${conversation}/messages`, as(lola))
    expectStatus(first, 200)
    expect(first.body.messages.map((m: Doc) => m.id)).toEqual(sent.slice(5))
    expect(first.body.messages.at(-1)).toMatchObject({
      content: `Mensaje ${PAGE + 5}`,
      senderId: kike.id,
      conversationId: conversation,
    })
    expect(first.body.olderCursor).toBe(sent[5])
    const older = await api(
      'GET',
      `/api/conversations/${conversation}/messages?before=${first.body.olderCursor}`,
      as(kike),
    )
    expect(older.body.messages.map((m: Doc) => m.id)).toEqual(sent.slice(0, 5))
    expect(older.body.olderCursor).toBeNull()
  })

  it('are read by their two members only', async () => {
    for (const outsider of [carla, founder]) {
      const reply = await api('GET', `/api/conversations/${talk}/messages`, as(outsider))
      expectStatus(reply, 404)
      expect(JSON.stringify(reply.body)).not.toContain(SECRET)
    }
    expectStatus(await api('GET', `/api/conversations/${talk}/messages`), 401)
    expectStatus(await api('GET', `/api/conversations/abc/messages`, as(ana)), 404)
  })
})

describe('marking read', () => {
  it('marks only what the other member sent me, and only for me', async () => {
    const [mar, nico] = await Promise.all([signUp(), signUp()])
    const conversation = (await open(mar, nico.id)).body.conversation.id
    const fromMar = (await send(mar, conversation, 'De Mar')).body.message.id
    const fromNico = (await send(nico, conversation, 'De Nico')).body.message.id

    // Outsiders and visitors mark nothing.
    expectStatus(await api('POST', `/api/conversations/${conversation}/read`, as(carla)), 404)
    expectStatus(await api('POST', `/api/conversations/${conversation}/read`, as(founder)), 404)
    expectStatus(await api('POST', `/api/conversations/${conversation}/read`), 401)

    const reply = await api('POST', `/api/conversations/${conversation}/read`, as(nico))
    expectStatus(reply, 200)
    expect(reply.body.marked).toBe(1)
    const thread = await api('GET', `/api/conversations/${conversation}/messages`, as(mar))
    const byId = new Map(thread.body.messages.map((m: Doc) => [m.id, m]))
    expect((byId.get(fromMar) as Doc).readAt).not.toBeNull()
    expect((byId.get(fromNico) as Doc).readAt).toBeNull()
    expect((await mine(nico))[0].unreadCount).toBe(0)
    expect((await mine(mar))[0].unreadCount).toBe(1)
    // Once is enough.
    expect(
      (await api('POST', `/api/conversations/${conversation}/read`, as(nico))).body.marked,
    ).toBe(0)
  })

  it('reads the thread’s "Nuevo mensaje" notifications too, and only those', async () => {
    const [mar, nico, olga] = await Promise.all([signUp(), signUp(), signUp()])
    const withMar = (await open(nico, mar.id)).body.conversation.id
    const withOlga = (await open(nico, olga.id)).body.conversation.id
    expectStatus(await send(mar, withMar, 'Uno'), 201)
    expectStatus(await send(mar, withMar, 'Dos'), 201)
    expectStatus(await send(olga, withOlga, 'De Olga'), 201)
    expectStatus(
      await api('POST', `/api/users/${nico.id}/followers`, { ...as(mar), body: {} }),
      201,
    )
    const unread = async () => {
      const reply = await api('GET', '/api/notifications/list', as(nico))
      expectStatus(reply, 200)
      return (reply.body.docs as Doc[])
        .filter((item) => !item.read)
        .map((item) => `${item.type}:${(item.sender as Doc).id}`)
        .sort()
    }
    expect(await unread()).toEqual(
      [`follow:${mar.id}`, `message:${mar.id}`, `message:${mar.id}`, `message:${olga.id}`].sort(),
    )

    expectStatus(await api('POST', `/api/conversations/${withMar}/read`, as(nico)), 200)
    // Mar's follow and Olga's message stay unread; the bell counts just those.
    expect(await unread()).toEqual([`follow:${mar.id}`, `message:${olga.id}`].sort())
    const count = await api('GET', '/api/notifications/unread-count', as(nico))
    expect(count.body.count).toBe(2)
  })
})

describe('no other path shows a conversation to outsiders', () => {
  it('not through selects, sorts, joins or the bulk endpoints', async () => {
    for (const outsider of [carla, founder]) {
      for (const query of [
        `/api/messages?select[content]=true&where[conversation][equals]=${talk}`,
        `/api/messages?sort=-content&limit=500&depth=0`,
        `/api/messages?where[conversation.participantTwo][equals]=${beto.id}&depth=0`,
        `/api/messages?where[sender.email][exists]=true&depth=0&limit=500`,
        `/api/conversations?where[id][equals]=${talk}&depth=3`,
        `/api/conversations?where[participantOne.email][exists]=true&depth=0&limit=500`,
        `/api/notifications?depth=2&limit=100`,
      ]) {
        const reply = await api('GET', query, as(outsider))
        expect(JSON.stringify(reply.body), query).not.toContain(SECRET)
        const ids = ((reply.body?.docs ?? []) as Doc[]).map((doc) => doc.id)
        if (query.startsWith('/api/conversations')) expect(ids, query).not.toContain(talk)
      }
      const bulk = await api('PATCH', `/api/conversations?where[id][equals]=${talk}`, {
        ...as(outsider),
        body: { lastMessageAt: null },
      })
      expect(bulk.body.docs ?? []).toEqual([])
      const remove = await api(
        'DELETE',
        `/api/messages?where[conversation][equals]=${talk}`,
        as(outsider),
      )
      expect(remove.body.docs ?? []).toEqual([])
    }
    // Still there for its members.
    const thread = await api('GET', `/api/conversations/${talk}/messages`, as(beto))
    expect(JSON.stringify(thread.body)).toContain(SECRET)
  })

  it('not over GraphQL by id or through a participant filter', async () => {
    const reply = await graphql(
      carla,
      `{
        Conversation(id: ${talk}) { id }
        Messages(where: { conversation: { equals: ${talk} } }, limit: 100) { docs { id content } totalDocs }
        countConversations(where: { id: { equals: ${talk} } }) { totalDocs }
      }`,
    )
    expect(JSON.stringify(reply.body)).not.toContain(SECRET)
    expect(reply.status).toBe(404)
    expect(reply.body?.data?.Conversation ?? null).toBeNull()
    expect(reply.body?.data?.Messages?.totalDocs ?? 0).toBe(0)
    expect(reply.body?.data?.countConversations?.totalDocs ?? 0).toBe(0)
  })
})
