// Writes under load: 50 connections posting, liking, commenting, following and writing messages
// through the paths the site's pages call (src/lib/sql-write.ts), each request as another
// generated member, on another post or person (so no member's hourly limit is reached and no two
// requests wait on one row: the storm on one row is bench/resilience/storm.ts). Sessions are
// opened in SQL and signed as Payload signs them (node_modules/payload/dist/auth/jwt.js), since
// thousands of sign-ins would cost minutes of hashing.
import { randomUUID } from 'node:crypto'

import autocannon from 'autocannon'
import { SignJWT } from 'jose'
import { JWT_AUTH_VERSION } from 'payload'
import pg from 'pg'

import { MEMBER_LIMITS } from '../src/lib/rate-limit'
import { tokenSettingsFromEnv } from '../src/platform/session-token'
import { percentile, round } from './load'
import { BENCH_MEMBER_DOMAIN } from './seed'

export type WriteResult = {
  key: string
  label: string
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  /** Answers other than the expected status, and network errors. */
  failed: number
}

/**
 * Generated members old enough for the usual hourly limits (src/lib/rate-limit.ts MEMBER_LIMITS),
 * as many as a run of `duration` seconds needs to post at up to POSTS_PER_SECOND without any of
 * them reaching their 30 posts an hour: a 429 is cheap, and answers it would count as fast writes.
 */
function writersFor(duration: number) {
  return Math.max(500, Math.ceil((duration * POSTS_PER_SECOND) / MEMBER_LIMITS.posts.usual))
}
const POSTS_PER_SECOND = 6_000
const FIRST_WRITER = 200

type Writer = { id: number; token: string; conversation: number | null }

/** Opens a session for each writer, as Payload's sign-in stores and signs it. */
async function openSessions(
  dbUrl: string,
  count: number,
): Promise<{ writers: Writer[]; posts: number[]; people: number[] }> {
  const pool = new pg.Pool({ connectionString: dbUrl, max: 2 })
  try {
    const { rows } = await pool.query<{
      id: number
      email: string
      role: string
      conversation: number | null
    }>(
      `SELECT u.id, u.email, u.role,
              (SELECT c.id FROM conversations c
                WHERE c.participant_one_id = u.id OR c.participant_two_id = u.id
                ORDER BY c.id LIMIT 1) AS conversation
       FROM users u WHERE u.email LIKE $1 ORDER BY u.id OFFSET $2 LIMIT $3`,
      [`%@${BENCH_MEMBER_DOMAIN}`, FIRST_WRITER, count],
    )
    const { key } = tokenSettingsFromEnv()
    const expires = new Date(Date.now() + 60 * 60 * 1000)
    const sids = rows.map(() => randomUUID())
    await pool.query(
      `INSERT INTO users_sessions (_order, _parent_id, id, created_at, expires_at)
       SELECT coalesce((SELECT max(s._order) FROM users_sessions s WHERE s._parent_id = w.id), 0) + 1,
              w.id, w.sid, now(), $3
       FROM unnest($1::int[], $2::varchar[]) AS w(id, sid)`,
      [rows.map((row) => row.id), sids, expires],
    )
    const writers: Writer[] = []
    for (const [i, row] of rows.entries()) {
      const token = await new SignJWT({
        id: row.id,
        collection: 'users',
        email: row.email,
        role: row.role,
        sid: sids[i],
      })
        .setProtectedHeader({ alg: 'HS256', authVersion: JWT_AUTH_VERSION, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(expires.getTime() / 1000))
        .sign(key)
      writers.push({ id: row.id, token, conversation: row.conversation })
    }
    const posts = await pool.query<{ id: number }>(
      'SELECT id FROM posts WHERE hidden IS NOT TRUE ORDER BY id DESC LIMIT 1000',
    )
    const people = await pool.query<{ id: number }>(
      `SELECT id FROM users WHERE email LIKE $1 ORDER BY id DESC LIMIT 1000`,
      [`%@${BENCH_MEMBER_DOMAIN}`],
    )
    return { writers, posts: posts.rows.map((r) => r.id), people: people.rows.map((r) => r.id) }
  } finally {
    await pool.end()
  }
}

/**
 * Ends the sessions opened for the run and removes what the run wrote (the counters follow
 * through their triggers), so every run starts from the same data and no like or follow repeats.
 */
async function cleanUp(dbUrl: string, writers: Writer[], since: Date) {
  const pool = new pg.Pool({ connectionString: dbUrl, max: 1 })
  const ids = writers.map((w) => w.id)
  try {
    for (const [table, column] of [
      ['notifications', 'sender_id'],
      ['messages', 'sender_id'],
      ['follows', 'follower_id'],
      ['post_comments', 'user_id'],
      ['post_likes', 'user_id'],
      ['posts', 'user_id'],
    ]) {
      await pool.query(
        `DELETE FROM ${table} WHERE ${column} = ANY($1::int[]) AND created_at >= $2`,
        [ids, since],
      )
    }
    await pool.query(
      'DELETE FROM users_sessions WHERE _parent_id = ANY($1::int[]) AND created_at >= $2',
      [ids, since],
    )
  } finally {
    await pool.end()
  }
}

/**
 * Gives the writers their hourly budgets back (src/lib/rate-limit.ts memberLimit, keys
 * `member-<kind>[-new]:<id>`): a run within the hour of another would otherwise be refused (429)
 * on the budget that one spent.
 */
async function resetBudgets(dbUrl: string, writers: Writer[]) {
  const pool = new pg.Pool({ connectionString: dbUrl, max: 1 })
  try {
    await pool.query(
      `DELETE FROM rate_limits WHERE key LIKE 'member-%' AND split_part(key, ':', 2) = ANY($1::text[])`,
      [writers.map((w) => String(w.id))],
    )
  } finally {
    await pool.end()
  }
}

type WriteKind = {
  key: string
  label: string
  /** The request of `writer`, the `slot`-th of the writers, in the n-th round over them. */
  request: (n: number, writer: Writer, slot: number) => { path: string; body: unknown }
}

async function load(
  base: string,
  kind: WriteKind,
  writers: Writer[],
  { connections, duration }: { connections: number; duration: number },
): Promise<WriteResult> {
  let n = Math.floor(Math.random() * 1_000_000)
  const times: number[] = []
  let failed = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        timeout: 10,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              n++
              const slot = n % writers.length
              const writer = writers[slot]!
              const write = kind.request(Math.floor(n / writers.length), writer, slot)
              return {
                ...request,
                path: write.path,
                headers: {
                  ...request.headers,
                  'content-type': 'application/json',
                  authorization: `JWT ${writer.token}`,
                },
                body: JSON.stringify(write.body),
              }
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    )
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime)
      if (status !== 201 && status !== 200) failed++
    })
  })
  const sorted = times.sort((a, b) => a - b)
  return {
    key: kind.key,
    label: kind.label,
    requests: times.length,
    rps: Math.round((times.length / (result.duration || duration)) * 10) / 10,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    failed: failed + result.errors + result.timeouts,
  }
}

/** Every kind of write under the run's load, one after another. */
export async function measureWrites(options: {
  base: string
  dbUrl: string
  load: { connections: number; duration: number }
  log: (line: string) => void
}): Promise<WriteResult[]> {
  const since = new Date()
  const { writers, posts, people } = await openSessions(
    options.dbUrl,
    writersFor(options.load.duration),
  )
  await resetBudgets(options.dbUrl, writers)
  // Pairs of (writer, post or person) never repeat within a run: n counts rounds over the writers,
  // and a writer's target moves on by one each round. The writers of one round spread over the
  // posts and people (`+ slot`): requests in flight at once wait on no common row.
  const kinds: WriteKind[] = [
    {
      key: 'w-post',
      label: 'Publicar un post',
      request: (n) => ({ path: '/api/posts/feed', body: { content: `Post de carga ${n}` } }),
    },
    {
      key: 'w-like',
      label: 'Me gusta',
      request: (n, _writer, slot) => ({
        path: `/api/posts/${posts[(n + slot) % posts.length]}/likes`,
        body: {},
      }),
    },
    {
      key: 'w-comment',
      label: 'Comentar',
      request: (n, _writer, slot) => ({
        path: `/api/posts/${posts[(n * 7 + slot) % posts.length]}/comments`,
        body: { content: `Comentario de carga ${n}` },
      }),
    },
    {
      key: 'w-follow',
      label: 'Seguir',
      request: (n, writer, slot) => {
        const following = people[(n + slot) % people.length]!
        // Nobody follows themselves: the next person instead.
        const other = following === writer.id ? people[(n + slot + 1) % people.length]! : following
        return { path: `/api/users/${other}/followers`, body: {} }
      },
    },
    {
      key: 'w-message',
      label: 'Enviar un mensaje',
      request: (n, writer) => ({
        path: `/api/conversations/${writer.conversation}/messages`,
        body: { content: `Mensaje de carga ${n}` },
      }),
    },
  ]
  try {
    const results: WriteResult[] = []
    for (const kind of kinds) {
      options.log(`autocannon escrituras: ${kind.label}…`)
      // Messages go from writers who have a conversation (the seed gives every member some).
      const who = kind.key === 'w-message' ? writers.filter((w) => w.conversation) : writers
      results.push(await load(options.base, kind, who, options.load))
    }
    return results
  } finally {
    await cleanUp(options.dbUrl, writers, since)
  }
}

const fmt = (n: number) => n.toLocaleString('es-ES', { maximumFractionDigits: 1 })

export function printWriteResults(results: WriteResult[]) {
  console.log('\nEscrituras bajo carga (cada petición de otro miembro)')
  console.log(
    ['Escritura', 'req/s', 'p50', 'p95', 'p99', 'fallidas', 'Presupuesto']
      .map((h, i) => (i ? h.padStart(11) : h.padEnd(22)))
      .join(''),
  )
  for (const r of results) {
    const ok = r.p95 < 100 && r.failed === 0
    console.log(
      [
        r.label.padEnd(22),
        fmt(r.rps).padStart(11),
        `${fmt(r.p50)} ms`.padStart(11),
        `${fmt(r.p95)} ms`.padStart(11),
        `${fmt(r.p99)} ms`.padStart(11),
        String(r.failed).padStart(11),
        `${ok ? '✓' : '✗'} p95 < 100 ms`.padStart(16),
      ].join(''),
    )
  }
}
