// The benchmark's data, seeded in SQL on top of the demo content (migrations and demo seed run
// first), at one of the scales of bench/options.ts: professionals (scripts/seed-bulk.ts), members
// with profiles who follow each other, 200 published blog posts, feed posts spread over the
// members, conversations between members with their messages (most short, a few long threads,
// the benchmark's member among them) and notifications; then VACUUM ANALYZE so the planner sees
// real statistics. Each part counts what an earlier run left and adds only what is missing, so a
// second run seeds nothing.
//
// The big parts run with the tables' triggers off (bulk()): no live NOTIFY per message, no
// counter update per row, no foreign-key check per row. Their rows are built consistent instead
// (every message inside a conversation of its sender and recipient, the conversation's
// last_message_at its newest message's date, an unread message with its unread notification),
// and the counters the triggers keep (posts_count, followers_count, following_count) are
// recounted in the same transaction.
import pg from 'pg'

import { DEMO_ACCOUNTS } from '../scripts/seed/accounts'
import { BULK_BIO, seedProfessionals } from '../scripts/seed-bulk'
import { messages as messageTexts } from '../src/i18n/messages'
import { COUNTRIES } from '../src/lib/options'
import { benchScale, type BenchScale, type BenchScaleName } from './options'

const BLOG_POSTS = 200
/** Per member; the benchmark's signed-in member gets more (NOTIFIED_MEMBER_EXTRA). */
const NOTIFICATIONS_PER_MEMBER = 2
const NOTIFIED_MEMBER_EXTRA = 60
/** Each member follows the members 1, 4, 9 … 400 places after them: 20 each way. */
const FOLLOW_OFFSETS = Array.from({ length: 20 }, (_, k) => (k + 1) ** 2)
/**
 * Each member starts a conversation with the members this many places after them, so everybody
 * takes part in 20; all under half the smallest member count, so no pair comes twice.
 */
const CONVERSATION_OFFSETS = [1, 2, 3, 7, 13, 31, 101, 379, 1009, 3001]
/** Minutes between two messages of a thread: a conversation's dates tell how long it is. */
const MESSAGE_GAP_MINUTES = 7

/** Generated members sign in with the demo password (their hash is copied from the demo member). */
export const BENCH_MEMBER_DOMAIN = 'bench.tarima.test'
export const benchMemberEmail = (n: number) => `miembro-${n}@${BENCH_MEMBER_DOMAIN}`
/** The member the benchmark signs in as: the first generated one, with the longest threads. */
export const BENCH_MEMBER = { email: benchMemberEmail(1), password: DEMO_ACCOUNTS.member.password }
const BLOG_SLUG_PREFIX = 'prueba-rendimiento-'

export type SeedCounts = {
  scale: BenchScaleName
  professionals: number
  members: number
  blogPosts: number
  feedPosts: number
  follows: number
  conversations: number
  messages: number
  notifications: number
}

const count = async (client: pg.ClientBase, text: string, values: unknown[] = []) => {
  const { rows } = await client.query<{ n: string }>(text, values)
  return Number(rows[0]?.n ?? 0)
}

export async function transaction<T>(client: pg.ClientBase, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN')
  try {
    const result = await work()
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  }
}

let superuser: boolean | undefined

/**
 * `work` in one transaction with the triggers of `tables` off: for the whole session with
 * session_replication_role (a superuser's, as in the embedded database), else each table's own
 * triggers (its owner may), switched back on before the commit.
 */
export async function bulk<T>(client: pg.ClientBase, tables: string[], work: () => Promise<T>) {
  superuser ??= (
    await client.query<{ super: boolean }>(
      'SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user',
    )
  ).rows[0]?.super
  return transaction(client, async () => {
    if (superuser) await client.query('SET LOCAL session_replication_role = replica')
    else
      for (const table of tables) await client.query(`ALTER TABLE "${table}" DISABLE TRIGGER USER`)
    const result = await work()
    if (!superuser) {
      for (const table of tables) await client.query(`ALTER TABLE "${table}" ENABLE TRIGGER USER`)
    }
    return result
  })
}

/**
 * Inside a transaction: drops the table's non-unique indexes, runs `work` and builds them again
 * from their definitions. Building an index over millions of rows at once (sorted, on both
 * cores) takes a fraction of keeping it up to date row by row; the transaction restores them if
 * anything fails.
 */
export async function withIndexesRebuilt<T>(
  client: pg.ClientBase,
  table: string,
  log: (line: string) => void,
  work: () => Promise<T>,
): Promise<T> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE i.indrelid = $1::regclass AND NOT i.indisunique`,
    [table],
  )
  for (const { name } of rows) await client.query(`DROP INDEX "${name}"`)
  const result = await work()
  const at = Date.now()
  for (const { definition } of rows) await client.query(definition)
  log(`  ${rows.length} índices de ${table} reconstruidos (${seconds(at)})`)
  return result
}

export const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`

/**
 * The generated members by their order (i from 0; the benchmark's member is 0), in a temporary
 * table of this session: follows, posts and conversations pick members by position.
 */
export async function indexMembers(client: pg.ClientBase): Promise<number> {
  await client.query(
    'CREATE TEMP TABLE IF NOT EXISTS bench_member (i int PRIMARY KEY, id int NOT NULL UNIQUE)',
  )
  await client.query('TRUNCATE bench_member')
  const { rowCount } = await client.query(
    `INSERT INTO bench_member (i, id)
     SELECT row_number() OVER (ORDER BY id) - 1, id FROM (${benchMembers}) m`,
  )
  await client.query('ANALYZE bench_member')
  return rowCount ?? 0
}

export const benchMembers = `SELECT id FROM users WHERE email LIKE '%@${BENCH_MEMBER_DOMAIN}'`

async function seedMembers(client: pg.ClientBase, from: number, total: number) {
  await transaction(client, async () => {
    // One precomputed password hash for everybody: hashing 100,000 passwords would take an hour.
    const { rows } = await client.query<{ salt: string; hash: string }>(
      'SELECT salt, hash FROM users WHERE email = $1',
      [DEMO_ACCOUNTS.member.email],
    )
    const demo = rows[0]
    if (!demo) throw new Error(`Falta la cuenta de demostración ${DEMO_ACCOUNTS.member.email}`)
    const { rows: ids } = await client.query<{ id: number; n: number }>(
      `INSERT INTO users (first_name, last_name, role, email_confirmed, email, salt, hash, created_at, updated_at)
       SELECT 'Miembro', 'Prueba ' || n, 'member', true, 'miembro-' || n || '@${BENCH_MEMBER_DOMAIN}',
              $1, $2, now() - (n || ' hours')::interval, now()
       FROM generate_series($3::int, $4::int) AS n
       RETURNING id`,
      [demo.salt, demo.hash, from, from + total - 1],
    )
    // The profile every account gets at sign-up (collections/Users hook), with a country.
    await client.query(
      `INSERT INTO profiles (user_id, display_name, first_name, last_name, country, bio, created_at, updated_at)
       SELECT u.id, u.first_name || ' ' || u.last_name, u.first_name, u.last_name,
              ($2::text[])[1 + (u.id % array_length($2::text[], 1))]::enum_profiles_country,
              'Miembro generado para pruebas de rendimiento.', u.created_at, now()
       FROM users u WHERE u.id = ANY($1::int[])`,
      [ids.map((row) => row.id), COUNTRIES],
    )
  })
}

async function seedBlogPosts(client: pg.ClientBase, from: number, total: number) {
  await transaction(client, async () => {
    // Copies of the demo articles (their rich text, image and author) under new titles and slugs.
    const { rows } = await client.query<{ id: number }>(
      `WITH demo AS (
         SELECT row_number() OVER (ORDER BY id) - 1 AS i, count(*) OVER () AS c, *
         FROM blog_posts
         WHERE _status = 'published' AND exclusive = false AND slug NOT LIKE '${BLOG_SLUG_PREFIX}%'
       )
       INSERT INTO blog_posts (title, slug, excerpt, content, category_id, featured_image_id, author_id,
                               exclusive, published_at, _status, created_at, updated_at)
       SELECT left('Prueba ' || n || ': ' || d.title, 200), '${BLOG_SLUG_PREFIX}' || n, d.excerpt,
              d.content, d.category_id, d.featured_image_id, d.author_id, false,
              now() - ((n + 30) || ' days')::interval, 'published',
              now() - ((n + 30) || ' days')::interval, now()
       FROM generate_series($1::int, $2::int) AS n
       JOIN demo d ON d.i = n % d.c
       RETURNING id`,
      [from, from + total - 1],
    )
    if (rows.length < total)
      throw new Error('No hay artículos de demostración publicados que copiar')
    // The admin lists versions: each article gets its published version, as Payload saves it.
    await client.query(
      `INSERT INTO _blog_posts_v (parent_id, version_title, version_slug, version_excerpt,
         version_content, version_category_id, version_featured_image_id, version_author_id,
         version_exclusive, version_published_at, version_created_at, version_updated_at,
         version__status, latest, created_at, updated_at)
       SELECT id, title, slug, excerpt, content, category_id, featured_image_id, author_id, exclusive,
              published_at, created_at, updated_at, 'published', true, created_at, updated_at
       FROM blog_posts WHERE id = ANY($1::int[])`,
      [rows.map((row) => row.id)],
    )
  })
}

const POST_TEXTS = [
  'Nuevo sencillo en camino, ¿qué les parece este adelanto?',
  'Buscando productor para un EP de salsa urbana. ¡Escríbanme!',
  'Gracias a todos los que vinieron anoche al concierto en San Juan.',
  'Sesión de estudio terminada: tres canciones nuevas de reguetón.',
  'Recomiendo esta playlist de cumbia digital para el fin de semana.',
  'Abrimos convocatoria para coristas en Ciudad de México.',
  'Probando un sintetizador nuevo para la mezcla de bachata.',
  'Mi primera canción con mariachi: estreno el viernes.',
]

async function seedFeedPosts(
  client: pg.ClientBase,
  from: number,
  total: number,
  members: number,
  log: (line: string) => void,
) {
  const batch = 100_000
  const write = async () => {
    for (let start = from; start < from + total; start += batch) {
      const end = Math.min(start + batch, from + total) - 1
      // Post n belongs to the (n mod members)-th member, one a minute back in time; one in a
      // hundred is hidden by moderation, which the feed leaves out.
      await client.query(
        `INSERT INTO posts (user_id, content, music_title, hidden, likes_count, comments_count,
                            created_at, updated_at)
         SELECT m.id, ($3::text[])[1 + (n % array_length($3::text[], 1))] || ' #' || n,
                CASE WHEN n % 3 = 0 THEN 'Canción ' || n END, n % 100 = 50, n % 17, n % 5,
                now() - (n || ' minutes')::interval, now()
         FROM generate_series($1::int, $2::int) AS n
         JOIN bench_member m ON m.i = n % $4`,
        [start, end, POST_TEXTS, members],
      )
      progress(log, 'posts', end - from + 1, total)
    }
  }
  await bulk(client, ['posts', 'profiles'], async () => {
    if (total >= REBUILD_FROM) await withIndexesRebuilt(client, 'posts', log, write)
    else await write()
    // What the posts_count trigger would have added.
    await client.query(
      `UPDATE profiles p SET posts_count = (SELECT count(*) FROM posts WHERE user_id = m.id)
       FROM bench_member m WHERE p.user_id = m.id`,
    )
  })
}

/** Adding this many rows or more to a table rebuilds its indexes at the end (withIndexesRebuilt). */
const REBUILD_FROM = 200_000

let lastProgress = 0
function progress(log: (line: string) => void, what: string, done: number, total: number) {
  // About every 10 s, and at the end.
  if (done < total && Date.now() - lastProgress < 10_000) return
  lastProgress = Date.now()
  log(`  ${what}: ${done.toLocaleString('es')} de ${total.toLocaleString('es')}`)
}

async function seedFollows(client: pg.ClientBase, members: number, log: (line: string) => void) {
  const batch = 20_000
  await bulk(client, ['follows', 'profiles'], async () => {
    for (let start = 0; start < members; start += batch) {
      await client.query(
        `INSERT INTO follows (follower_id, following_id, created_at, updated_at)
         SELECT a.id, b.id, now() - ((a.i % 1000) || ' hours')::interval, now()
         FROM bench_member a
         CROSS JOIN unnest($1::int[]) AS o(places)
         JOIN bench_member b ON b.i = (a.i + o.places) % $2
         WHERE a.i BETWEEN $3 AND $4
         ON CONFLICT (follower_id, following_id) DO NOTHING`,
        [FOLLOW_OFFSETS, members, start, start + batch - 1],
      )
      progress(log, 'miembros que siguen a otros', Math.min(start + batch, members), members)
    }
    // What the follow trigger would have counted.
    await client.query(
      `UPDATE profiles p
       SET followers_count = (SELECT count(*) FROM follows WHERE following_id = m.id),
           following_count = (SELECT count(*) FROM follows WHERE follower_id = m.id)
       FROM bench_member m WHERE p.user_id = m.id`,
    )
  })
}

async function seedNotifications(client: pg.ClientBase) {
  await transaction(client, async () => {
    const { rows } = await client.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      BENCH_MEMBER.email,
    ])
    const notified = rows[0]?.id
    // Each member: a follow from the previous member and a like, the older one read; the
    // signed-in member of the benchmark also gets a long list, a third of it unread. (Unread
    // messages bring their own notices: seedMessages.)
    await client.query(
      `WITH members AS (SELECT id, lag(id) OVER (ORDER BY id) AS prev FROM (${benchMembers}) m)
       INSERT INTO notifications (recipient_id, sender_id, type, title, message, read, created_at, updated_at)
       SELECT m.id, m.prev, t.type::enum_notifications_type, t.title, NULL, t.read,
              now() - (t.hours || ' hours')::interval, now()
       FROM members m
       CROSS JOIN (VALUES ('follow', 'Tienes un nuevo seguidor', false, 1),
                          ('like', 'A alguien le gustó tu post', true, 30)) AS t(type, title, read, hours)
       WHERE m.prev IS NOT NULL
       UNION ALL
       SELECT $1, (SELECT min(id) FROM (${benchMembers}) x WHERE id <> $1), 'comment',
              'Nuevo comentario en tu post', 'Comentario número ' || n, n % 3 <> 0,
              now() - (n || ' hours')::interval, now()
       FROM generate_series(1, $2::int) AS n`,
      [notified, NOTIFIED_MEMBER_EXTRA],
    )
  })
}

/**
 * The conversations, before any message: member i with member i + d for each d of
 * CONVERSATION_OFFSETS. Each one's length is decided here, so the lengths add up to exactly
 * `messages`: a heavy tail (most threads a few messages, a few thousands; a Pareto-like weight
 * from a hash of the pair), and the benchmark's member's own ten the longest (thousands each).
 * The length is kept in the dates: created_at is the first message's, updated_at the last's,
 * MESSAGE_GAP_MINUTES apart; last_message_at stays empty until seedMessages writes them.
 */
async function seedConversations(client: pg.ClientBase, members: number, messages: number) {
  const offsets = CONVERSATION_OFFSETS.length
  await bulk(client, ['conversations'], () =>
    client.query(
      `WITH pairs AS (
         SELECT (a.i * ${offsets} + o.ord - 1)::int AS c, a.i, o.ord::int AS ord, a.id AS a_id,
                b.id AS b_id
         FROM bench_member a
         CROSS JOIN unnest($1::int[]) WITH ORDINALITY AS o(places, ord)
         JOIN bench_member b ON b.i = (a.i + o.places) % $2
       ), weighted AS (
         SELECT *, round(1e6 * CASE WHEN i = 0 THEN 2000.0 / ord
           ELSE power((hashint4(c)::float8 + 2147483649) / 4294967297, -0.6) - 0.7 END)::bigint AS w
         FROM pairs
       ), cumulative AS (
         SELECT *, sum(w) OVER (ORDER BY c) AS upto, sum(w) OVER () AS total FROM weighted
       ), sized AS (
         SELECT *, (floor($3::numeric * upto / total) - floor($3::numeric * (upto - w) / total))::int AS len,
                date_trunc('minute', now()) - CASE WHEN i = 0 THEN make_interval(hours => ord)
                  ELSE make_interval(mins => (abs(hashint4(c + 1)) % (180 * 24 * 60))::int) END AS last_at
         FROM cumulative
       )
       INSERT INTO conversations (participant_one_id, participant_two_id, last_message_at,
                                  created_at, updated_at)
       SELECT least(a_id, b_id), greatest(a_id, b_id), NULL,
              last_at - make_interval(mins => (len - 1) * ${MESSAGE_GAP_MINUTES}), last_at
       FROM sized
       ORDER BY c
       ON CONFLICT (participant_one_id, participant_two_id) DO NOTHING`,
      [CONVERSATION_OFFSETS, members, messages],
    ),
  )
}

const MESSAGE_TEXTS = [
  '¡Hola! Vi tu perfil y me encantó tu último tema.',
  '¿Tienes disponibilidad para una sesión de estudio la semana que viene?',
  'Te mando la maqueta esta noche, dime qué te parece.',
  'Perfecto, quedamos el jueves a las 6.',
  'La mezcla quedó brutal, solo subiría un poco la voz.',
  '¿Cuánto cobras por la producción de un sencillo?',
  'Gracias por el consejo, lo pruebo mañana.',
  'Nos vemos en el concierto 🎶',
  '¿Te animas a una colaboración para el EP?',
  'Ya subí la canción a Spotify, pásala a tus amigos.',
  'Me gusta la idea del coro, grabamos otra toma.',
  'Dale, te escribo cuando tenga la letra lista.',
]

/**
 * The messages of every conversation that has none yet (last_message_at empty), written in time
 * order across all conversations, as they would have arrived (so a long thread's messages lie
 * scattered through the table, as in real life, and ids follow dates): one statement per time
 * window. In each thread the two participants take turns two messages at a time, every message
 * read a minute after it arrived except, in a quarter of the threads, the last one to three (all
 * from the same sender), each with its unread "message" notification as the message write
 * (src/features/messages/message-writes.ts) would have left it. Then each conversation's last_message_at. One
 * transaction: a rerun finds either all or none.
 */
async function seedMessages(client: pg.ClientBase, missing: number, log: (line: string) => void) {
  const pending = `FROM conversations c JOIN bench_member m ON m.id = c.participant_one_id
    WHERE c.last_message_at IS NULL`
  const notice = messageTexts.notification
  let written = 0
  const write = async () => {
    const { rows: span } = await client.query<{ first: Date | null; last: Date | null }>(
      `SELECT min(c.created_at) AS first, max(c.updated_at) AS last ${pending}`,
    )
    const first = span[0]?.first?.getTime()
    const last = span[0]?.last?.getTime()
    if (first == null || last == null) return
    const windows = Math.max(1, Math.ceil(missing / 200_000))
    const width = Math.ceil((last + 1 - first) / windows)
    for (let from = first; from <= last; from += width) {
      const { rows } = await client.query<{ written: string }>(
        `WITH batch AS MATERIALIZED (
           SELECT c.id, c.participant_one_id AS one, c.participant_two_id AS two,
                  c.updated_at AS last_at,
                  round(extract(epoch FROM c.updated_at - c.created_at) / 60 / ${MESSAGE_GAP_MINUTES})::int + 1 AS len,
                  CASE WHEN hashint4(c.id) % 4 = 0 THEN 1 + abs(hashint4(c.id + 1)) % 3 ELSE 0 END AS unread,
                  extract(epoch FROM c.updated_at - $1::timestamptz) / 60 / ${MESSAGE_GAP_MINUTES} AS from_end,
                  extract(epoch FROM c.updated_at - $2::timestamptz) / 60 / ${MESSAGE_GAP_MINUTES} AS to_end
           ${pending} AND c.created_at < $2 AND c.updated_at >= $1
         ), written AS (
           INSERT INTO messages (conversation_id, sender_id, recipient_id, content, read_at,
                                 created_at, updated_at)
           SELECT b.id, s.sender, CASE WHEN s.sender = b.one THEN b.two ELSE b.one END,
                  ($3::text[])[1 + (j + b.id) % array_length($3::text[], 1)],
                  CASE WHEN s.unread THEN NULL ELSE s.at + interval '1 minute' END, s.at,
                  CASE WHEN s.unread THEN s.at ELSE s.at + interval '1 minute' END
           FROM batch b
           CROSS JOIN generate_series(greatest(1, b.len - floor(b.from_end)::int),
                                      least(b.len, b.len - floor(b.to_end)::int + 1)) AS j
           CROSS JOIN LATERAL (
             SELECT b.last_at - make_interval(mins => (b.len - j) * ${MESSAGE_GAP_MINUTES}) AS at,
                    j > b.len - b.unread AS unread,
                    CASE WHEN j > b.len - b.unread THEN (CASE WHEN b.id % 2 = 0 THEN b.one ELSE b.two END)
                         WHEN (j / 2 + b.id) % 2 = 0 THEN b.one ELSE b.two END AS sender
           ) s
           WHERE s.at >= $1 AND s.at < $2
           ORDER BY s.at, b.id
           RETURNING sender_id, recipient_id, read_at, created_at
         ), noticed AS (
           INSERT INTO notifications (recipient_id, sender_id, type, title, message, read,
                                      created_at, updated_at)
           SELECT recipient_id, sender_id, 'message', $4, $5, false, created_at, created_at
           FROM written WHERE read_at IS NULL
         )
         SELECT count(*) AS written FROM written`,
        [new Date(from), new Date(from + width), MESSAGE_TEXTS, notice.title, notice.message],
      )
      written += Number(rows[0]?.written ?? 0)
      progress(log, 'mensajes', written, missing)
    }
    await client.query(
      `UPDATE conversations SET last_message_at = updated_at
       WHERE id IN (SELECT c.id ${pending})`,
    )
  }
  await bulk(client, ['messages', 'notifications', 'conversations'], async () => {
    if (missing >= REBUILD_FROM) await withIndexesRebuilt(client, 'messages', log, write)
    else await write()
  })
  return written
}

/** Counts of the generated rows (not the demo content's). */
export async function benchCounts(
  client: pg.ClientBase,
  scale: BenchScaleName,
): Promise<SeedCounts> {
  const conversations = `SELECT id FROM conversations WHERE participant_one_id IN (${benchMembers})`
  return {
    scale,
    professionals:
      (await count(client, 'SELECT count(*) AS n FROM artists WHERE bio = $1', [BULK_BIO])) +
      (await count(client, 'SELECT count(*) AS n FROM producers WHERE bio = $1', [BULK_BIO])),
    members: await count(client, `SELECT count(*) AS n FROM (${benchMembers}) m`),
    blogPosts: await count(
      client,
      `SELECT count(*) AS n FROM blog_posts WHERE slug LIKE '${BLOG_SLUG_PREFIX}%'`,
    ),
    feedPosts: await count(
      client,
      `SELECT count(*) AS n FROM posts WHERE user_id IN (${benchMembers})`,
    ),
    follows: await count(
      client,
      `SELECT count(*) AS n FROM follows WHERE follower_id IN (${benchMembers})`,
    ),
    conversations: await count(client, `SELECT count(*) AS n FROM (${conversations}) c`),
    messages: await count(
      client,
      `SELECT count(*) AS n FROM messages WHERE conversation_id IN (${conversations})`,
    ),
    notifications: await count(
      client,
      `SELECT count(*) AS n FROM notifications WHERE recipient_id IN (${benchMembers})`,
    ),
  }
}

/** The benchmark member's longest thread: what a realistic thread read loads. */
export async function benchThread(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `SELECT c.id FROM conversations c JOIN users u ON u.id IN (c.participant_one_id, c.participant_two_id)
     WHERE u.email = $1 AND c.last_message_at IS NOT NULL
     ORDER BY c.updated_at - c.created_at DESC, c.id LIMIT 1`,
    [BENCH_MEMBER.email],
  )
  if (!rows[0]) throw new Error('El miembro del banco no tiene conversaciones')
  return rows[0].id
}

/** Seeds what is missing at this scale; returns the counts after seeding. */
export async function seedBench(
  url: string,
  log: (line: string) => void,
  scale: BenchScale = benchScale('100k')!,
): Promise<SeedCounts> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    // Nothing waits on these rows: a crash loses at most the last commits, which a rerun adds.
    await client.query(`SET synchronous_commit = off`)
    await client.query(`SET maintenance_work_mem = '512MB'`)
    await client.query(`SET work_mem = '64MB'`)
    const before = await benchCounts(client, scale.name)
    const started = Date.now()
    let seeded = false
    const step = async (label: string, work: () => Promise<unknown>) => {
      const at = Date.now()
      log(`${label}…`)
      await work()
      log(`${label}: listo (${seconds(at)})`)
      seeded = true
    }
    const missingPros = scale.professionals - before.professionals
    if (missingPros > 0) {
      await step(`${missingPros.toLocaleString('es')} profesionales`, () =>
        seedProfessionals(client, missingPros, (done, total) =>
          progress(log, 'profesionales', done, total),
        ),
      )
    }
    const missingMembers = scale.members - before.members
    if (missingMembers > 0) {
      await step(`${missingMembers.toLocaleString('es')} miembros con perfil`, () =>
        seedMembers(client, before.members + 1, missingMembers),
      )
    }
    const members = await indexMembers(client)
    const missingBlog = BLOG_POSTS - before.blogPosts
    if (missingBlog > 0) {
      await step(`${missingBlog} artículos publicados`, () =>
        seedBlogPosts(client, before.blogPosts + 1, missingBlog),
      )
    }
    const missingPosts = scale.feedPosts - before.feedPosts
    if (missingPosts > 0) {
      await step(`${missingPosts.toLocaleString('es')} posts del feed`, () =>
        seedFeedPosts(client, before.feedPosts + 1, missingPosts, members, log),
      )
    }
    if (before.follows < members * FOLLOW_OFFSETS.length) {
      await step(`${(members * FOLLOW_OFFSETS.length).toLocaleString('es')} seguimientos`, () =>
        seedFollows(client, members, log),
      )
    }
    const notices = await count(
      client,
      `SELECT count(*) AS n FROM notifications
       WHERE recipient_id IN (${benchMembers}) AND type <> 'message'`,
    )
    if (notices === 0) {
      await step(
        `${((members - 1) * NOTIFICATIONS_PER_MEMBER + NOTIFIED_MEMBER_EXTRA).toLocaleString('es')} notificaciones`,
        () => seedNotifications(client),
      )
    }
    const conversations = members * CONVERSATION_OFFSETS.length
    if (before.conversations < conversations) {
      await step(`${conversations.toLocaleString('es')} conversaciones`, () =>
        seedConversations(client, members, scale.messages),
      )
    }
    const missingMessages = scale.messages - before.messages
    if (missingMessages > 0) {
      await step(`${missingMessages.toLocaleString('es')} mensajes`, () =>
        seedMessages(client, missingMessages, log),
      )
    }
    if (seeded) {
      await step('VACUUM ANALYZE', () => client.query('VACUUM ANALYZE'))
      log(`Datos de prueba (${scale.name}) listos en ${seconds(started)}.`)
    } else {
      log(`Los datos de prueba (${scale.name}) ya existían.`)
    }
    return await benchCounts(client, scale.name)
  } finally {
    await client.end()
  }
}
