// `npx tsx --conditions=react-server bench/data.ts --scale=1m`: the benchmark's data without the
// server. Starts the scale's bench database (bench/database.ts), applies the migrations and the
// demo, seeds what is missing (bench/seed.ts, timed), then prints and saves in
// bench/results/data-<scale>-<date>.json what the README's "A escala" quotes: rows and sizes of
// the big tables with their indexes, and the median PostgreSQL time (planning + execution, 7
// EXPLAIN ANALYZE runs) of every directory search case (scripts/explain-directory.ts) and of the
// member reads' statements at their core (below). Run it under the shared lock: it is heavy.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { root } from '../scripts/lib/paths'
import { prepareDatabase } from '../scripts/lib/prepare'
import { benchDir, startBenchDatabase } from './database'
import { parseOptions } from './options'
import { BENCH_MEMBER, benchThread, seedBench } from './seed'

const RUNS = 7
const TABLES = [
  'artists',
  'artists_genres',
  'producers',
  'producers_genres',
  'users',
  'profiles',
  'posts',
  'follows',
  'conversations',
  'messages',
  'notifications',
]

type Explained = {
  key: string
  label: string
  medianMs: number
  indexes: string[]
  seqScans: string[]
  plan?: string[]
}

const options = parseOptions(process.argv.slice(2))
const showPlans = process.argv.includes('--plans')
const log = (line: string) => console.log(`[datos] ${line}`)
const startedAt = new Date()
mkdirSync(benchDir, { recursive: true })
const db = await startBenchDatabase(options.scale.name)
Object.assign(process.env, {
  DATABASE_URL: db.url,
  PAYLOAD_SECRET: 'tarima-bench-secret',
  MEDIA_DIR: path.join(benchDir, 'media'),
  SEED_DEMO: 'true',
})
let exitCode = 0
try {
  await prepareDatabase({ seed: true, log })
  const seedStarted = Date.now()
  const data = await seedBench(db.url, log, options.scale)
  const seedSeconds = (Date.now() - seedStarted) / 1000

  const pool = new pg.Pool({ connectionString: db.url, max: 1 })
  try {
    const sizes = await tableSizes(pool)
    console.log(`\nTablas (${options.scale.name}):`)
    for (const s of sizes) {
      console.log(
        `  ${s.table.padEnd(18)} ${s.rows.toLocaleString('es').padStart(12)} filas  datos ${mb(s.tableBytes)}  índices ${mb(s.indexBytes)}  total ${mb(s.totalBytes)}`,
      )
    }
    const { rows: dbSize } = await pool.query<{ bytes: string }>(
      'SELECT pg_database_size(current_database()) AS bytes',
    )
    console.log(`  base de datos entera: ${mb(Number(dbSize[0]?.bytes))}`)

    const { EXPLAIN_CASES, explainDirectory } = await import('../scripts/explain-directory')
    const directory = (await explainDirectory(pool, { cases: EXPLAIN_CASES, runs: RUNS })).map(
      ({ key, label, medianMs, indexes, seqScans, plan }) => ({
        key,
        label,
        medianMs,
        indexes,
        seqScans,
        plan: showPlans ? plan : undefined,
      }),
    )
    print('Búsqueda del directorio', directory)
    const member = await explainMemberReads(pool)
    print('Lecturas de miembro', member)

    const file = path.join(
      root,
      'bench/results',
      `data-${options.scale.name}-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`,
    )
    mkdirSync(path.dirname(file), { recursive: true })
    const results = { startedAt, scale: options.scale, data, seedSeconds, sizes, directory, member }
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`)
    log(`Resultados en ${path.relative(root, file)}.`)
  } finally {
    await pool.end()
  }
} catch (error) {
  console.error('[datos] Error:', error)
  exitCode = 1
} finally {
  await db.stop()
}
// Payload's pool (prepareDatabase) keeps a client checked out: leave instead of hanging.
process.exit(exitCode)

function mb(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(0).padStart(6)} MB`
}

function print(title: string, results: Explained[]) {
  console.log(`\n${title} (mediana de ${RUNS} EXPLAIN ANALYZE, planificación + ejecución):`)
  for (const r of results) {
    console.log(`  ${r.label}: ${r.medianMs.toFixed(1)} ms`)
    console.log(`    índices: ${r.indexes.join(', ') || '—'}`)
    if (r.seqScans.length) console.log(`    lecturas secuenciales: ${r.seqScans.join(', ')}`)
    if (r.plan) console.log(r.plan.map((line) => `      ${line}`).join('\n'))
  }
}

async function tableSizes(pool: pg.Pool) {
  const { rows } = await pool.query<{
    table: string
    rows: string
    table_bytes: string
    index_bytes: string
    total_bytes: string
  }>(
    `SELECT t AS table, c.reltuples::bigint AS rows, pg_table_size(c.oid) AS table_bytes,
            pg_indexes_size(c.oid) AS index_bytes, pg_total_relation_size(c.oid) AS total_bytes
     FROM unnest($1::text[]) WITH ORDINALITY AS x(t, o) JOIN pg_class c ON c.oid = x.t::regclass
     ORDER BY o`,
    [TABLES],
  )
  return rows.map((r) => ({
    table: r.table,
    rows: Number(r.rows),
    tableBytes: Number(r.table_bytes),
    indexBytes: Number(r.index_bytes),
    totalBytes: Number(r.total_bytes),
  }))
}

/**
 * The member reads' statements at their core, as src/features/feed/sql.ts and
 * src/features/messages/sql.ts and src/features/notifications/sql.ts run them (without the
 * authors' faces, which are a join by primary key per row shown), for the benchmark's member:
 * a feed page (first and deep, everyone's and the followed members'), a page of their longest
 * thread (newest and older), their conversation list and their unread count.
 */
async function explainMemberReads(pool: pg.Pool): Promise<Explained[]> {
  const { rows: who } = await pool.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    BENCH_MEMBER.email,
  ])
  const me = who[0]!.id
  const client = await pool.connect()
  let thread: number
  try {
    thread = await benchThread(client)
  } finally {
    client.release()
  }
  // Cursors for the deep pages: the 2,000th newest visible post, the 3,000th newest message.
  const { rows: deep } = await pool.query<{ created_at: Date; id: number }>(
    `SELECT created_at, id FROM posts WHERE hidden IS NOT TRUE
     ORDER BY created_at DESC, id DESC OFFSET 2000 LIMIT 1`,
  )
  const { rows: older } = await pool.query<{ id: number }>(
    `SELECT id FROM messages WHERE conversation_id = $1 ORDER BY id DESC OFFSET 3000 LIMIT 1`,
    [thread],
  )
  const notBlocked = `NOT EXISTS (SELECT 1 FROM blocks b
    WHERE (b.blocker_id = $1 AND b.blocked_id = p.user_id)
       OR (b.blocker_id = p.user_id AND b.blocked_id = $1))`
  const feed = (following: boolean, cursor: boolean) =>
    `SELECT p.id, p.user_id, p.content, p.created_at FROM posts p
     WHERE p.hidden IS NOT TRUE AND ${notBlocked}
       ${following ? 'AND p.user_id IN (SELECT f.following_id FROM follows f WHERE f.follower_id = $1)' : ''}
       ${cursor ? 'AND (p.created_at, p.id) < ($2::timestamptz, $3::int)' : ''}
     ORDER BY p.created_at DESC, p.id DESC LIMIT 11`
  // With the sender-or-recipient condition on each message, the planner (which expects ~10
  // messages per conversation, and a handful of them the member's) reads the whole thread and
  // sorts it; without it, the page's 31 entries of messages_thread_idx. Both are measured.
  const threadPage = (
    perMessage: boolean,
  ) => `SELECT m.id, m.sender_id, m.content, m.read_at, m.created_at
     FROM conversations c
     JOIN LATERAL (
       SELECT m.* FROM messages m
       WHERE m.conversation_id = c.id AND ($3 = 0 OR m.id < $3)
         ${perMessage ? 'AND (m.sender_id = $2 OR m.recipient_id = $2)' : ''}
       ORDER BY m.id DESC LIMIT 31
     ) m ON true
     WHERE c.id = $1 AND (c.participant_one_id = $2 OR c.participant_two_id = $2)`
  const cases: { key: string; label: string; text: string; values: unknown[] }[] = [
    {
      key: 'feed',
      label: 'feed: primera página (todos, sin ocultos)',
      text: feed(false, false),
      values: [me],
    },
    {
      key: 'feed-deep',
      label: 'feed: página tras 2.000 posts',
      text: feed(false, true),
      values: [me, deep[0]!.created_at, deep[0]!.id],
    },
    {
      key: 'feed-following',
      label: 'feed: seguidos, primera página',
      text: feed(true, false),
      values: [me],
    },
    {
      key: 'thread',
      label: 'hilo más largo: últimos 30 mensajes (remitente o destinatario en cada mensaje)',
      text: threadPage(true),
      values: [thread, me, 0],
    },
    {
      key: 'thread-older',
      label: 'hilo más largo: 30 mensajes tras 3.000 (ídem)',
      text: threadPage(true),
      values: [thread, me, older[0]?.id ?? 0],
    },
    {
      key: 'thread-plain',
      label: 'hilo más largo: últimos 30 mensajes (solo la conversación)',
      text: threadPage(false),
      values: [thread, me, 0],
    },
    {
      key: 'thread-plain-older',
      label: 'hilo más largo: 30 mensajes tras 3.000 (solo la conversación)',
      text: threadPage(false),
      values: [thread, me, older[0]?.id ?? 0],
    },
    {
      key: 'conversations',
      label: 'lista de conversaciones (vista previa y no leídos)',
      text: `SELECT c.id, c.last_message_at, lm.content, lm.created_at,
         (SELECT count(*)::int FROM messages u
           WHERE u.recipient_id = $1 AND u.conversation_id = c.id AND u.read_at IS NULL) AS unread
       FROM conversations c
       LEFT JOIN LATERAL (
         SELECT m.content, m.sender_id, m.created_at FROM messages m
         WHERE m.conversation_id = c.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1
       ) lm ON true
       WHERE (c.participant_one_id = $1 OR c.participant_two_id = $1)
         AND c.last_message_at IS NOT NULL
       ORDER BY c.last_message_at DESC NULLS FIRST, c.id DESC
       LIMIT 100`,
      values: [me],
    },
    {
      key: 'unread',
      label: 'notificaciones no leídas (contador)',
      text: `SELECT count(*)::int FROM notifications WHERE recipient_id = $1 AND read = false`,
      values: [me],
    },
  ]
  const results: Explained[] = []
  for (const { key, label, text, values } of cases) {
    const times: number[] = []
    let plan: string[] = []
    for (let run = 0; run < RUNS; run++) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) ${text}`,
        values,
      )
      plan = rows.map((row) => row['QUERY PLAN'])
      const time = (name: string) =>
        Number(new RegExp(`${name} Time: ([\\d.]+)`).exec(plan.join('\n'))?.[1] ?? 0)
      times.push(time('Planning') + time('Execution'))
    }
    results.push({
      key,
      label,
      medianMs: [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!,
      indexes: [
        ...new Set(
          plan.flatMap(
            (line) => /Index (?:Only )?Scan .*?(?:on|using) (\w+)/.exec(line)?.[1] ?? [],
          ),
        ),
      ],
      seqScans: [...new Set(plan.flatMap((line) => /Seq Scan on (\w+)/.exec(line)?.[1] ?? []))],
      plan: showPlans ? plan : undefined,
    })
  }
  return results
}
