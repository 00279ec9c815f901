// The raw SQL of src/features/*/sql.ts skips the Local API on the hot paths, so each query that
// filters by reader restates an access rule in its own WHERE. Here every such query answers what
// the Local API answers for the same reader (overrideAccess: false) or for a visitor, on real rows
// made over REST, including rows that reader must not see: a rule changed on one side only fails
// this file.
import { randomBytes } from 'node:crypto'

import { decodeJwt } from 'jose'
import type { Payload, Where } from 'payload'
import type { PoolClient } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '../../payload-types'
import { closePayload } from '../../scripts/lib/prepare'
import { countBlogView } from '../../src/features/blog/sql'
import {
  artistSearchRows,
  countListings,
  directoryRows,
  type ListingTable,
} from '../../src/features/directory/sql'
import { listConversations } from '../../src/features/messages/conversations'
import { conversationRows, markConversationRead } from '../../src/features/messages/sql'
import { countUnread, markAllRead, missedSince } from '../../src/features/notifications/sql'
import { loadFaces } from '../../src/features/profiles/public-face'
import { SITEMAP_CHUNK, chunkBounds } from '../../src/features/site/sitemap-xml'
import { listingChunk, listingChunkDates } from '../../src/features/site/sql'
import { t } from '../../src/i18n'
import { sqlPool } from '../../src/lib/db'
import { viewerOf } from '../../src/lib/sql-read'
import { api, founderLogin, signUp, type Session } from '../helpers/api'
import {
  article,
  as,
  expectStatus,
  follow,
  idOf,
  listing,
  profileOf,
  withAvatar,
  withRole,
} from '../helpers/access'
import { newestAndUnread } from '../helpers/local-api'

let payload: Payload

// Ana writes with Beto and with Carla; Beto also writes with Carla (Ana must not see that one).
// Carla's profile is hidden by moderators: only she and staff see her face. The editor writes
// with Carla too, and as staff sees her hidden face.
let ana: Session
let beto: Session
let carla: Session
let editor: Session
let anaBeto: number
let betoCarla: number
let anaCarla: number
let editorCarla: number
// Letters only, random: a name no other listing has or nearly has (the search tolerates typos).
const TOKEN = `zqx${Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`

const userOf = async (session: Session): Promise<User> => {
  const doc = await payload.findByID({
    collection: 'users',
    id: session.id,
    depth: 0,
    overrideAccess: true,
  })
  return { ...doc, collection: 'users' }
}

const asReader = async (session: Session) => ({
  overrideAccess: false,
  user: await userOf(session),
})
const asVisitor = { overrideAccess: false, user: null } as const

/** Runs SQL that writes inside a transaction that is then rolled back: the rows stay as they were. */
async function rolledBack<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await sqlPool(payload).connect()
  try {
    await client.query('BEGIN')
    return await work(client)
  } finally {
    await client.query('ROLLBACK')
    client.release()
  }
}

const open = async (me: Session, other: Session) => {
  const reply = await api('POST', '/api/conversations/open', {
    ...as(me),
    body: { userId: other.id },
  })
  expectStatus(reply, 200, 'open')
  return reply.body.conversation.id as number
}
const send = async (me: Session, conversation: number, content: string) =>
  expectStatus(
    await api('POST', `/api/conversations/${conversation}/messages`, {
      ...as(me),
      body: { content },
    }),
    201,
    'send',
  )

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b)

beforeAll(async () => {
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('../../payload.config'),
  ])
  payload = await getPayload({ config, key: 'sql-access-test' })

  const founder = await founderLogin()
  ;[ana, beto, carla, editor] = await Promise.all([
    signUp({ firstName: 'Ana', lastName: 'Acceso' }),
    signUp({ firstName: 'Beto', lastName: 'Acceso' }),
    signUp({ firstName: 'Carla', lastName: 'Acceso' }),
    withRole(founder, 'editor'),
  ])
  // Beto shows a photo, so faces carry an avatar URL.
  await withAvatar(beto)

  ;[anaBeto, betoCarla, anaCarla, editorCarla] = await Promise.all([
    open(ana, beto),
    open(beto, carla),
    open(ana, carla),
    open(editor, carla),
  ])
  await send(ana, anaBeto, 'Hola Beto, ¿grabamos el jueves?')
  await send(beto, anaBeto, 'Dale, el jueves a las 3')
  await send(beto, anaBeto, 'Llevo la guitarra')
  await send(beto, betoCarla, `Carla, esto es privado ${TOKEN}`)
  await send(carla, anaCarla, 'Ana, te escribo yo')
  await send(carla, editorCarla, 'Hola, editor')

  // Moderators hide Carla's profile after the conversations started.
  const carlaProfile = await profileOf(carla)
  expectStatus(
    await api('PATCH', `/api/profiles/${carlaProfile.id}`, {
      ...as(founder),
      body: { hidden: true },
    }),
    200,
    'hide',
  )

  // Notifications: Beto follows Ana, Ana follows Carla (Carla's is not Ana's to count).
  await Promise.all([follow(beto, ana.id), follow(ana, carla.id)])
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('messages (src/features/messages/sql.ts)', () => {
  it('lists the conversations the Local API lets each reader read, and no other', async () => {
    for (const session of [ana, beto, carla, editor]) {
      const reader = await asReader(session)
      const rows = await conversationRows(sqlPool(payload), {
        id: session.id,
        staff: reader.user.role === 'editor' || reader.user.role === 'founder',
      })
      const { docs } = await payload.find({
        collection: 'conversations',
        where: { lastMessageAt: { exists: true } },
        sort: ['-lastMessageAt', '-id'],
        limit: 100,
        pagination: false,
        depth: 0,
        ...reader,
      })
      expect(
        rows.map((row) => row.id),
        `conversations of user ${session.id}`,
      ).toEqual(docs.map((doc) => doc.id))
    }
    const anasRows = await conversationRows(sqlPool(payload), { id: ana.id, staff: false })
    expect(sorted(anasRows.map((row) => row.id))).toEqual(sorted([anaBeto, anaCarla]))
    expect(anasRows.map((row) => row.id)).not.toContain(betoCarla)
  })

  it("previews and counts only messages of the reader's own conversations", async () => {
    const reader = await asReader(ana)
    const rows = await conversationRows(sqlPool(payload), { id: ana.id, staff: false })
    for (const row of rows) {
      const [newest, unread] = await newestAndUnread(payload, row.id, ana.id, reader)
      const message = newest.docs[0]
      expect(row.last_content).toBe(message?.content.slice(0, 120))
      expect(row.last_sender_id).toBe(message?.sender)
      expect(row.unread, `unread in ${row.id}`).toBe(unread.totalDocs)
    }
    expect(rows.find((row) => row.id === anaBeto)?.unread).toBe(2)
    // Beto's message to Carla is in no row of Ana's, under any column.
    expect(JSON.stringify(rows)).not.toContain(TOKEN)
  })

  it("shows the other member's face as the Local API reads their profile", async () => {
    for (const session of [ana, beto, editor]) {
      const reader = await asReader(session)
      const list = await listConversations(sqlPool(payload), viewerOf(reader.user))
      for (const { other } of list) {
        const faces = await loadFaces(payload, [other.id], { viewer: reader.user })
        const face = faces.face(other.id, t.notify.someone)
        expect(other, `user ${session.id} sees user ${other.id}`).toMatchObject({
          id: face.userId,
          name: face.name,
          avatarUrl: face.avatarUrl,
        })
      }
    }
    // Carla's hidden profile: no face for Ana, her name for the editor (staff).
    const anas = await listConversations(sqlPool(payload), viewerOf(await userOf(ana)))
    expect(anas.find((item) => item.id === anaCarla)?.other).toEqual({
      id: carla.id,
      name: t.notify.someone,
      firstName: null,
      avatarUrl: null,
    })
    const editors = await listConversations(sqlPool(payload), viewerOf(await userOf(editor)))
    expect(editors.find((item) => item.id === editorCarla)?.other).toMatchObject({
      name: 'Carla Acceso',
      firstName: 'Carla',
    })
    const betos = await listConversations(sqlPool(payload), viewerOf(await userOf(beto)))
    expect(anas.find((item) => item.id === anaBeto)?.other.avatarUrl).toMatch(/\S/)
    expect(betos.find((item) => item.id === anaBeto)?.other.name).toBe('Ana Acceso')
  })

  it('marks read exactly the messages the Local API lets the reader mark', async () => {
    const unread: Where = {
      and: [{ conversation: { equals: anaBeto } }, { readAt: { exists: false } }],
    }
    const all = await payload.find({
      collection: 'messages',
      where: unread,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    // Ana's own message is unread too (by Beto): she must not mark it.
    const anasOwn = all.docs.filter((doc) => doc.sender === ana.id).map((doc) => doc.id)
    expect(anasOwn.length).toBeGreaterThan(0)

    const bySql = await rolledBack((client) =>
      markConversationRead(client, ana.id, anaBeto, beto.id),
    )
    const byLocalApi = await payload.update({
      collection: 'messages',
      where: unread,
      data: { readAt: new Date().toISOString() },
      depth: 0,
      ...(await asReader(ana)),
    })
    expect(byLocalApi.errors).toEqual([])
    expect(sorted(bySql)).toEqual(sorted(byLocalApi.docs.map((doc) => doc.id)))
    expect(bySql).toHaveLength(2)
    for (const id of anasOwn) expect(bySql).not.toContain(id)
  })
})

describe('notifications (src/features/notifications/sql.ts)', () => {
  const sidOf = (session: Session) => String(decodeJwt(session.token).sid)

  it('counts the unread notifications the Local API lets the member read, and no other', async () => {
    for (const session of [ana, beto, carla]) {
      const [sql, local] = await Promise.all([
        countUnread(sqlPool(payload), session.id, sidOf(session)),
        payload.count({
          collection: 'notifications',
          where: { read: { equals: false } },
          ...(await asReader(session)),
        }),
      ])
      expect(sql, `user ${session.id}`).toEqual({ signedIn: true, count: local.totalDocs })
    }
    const everyone = await payload.count({
      collection: 'notifications',
      where: { recipient: { in: [ana.id, carla.id] }, read: { equals: false } },
      overrideAccess: true,
    })
    const anas = await countUnread(sqlPool(payload), ana.id, sidOf(ana))
    // Ana has unread notices (Beto's follow and messages), and Carla's unread one is not hers.
    expect(anas.count).toBeGreaterThan(0)
    expect(everyone.totalDocs).toBeGreaterThan(anas.count)
  })

  it('answers no session for a sid the member does not have, as Payload does', async () => {
    const reply = await countUnread(sqlPool(payload), ana.id, sidOf(beto))
    expect(reply.signedIn).toBe(false)
    const auth = await payload.auth({
      headers: new Headers({ Authorization: `JWT ${ana.token}` }),
    })
    expect(auth.user?.id).toBe(ana.id)
  })

  it('marks all read only the member’s own notifications', async () => {
    const before = await payload.count({
      collection: 'notifications',
      where: { read: { equals: false } },
      ...(await asReader(ana)),
    })
    const [marked, carlaAfter] = await rolledBack(async (client) => [
      await markAllRead(client, ana.id),
      (await countUnread(client, carla.id, sidOf(carla))).count,
    ])
    expect(marked).toBe(before.totalDocs)
    const carlaBefore = await countUnread(sqlPool(payload), carla.id, sidOf(carla))
    expect(carlaAfter).toBe(carlaBefore.count)
    expect(carlaBefore.count).toBeGreaterThan(0)
  })
})

describe('live backlog (src/features/notifications/sql.ts missedSince)', () => {
  it('gives a reconnecting member what the Local API lets them read since then, and no other', async () => {
    const since = new Date(Date.now() - 60 * 60_000)
    for (const session of [ana, beto, carla, editor]) {
      // What a resume read with the Local API before the stream moved before Next.
      const where: Where = {
        and: [
          { recipient: { equals: session.id } },
          { createdAt: { greater_than: since.toISOString() } },
        ],
      }
      const common = {
        depth: 0,
        pagination: false as const,
        sort: 'createdAt',
        where,
        ...(await asReader(session)),
      }
      const [messages, notifications, rows] = await Promise.all([
        payload.find({ collection: 'messages', ...common }),
        payload.find({ collection: 'notifications', ...common }),
        missedSince(sqlPool(payload), session.id, since, 50),
      ])
      const local = [
        ...messages.docs.map((doc) => ({
          kind: 'message',
          id: doc.id,
          conversation: idOf(doc.conversation),
          sender: idOf(doc.sender),
        })),
        ...notifications.docs.map((doc) => ({
          kind: 'notification',
          id: doc.id,
          conversation: null,
          sender: null,
        })),
      ]
      const sql = rows.map((row) => ({
        kind: row.kind,
        id: row.id,
        conversation: row.conversation_id,
        sender: row.sender_id,
      }))
      // Messages first, each kind oldest first (rows of one instant in either order).
      const byKindAndId = (a: { kind: string; id: number }, b: { kind: string; id: number }) =>
        a.kind.localeCompare(b.kind) || a.id - b.id
      expect(sql.map((row) => row.kind)).toEqual(local.map((row) => row.kind))
      expect(sql.sort(byKindAndId), `user ${session.id}`).toEqual(local.sort(byKindAndId))
    }
    // Ana got messages and notices: the comparison above compared something.
    const anas = await missedSince(sqlPool(payload), ana.id, since, 50)
    expect(anas.some((row) => row.kind === 'message')).toBe(true)
    expect(anas.some((row) => row.kind === 'notification')).toBe(true)
  })

  it('stops at the limit of each kind and at `since`', async () => {
    const all = await missedSince(sqlPool(payload), ana.id, new Date(Date.now() - 60 * 60_000), 50)
    const one = await missedSince(sqlPool(payload), ana.id, new Date(Date.now() - 60 * 60_000), 1)
    expect(one).toEqual([
      all.find((row) => row.kind === 'message'),
      all.find((row) => row.kind === 'notification'),
    ])
    expect(await missedSince(sqlPool(payload), ana.id, new Date(Date.now() + 60_000), 50)).toEqual(
      [],
    )
  })
})

describe('directory (src/features/directory/sql.ts), public listings', () => {
  let artistId: number
  let producerId: number

  beforeAll(async () => {
    const [artist, producer] = await Promise.all([
      listing(ana, 'artists', { name: `Banda ${TOKEN}` }),
      listing(beto, 'producers', { name: `Estudio ${TOKEN}` }),
    ])
    artistId = artist.id
    producerId = producer.id
  })

  const visitorFind = (collection: ListingTable, where: Where = {}) =>
    payload.find({
      collection,
      where,
      sort: ['-createdAt', '-id'],
      limit: 100,
      pagination: false,
      depth: 0,
      select: { name: true, createdAt: true },
      ...asVisitor,
    })

  it('a search finds what a visitor reads with the same text', async () => {
    const query = { q: TOKEN, genre: null, country: null, role: null, count: 24 }
    const rows = await directoryRows(sqlPool(payload), query)
    const byName: Where = { name: { contains: TOKEN } }
    const [artists, producers] = await Promise.all([
      visitorFind('artists', byName),
      visitorFind('producers', byName),
    ])
    const local = [
      ...artists.docs.map((doc) => `artists:${doc.id}`),
      ...producers.docs.map((doc) => `producers:${doc.id}`),
    ]
    expect(rows.map((row) => `${row.kind}:${row.id}`).sort()).toEqual(local.sort())
    expect(local.sort()).toEqual([`artists:${artistId}`, `producers:${producerId}`])
    expect(Number(rows[0]?.matching)).toBe(2)
  })

  it('the first page and the total are what a visitor reads, newest first', async () => {
    const count = 12
    const rows = await directoryRows(sqlPool(payload), {
      q: '',
      genre: null,
      country: null,
      role: null,
      count,
    })
    const [artists, producers] = await Promise.all([
      visitorFind('artists'),
      visitorFind('producers'),
    ])
    const newest = [
      ...artists.docs.map((doc) => ({ kind: 'artists', ...doc })),
      ...producers.docs.map((doc) => ({ kind: 'producers', ...doc })),
    ]
      .sort(
        (a, b) =>
          b.createdAt.localeCompare(a.createdAt) || a.kind.localeCompare(b.kind) || b.id - a.id,
      )
      .slice(0, count)
      .map((doc) => `${doc.kind}:${doc.id}`)
    expect(rows.map((row) => `${row.kind}:${row.id}`)).toEqual(newest)

    const [total, a, p] = await Promise.all([
      countListings(sqlPool(payload)),
      payload.count({ collection: 'artists', ...asVisitor }),
      payload.count({ collection: 'producers', ...asVisitor }),
    ])
    expect(total).toBe(a.totalDocs + p.totalDocs)
  })

  it('the artist search finds the artists a visitor reads by name', async () => {
    const rows = await artistSearchRows(sqlPool(payload), TOKEN)
    const local = await visitorFind('artists', { name: { contains: TOKEN } })
    expect(rows.map((row) => row.id)).toEqual(local.docs.map((doc) => doc.id))
    expect(rows.map((row) => row.id)).toEqual([artistId])
  })
})

describe('sitemaps (src/features/site/sql.ts), public listings', () => {
  it.each(['artists', 'producers'] as const)('list every %s a visitor can open', async (table) => {
    const all = await payload.count({ collection: table, ...asVisitor })
    const dates = await listingChunkDates(sqlPool(payload), table, SITEMAP_CHUNK)
    expect(dates).toHaveLength(Math.ceil(all.totalDocs / SITEMAP_CHUNK))
    const { offset, limit } = chunkBounds(1)
    const rows = await listingChunk(sqlPool(payload), table, offset, limit)
    const local = await payload.find({
      collection: table,
      sort: 'id',
      limit,
      pagination: false,
      depth: 0,
      select: { updatedAt: true },
      ...asVisitor,
    })
    expect(rows.map((row) => row.id)).toEqual(local.docs.map((doc) => doc.id))
  })
})

describe('blog view counter (src/features/blog/sql.ts)', () => {
  it('counts only the articles a visitor can read: published, never drafts', async () => {
    const staff = editor
    const [published, draft] = await Promise.all([
      article(staff),
      article(staff, { _status: 'draft' }),
    ])
    for (const post of [published, draft]) {
      const slug = String(post.slug)
      const visible = await payload.find({
        collection: 'blog-posts',
        where: { slug: { equals: slug } },
        depth: 0,
        select: { viewsCount: true },
        ...asVisitor,
      })
      const views = await rolledBack((client) => countBlogView(client, slug))
      expect(views != null, slug).toBe(visible.docs.length === 1)
      if (views != null) expect(views).toBe(Number(visible.docs[0]?.viewsCount ?? 0) + 1)
    }
    const stored = await payload.findByID({
      collection: 'blog-posts',
      id: draft.id,
      depth: 0,
      select: { viewsCount: true },
      overrideAccess: true,
    })
    expect(Number(stored.viewsCount ?? 0)).toBe(0)
  })
})
