// The benchmark's data, seeded in SQL on top of the demo content (migrations and demo seed run
// first): 100,000 professionals (scripts/seed-bulk.ts), 10,000 members with profiles, 200
// published blog posts, 100,000 feed posts spread over the members and some notifications, then
// VACUUM ANALYZE so the planner sees real statistics. Each part counts what an earlier run left
// and adds only what is missing, so a second run seeds nothing.
import pg from 'pg'

import { DEMO_ACCOUNTS } from '../scripts/seed/accounts'
import { BULK_BIO, seedProfessionals } from '../scripts/seed-bulk'
import { COUNTRIES } from '../src/lib/options'

export const BENCH_TARGETS = {
  professionals: 100_000,
  members: 10_000,
  blogPosts: 200,
  feedPosts: 100_000,
  /** Per member; the benchmark's signed-in member gets more (NOTIFIED_MEMBER_EXTRA). */
  notificationsPerMember: 2,
} as const

const NOTIFIED_MEMBER_EXTRA = 60

/** Generated members sign in with the demo password (their hash is copied from the demo member). */
export const BENCH_MEMBER_DOMAIN = 'bench.tarima.test'
export const benchMemberEmail = (n: number) => `miembro-${n}@${BENCH_MEMBER_DOMAIN}`
export const BENCH_MEMBER = { email: benchMemberEmail(1), password: DEMO_ACCOUNTS.member.password }
const BLOG_SLUG_PREFIX = 'prueba-rendimiento-'

export type SeedCounts = {
  professionals: number
  members: number
  blogPosts: number
  feedPosts: number
  notifications: number
}

const count = async (client: pg.ClientBase, text: string, values: unknown[] = []) => {
  const { rows } = await client.query<{ n: string }>(text, values)
  return Number(rows[0]?.n ?? 0)
}

async function transaction<T>(client: pg.ClientBase, work: () => Promise<T>): Promise<T> {
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

const benchMembers = `SELECT id FROM users WHERE email LIKE '%@${BENCH_MEMBER_DOMAIN}'`

async function seedMembers(client: pg.ClientBase, total: number) {
  await transaction(client, async () => {
    // One precomputed password hash for everybody: hashing 10,000 passwords would take minutes.
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
       FROM generate_series(1, $3::int) AS n
       RETURNING id`,
      [demo.salt, demo.hash, total],
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
       INSERT INTO blog_posts (title, slug, excerpt, content, category, featured_image_id, author_id,
                               exclusive, published_at, _status, created_at, updated_at)
       SELECT left('Prueba ' || n || ': ' || d.title, 200), '${BLOG_SLUG_PREFIX}' || n, d.excerpt,
              d.content, d.category, d.featured_image_id, d.author_id, false,
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
         version_content, version_category, version_featured_image_id, version_author_id,
         version_exclusive, version_published_at, version_created_at, version_updated_at,
         version__status, latest, created_at, updated_at)
       SELECT id, title, slug, excerpt, content, category, featured_image_id, author_id, exclusive,
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

async function seedFeedPosts(client: pg.ClientBase, from: number, total: number) {
  const batch = 20_000
  for (let start = from; start < from + total; start += batch) {
    const end = Math.min(start + batch, from + total) - 1
    await transaction(client, () =>
      // Post n belongs to the (n mod members)-th bench member, one every ~minute back in time.
      client.query(
        `WITH members AS (
           SELECT id, row_number() OVER (ORDER BY id) - 1 AS i, count(*) OVER () AS c
           FROM (${benchMembers}) m
         )
         INSERT INTO posts (user_id, content, music_title, hidden, likes_count, comments_count,
                            created_at, updated_at)
         SELECT m.id, ($3::text[])[1 + (n % array_length($3::text[], 1))] || ' #' || n,
                CASE WHEN n % 3 = 0 THEN 'Canción ' || n END, false, n % 17, n % 5,
                now() - (n || ' minutes')::interval, now()
         FROM generate_series($1::int, $2::int) AS n
         JOIN members m ON m.i = n % m.c`,
        [start, end, POST_TEXTS],
      ),
    )
  }
  // The profiles' posts_count follows these rows by itself (a database trigger at each commit).
}

async function seedNotifications(client: pg.ClientBase) {
  await transaction(client, async () => {
    const { rows } = await client.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      BENCH_MEMBER.email,
    ])
    const notified = rows[0]?.id
    // Each member: a follow from the previous member and a like, the older one read; the
    // signed-in member of the benchmark also gets a long list, a third of it unread.
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

/** Counts of the generated rows (not the demo content's). */
export async function benchCounts(client: pg.ClientBase): Promise<SeedCounts> {
  return {
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
    notifications: await count(
      client,
      `SELECT count(*) AS n FROM notifications WHERE recipient_id IN (${benchMembers})`,
    ),
  }
}

/** Seeds what is missing; returns the counts after seeding. */
export async function seedBench(url: string, log: (line: string) => void): Promise<SeedCounts> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const before = await benchCounts(client)
    const started = Date.now()
    let seeded = false
    const step = async (label: string, work: () => Promise<unknown>) => {
      const at = Date.now()
      await work()
      log(`${label} (${((Date.now() - at) / 1000).toFixed(1)} s)`)
      seeded = true
    }
    const missingPros = BENCH_TARGETS.professionals - before.professionals
    if (missingPros > 0) {
      await step(`${missingPros.toLocaleString('es')} profesionales creados`, () =>
        seedProfessionals(client, missingPros),
      )
    }
    if (before.members === 0) {
      await step(`${BENCH_TARGETS.members.toLocaleString('es')} miembros con perfil creados`, () =>
        seedMembers(client, BENCH_TARGETS.members),
      )
    }
    const missingBlog = BENCH_TARGETS.blogPosts - before.blogPosts
    if (missingBlog > 0) {
      await step(`${missingBlog} artículos publicados creados`, () =>
        seedBlogPosts(client, before.blogPosts + 1, missingBlog),
      )
    }
    const missingPosts = BENCH_TARGETS.feedPosts - before.feedPosts
    if (missingPosts > 0) {
      await step(`${missingPosts.toLocaleString('es')} posts del feed creados`, () =>
        seedFeedPosts(client, before.feedPosts + 1, missingPosts),
      )
    }
    if (before.notifications === 0) {
      await step('Notificaciones creadas', () => seedNotifications(client))
    }
    if (seeded) {
      await step('VACUUM ANALYZE', () => client.query('VACUUM ANALYZE'))
      log(`Datos de prueba listos en ${((Date.now() - started) / 1000).toFixed(1)} s.`)
    } else {
      log('Los datos de prueba ya existían.')
    }
    return await benchCounts(client)
  } finally {
    await client.end()
  }
}
