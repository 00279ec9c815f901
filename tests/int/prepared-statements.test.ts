// The member reads and writes run as named, prepared statements (src/lib/prepared-statements.ts),
// so PostgreSQL plans each once per connection instead of on every request, and each write makes
// only the statements it needs. Here: every statement is prepared once and reused, the texts give
// the same rows under a generic plan as planned afresh, and how many statements each write makes.
import { decodeJwt } from 'jose'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '../../scripts/lib/prepare'
import { likeWrite, commentWrite, postWrite } from '../../src/features/feed/feed-writes'
import { decodeCursor } from '../../src/features/feed/feed-cursor'
import { feedRows } from '../../src/features/feed/sql'
import { followWrite } from '../../src/features/follow/follow-writes'
import { messageWrite } from '../../src/features/messages/message-writes'
import { conversationRows, threadRows } from '../../src/features/messages/sql'
import { notifyOn } from '../../src/features/notifications/notify'
import { notificationRows } from '../../src/features/notifications/sql'
import type { Queryable } from '../../src/lib/db'
import { preparedOn, sqlLimit } from '../../src/lib/prepared-statements'
import type { Viewer } from '../../src/lib/sql-read'
import { MEMBER_LIMITS } from '../../src/lib/rate-limit'
import { runSqlWrite, sessionWriter, type SqlWrite } from '../../src/lib/sql-write'
import { api, signUp, type Session } from '../helpers/api'
import { as, conversation, expectStatus, feedPost, follow } from '../helpers/access'

let payload: Payload
// One connection each, so a session's prepared statements and settings are the ones asked about.
let plain: pg.Pool
let prepared: pg.Pool
let ana: Session
let beto: Session
let anaViewer: Viewer
let conversationId: number

const oneConnection = () => new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })

beforeAll(async () => {
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('../../payload.config'),
  ])
  payload = await getPayload({ config, key: 'prepared-statements-test' })
  plain = oneConnection()
  prepared = oneConnection()
  ;[ana, beto] = await Promise.all([
    signUp({ firstName: 'Ana', lastName: 'Preparada' }),
    signUp({ firstName: 'Beto', lastName: 'Preparado' }),
  ])
  anaViewer = { id: ana.id, staff: false }
  await follow(ana, beto.id)
  for (let i = 0; i < 5; i++) await feedPost(beto, { content: `Post preparado ${i}` })
  conversationId = Number((await conversation(ana, beto)).id)
  for (let i = 0; i < 5; i++) {
    const reply = await api('POST', `/api/conversations/${conversationId}/messages`, {
      ...as(i % 2 ? ana : beto),
      body: { content: `Mensaje ${i}` },
    })
    expectStatus(reply, 201)
  }
})

afterAll(async () => {
  await Promise.all([plain?.end(), prepared?.end()])
  if (payload) await closePayload(payload)
})

/** The member reads with and without a cursor, as the endpoints call them. */
async function reads(db: Queryable) {
  const pages = []
  for (const tab of ['all', 'following'] as const) {
    const first = await feedRows(db, anaViewer, { tab, cursor: null, limit: 3 })
    const last = first.at(-1)!
    const cursor = { createdAt: last.created_at.toISOString(), id: last.id }
    pages.push(first, await feedRows(db, anaViewer, { tab, cursor, limit: 3 }))
  }
  const thread = (await threadRows(db, anaViewer, conversationId, 0, 3))!
  pages.push(thread, await threadRows(db, anaViewer, conversationId, thread.at(-1)!.id, 3))
  pages.push(await conversationRows(db, anaViewer), await notificationRows(db, anaViewer))
  return pages
}

describe('prepared statements', () => {
  it('prepares each read once per connection and reuses it', async () => {
    const db = preparedOn(prepared)
    expect(preparedOn(prepared)).toBe(db)
    for (let i = 0; i < 3; i++) await reads(db)
    const { rows } = await prepared.query<{ name: string; statement: string }>(
      `SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'tarima_%'`,
    )
    // Both tabs with and without a cursor, the thread with and without `before`, the list and
    // the notifications: eight texts, each prepared once whatever the number of runs.
    expect(rows).toHaveLength(8)
    expect(new Set(rows.map((row) => row.statement)).size).toBe(8)
  })

  it('answers the same rows under a generic plan as planned afresh', async () => {
    await prepared.query('SET plan_cache_mode = force_generic_plan')
    try {
      const expected = await reads(plain)
      expect(expected[0]!.length).toBe(3)
      expect(expected[3]!.length).toBeGreaterThan(0)
      expect(await reads(preparedOn(prepared))).toEqual(expected)
    } finally {
      await prepared.query('RESET plan_cache_mode')
    }
  })

  it('writes the page size into the text, and nothing that is not one', () => {
    expect(sqlLimit(11)).toBe(11)
    for (const bad of [0, -1, 1.5, 1001, Number.NaN, Infinity]) {
      expect(() => sqlLimit(bad)).toThrow(RangeError)
    }
  })

  it('refuses a cursor the database could not read instead of failing on it', () => {
    const cursor = (text: string) => Buffer.from(text, 'utf8').toString('base64url')
    expect(decodeCursor(cursor('2026-11-28T10:00:00.000Z|12'))).toEqual({
      createdAt: '2026-11-28T10:00:00.000Z',
      id: 12,
    })
    expect(decodeCursor(cursor('2026-11-28T10:00:00.000Z|2147483648'))).toBeNull()
    expect(decodeCursor(cursor('-271821-04-20T00:00:00.000Z|12'))).toBeNull()
    expect(decodeCursor(cursor('+275760-09-13T00:00:00.000Z|12'))).toBeNull()
  })
})

/** A database that notes the statements run on it. */
function counting() {
  const texts: string[] = []
  const db = {
    query: (text: string, values?: unknown[]) => {
      // Not the sweep of old hourly counts that one write in a hundred also runs.
      if (!text.startsWith('DELETE FROM rate_limits')) texts.push(text)
      return plain.query(text, values)
    },
  } as unknown as Queryable
  return { db, texts }
}

const hitsOf = async (key: string) =>
  (await plain.query<{ hits: number }>('SELECT hits FROM rate_limits WHERE key = $1', [key]))
    .rows[0]?.hits ?? 0

describe('statements per write', () => {
  /** Runs the write as Ana, counting its statements. */
  async function statementsOf(write: SqlWrite, params: Record<string, string>, body = {}) {
    const { db, texts } = counting()
    const answer = await runSqlWrite(write, db, anaViewer, body, params)
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    return texts.length
  }

  // The session is checked before (src/server/fast-routes.ts sessionWriter, which also counts the
  // write); then the hourly count here, the write and, when someone is told, the notice, with
  // the sender's name and the blocks read by the write's own statement.
  it('a post is two statements, a like, a comment or a follow three, a message four', async () => {
    const target = await feedPost(beto, { content: 'Para contar sentencias' })
    const carla = await signUp({ firstName: 'Carla', lastName: 'Seguida' })
    expect(await statementsOf(postWrite, {}, { content: 'Un post contado' })).toBe(2)
    expect(await statementsOf(likeWrite, { id: String(target.id) })).toBe(3)
    expect(await statementsOf(commentWrite, { id: String(target.id) }, { content: 'Hola' })).toBe(3)
    expect(await statementsOf(followWrite, { id: String(carla.id) })).toBe(3)
    // A message is also announced live, apart from its own commit (announceMessage).
    expect(
      await statementsOf(messageWrite, { id: String(conversationId) }, { content: 'Contado' }),
    ).toBe(4)
    // The notices still name Ana.
    const { rows } = await plain.query<{ type: string; message: string }>(
      `SELECT type, message FROM notifications WHERE sender_id = $1 AND recipient_id = ANY($2)`,
      [ana.id, [beto.id, carla.id]],
    )
    const byType = Object.fromEntries(rows.map((row) => [row.type, row.message]))
    for (const type of ['like', 'comment', 'follow']) expect(byType[type]).toContain('Ana')
    expect(byType.message).toBeTruthy()
  })

  it("commits a fast write's notice without waiting for the disk, never the write itself", async () => {
    // Each statement in a transaction of its own, as on the pool, asked before its commit what
    // that commit will wait for.
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    const commits: { text: string; mode: string }[] = []
    const db = {
      query: async (text: string, values?: unknown[]) => {
        // Not the sweep of old hourly counts that one write in a hundred also runs.
        if (text.startsWith('DELETE FROM rate_limits')) return client.query(text, values)
        await client.query('BEGIN')
        try {
          const result = await client.query(text, values)
          const { rows } = await client.query<{ mode: string }>(
            `SELECT current_setting('synchronous_commit') AS mode`,
          )
          commits.push({ text, mode: rows[0]!.mode })
          await client.query('COMMIT')
          return result
        } catch (error) {
          await client.query('ROLLBACK')
          throw error
        }
      },
    } as unknown as Queryable
    /** The commit mode of each statement of the write: the notice's last. */
    const modesOf = async (write: SqlWrite, params: Record<string, string>, body = {}) => {
      commits.length = 0
      const answer = await runSqlWrite(write, db, anaViewer, body, params)
      expect(answer.status, JSON.stringify(answer.body)).toBe(201)
      expect(commits.at(-1)?.text).toMatch(/INSERT INTO notifications/)
      return commits.map((commit) => commit.mode)
    }
    try {
      const target = await feedPost(beto, { content: 'Para el modo de commit' })
      const diana = await signUp({ firstName: 'Diana', lastName: 'Seguida' })
      // The hourly count, the write (synchronous: a member's like, follow or message is kept
      // through a crash), then the notice.
      expect(await modesOf(likeWrite, { id: String(target.id) })).toEqual(['on', 'on', 'off'])
      expect(await modesOf(followWrite, { id: String(diana.id) })).toEqual(['on', 'on', 'off'])
      const message = { content: 'Modo de commit' }
      // Its live announcement writes no WAL: there is nothing for its commit to wait for.
      const sent = await modesOf(messageWrite, { id: String(conversationId) }, message)
      expect(sent).toEqual(['on', 'on', 'on', 'off'])

      // In a caller's transaction (Payload's hooks) the notice leaves the commit as it was.
      await client.query('BEGIN')
      const notice = { recipient: beto.id, sender: ana.id, type: 'message' as const, title: 'T' }
      await notifyOn(client, notice, { commit: 'caller' })
      const { rows } = await client.query<{ mode: string }>(
        `SELECT current_setting('synchronous_commit') AS mode`,
      )
      await client.query('ROLLBACK')
      expect(rows[0]?.mode).toBe('on')
    } finally {
      await client.end()
    }
  })

  it('counts writes in a table that makes no WAL, so counting waits for no disk', async () => {
    const { rows } = await plain.query<{ relpersistence: string }>(
      `SELECT relpersistence FROM pg_class WHERE oid = 'rate_limits'::regclass`,
    )
    expect(rows[0]?.relpersistence).toBe('u')
  })

  it("checks the fast door's session and counts the write in one statement", async () => {
    const member = await signUp()
    const claims = decodeJwt(member.token) as { id: number; sid: string }
    const token = { userId: Number(claims.id), sid: claims.sid }
    const [freshKey, usualKey] = [`member-likes-new:${member.id}`, `member-likes:${member.id}`]
    const writer = async () => {
      const { db, texts } = counting()
      const answer = await sessionWriter(db, token, 'likes')
      expect(texts).toHaveLength(1)
      return answer
    }

    // A new account spends the stricter budget.
    expect(await writer()).toEqual({
      viewer: { id: member.id, staff: false, createdAt: expect.any(Date) },
      spent: { ok: true },
    })
    expect([await hitsOf(freshKey), await hitsOf(usualKey)]).toEqual([1, 0])
    // Two days later, the usual one, up to its end.
    await plain.query(`UPDATE users SET created_at = now() - interval '2 days' WHERE id = $1`, [
      member.id,
    ])
    expect((await writer())?.spent).toEqual({ ok: true })
    expect([await hitsOf(freshKey), await hitsOf(usualKey)]).toEqual([1, 1])
    await plain.query('UPDATE rate_limits SET hits = $2 WHERE key = $1', [
      usualKey,
      MEMBER_LIMITS.likes.usual - 1,
    ])
    expect((await writer())?.spent).toEqual({ ok: true })
    expect((await writer())?.spent).toEqual({ ok: false })
    // Staff spend none.
    await plain.query(`UPDATE users SET role = 'editor' WHERE id = $1`, [member.id])
    const before = await hitsOf(usualKey)
    expect(await writer()).toMatchObject({ viewer: { staff: true }, spent: null })
    expect(await hitsOf(usualKey)).toBe(before)
    // A closed session writes nothing and counts nothing.
    expectStatus(await api('POST', '/api/users/logout', as(member)), 200)
    expect(await writer()).toBeNull()
    expect(await hitsOf(usualKey)).toBe(before)
  })
})
