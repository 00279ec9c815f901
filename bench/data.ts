// `npx tsx --conditions=react-server bench/data.ts --scale=1m`: the benchmark's data without the
// server. Starts the scale's bench database (bench/database.ts), applies the migrations and the
// demo, seeds what is missing (bench/seed.ts, timed), then prints and saves in
// bench/results/data-<scale>-<date>.json what docs/PERFORMANCE.md ("A escala") quotes: rows and sizes of
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
import type { Queryable } from '../src/lib/db'
import { poolSettings } from '../src/platform/db-resilience'
import type { Viewer } from '../src/lib/sql-read'

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

  const pool = new pg.Pool({ ...poolSettings(), connectionString: db.url, max: 1 })
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
 * The member reads' own statements (src/features/feed/sql.ts, src/features/messages/sql.ts,
 * src/features/notifications/sql.ts), caught as they would run for the benchmark's member: a
 * feed page (first and deep, everyone's and the followed members'), a page of their longest thread
 * (newest and older), their conversation list, their notifications and their unread count.
 */
async function explainMemberReads(pool: pg.Pool): Promise<Explained[]> {
  const { rows: who } = await pool.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    BENCH_MEMBER.email,
  ])
  const me: Viewer = { id: who[0]!.id, staff: false }
  // Imported here, once the database is up: statically, their import graph (through the site's
  // modules) left this script's top-level await unsettled and it quit without a word.
  const [{ feedRows }, { FEED_PAGE_SIZE }, { THREAD_PAGE_SIZE }, messages, notifications] =
    await Promise.all([
      import('../src/features/feed/sql'),
      import('../src/features/feed/feed-types'),
      import('../src/features/messages/message-types'),
      import('../src/features/messages/sql'),
      import('../src/features/notifications/sql'),
    ])
  const { conversationRows, threadRows } = messages
  const { countUnread, notificationRows } = notifications
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
  const deepCursor = { createdAt: deep[0]!.created_at.toISOString(), id: deep[0]!.id }
  const page = { cursor: null, limit: FEED_PAGE_SIZE + 1 }
  const reads: { key: string; label: string; run: (db: Queryable) => Promise<unknown> }[] = [
    {
      key: 'feed',
      label: 'feed: primera página (todos)',
      run: (db) => feedRows(db, me, { ...page, tab: 'all' }),
    },
    {
      key: 'feed-deep',
      label: 'feed: página tras 2.000 posts',
      run: (db) => feedRows(db, me, { ...page, tab: 'all', cursor: deepCursor }),
    },
    {
      key: 'feed-following',
      label: 'feed: seguidos, primera página',
      run: (db) => feedRows(db, me, { ...page, tab: 'following' }),
    },
    {
      key: 'feed-following-deep',
      label: 'feed: seguidos, página tras 2.000 posts',
      run: (db) => feedRows(db, me, { ...page, tab: 'following', cursor: deepCursor }),
    },
    {
      key: 'thread',
      label: 'hilo más largo: últimos 30 mensajes',
      run: (db) => threadRows(db, me, thread, 0, THREAD_PAGE_SIZE + 1),
    },
    {
      key: 'thread-older',
      label: 'hilo más largo: 30 mensajes tras 3.000',
      run: (db) => threadRows(db, me, thread, older[0]?.id ?? 0, THREAD_PAGE_SIZE + 1),
    },
    {
      key: 'conversations',
      label: 'lista de conversaciones (vista previa y no leídos)',
      run: (db) => conversationRows(db, me),
    },
    { key: 'notifications', label: 'notificaciones', run: (db) => notificationRows(db, me) },
    {
      key: 'unread',
      label: 'notificaciones no leídas (contador, con la sesión)',
      run: (db) => countUnread(db, me.id, 'sesion-del-banco'),
    },
  ]
  const cases: { key: string; label: string; text: string; values: unknown[] }[] = []
  for (const { key, label, run } of reads) {
    // The statement the read sends, caught instead of run.
    await run({
      query: async (text: string, values?: unknown[]) => {
        cases.push({ key, label, text, values: values ?? [] })
        return { rows: [] }
      },
    } as unknown as Queryable)
  }
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
