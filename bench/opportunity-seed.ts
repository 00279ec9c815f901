// The opportunities of `npm run bench:opportunities` (bench/opportunities.ts), seeded in SQL on
// top of the benchmark's members (bench/seed.ts): 100,000 opportunities posted by them and
// 1,000,000 applications from them, kept between runs like the rest of the bench data (a second
// run seeds nothing).
//
// The mix: every kind (gigs and collaborations most), one or two roles and genres each, titles and
// descriptions in Spanish built from the genre, the role and the city ("Se busca Cantante para
// concierto de Bachata en Santo Domingo"), cities of their countries (the Dominican Republic and
// Puerto Rico most) and 15 % remote; published one every 6 minutes over ~14 months, each with a
// deadline 5 to 90 days after it, so about a fifth are still before their deadline; 8 % drafts,
// 12 % closed, a few hidden and featured. Applications go to published ones only, never from their
// poster, one per member and opportunity, with every status.
//
// Like bench/seed.ts, the rows are written with the triggers off (bulk()) and made consistent
// instead: search_terms computed by the same SQL function the trigger calls
// (tarima_opportunity_terms of migrations/20261208_090000_opportunities.ts), the role and genre
// rows taken from those terms, applications_count recounted; the tables' indexes are rebuilt
// after each part.
import pg from 'pg'

import {
  BENCH_MEMBER,
  benchMembers,
  bulk,
  indexMembers,
  seconds,
  transaction,
  withIndexesRebuilt,
} from './seed'

export const BENCH_OPPORTUNITIES = 100_000
export const BENCH_APPLICATIONS = 1_000_000

/** Kinds by weight: gigs and collaborations are most of a music board. */
const KINDS = [
  ...Array<string>(5).fill('gig'),
  ...Array<string>(4).fill('collaboration'),
  ...Array<string>(3).fill('production'),
  'casting',
  'casting',
  'studio',
  'studio',
  'job',
  'job',
  'grant',
  'other',
]

/** Two titles per kind, in the order of the enum; %1$s genre, %2$s city, %3$s role. */
const TITLES: Record<string, [string, string]> = {
  gig: ['Se busca %3$s para concierto de %1$s en %2$s', 'Noche de %1$s en %2$s: buscamos %3$s'],
  collaboration: ['Colaboración: %3$s para un tema de %1$s', 'Busco %3$s para un feat de %1$s'],
  production: [
    'Productor de %1$s para EP en %2$s',
    'Producción de un sencillo de %1$s, se busca %3$s',
  ],
  casting: ['Casting de bailarines de %1$s para videoclip en %2$s', 'Casting: %3$s para anuncio'],
  studio: ['Estudio de grabación en %2$s: sesiones de %1$s', 'Horas de estudio para %3$s de %1$s'],
  job: ['Empleo: %3$s para sello de %1$s en %2$s', 'Se contrata %3$s en %2$s'],
  grant: ['Beca para artistas de %1$s en %2$s', 'Convocatoria de fondos para %3$s'],
  other: ['Taller de %1$s para %3$s en %2$s', 'Mentoría para %3$s de %1$s'],
}

/** Cities with their country, the Caribbean first (by weight). */
const PLACES: [string, string][] = [
  ['República Dominicana', 'Santo Domingo'],
  ['República Dominicana', 'Santo Domingo'],
  ['República Dominicana', 'Santiago de los Caballeros'],
  ['República Dominicana', 'Punta Cana'],
  ['Puerto Rico', 'San Juan'],
  ['Puerto Rico', 'San Juan'],
  ['Puerto Rico', 'Ponce'],
  ['Puerto Rico', 'Bayamón'],
  ['México', 'Ciudad de México'],
  ['México', 'Guadalajara'],
  ['México', 'Monterrey'],
  ['Colombia', 'Medellín'],
  ['Colombia', 'Bogotá'],
  ['Colombia', 'Barranquilla'],
  ['España', 'Madrid'],
  ['España', 'Barcelona'],
  ['Argentina', 'Buenos Aires'],
  ['Estados Unidos', 'Miami'],
  ['Estados Unidos', 'Nueva York'],
  ['Chile', 'Santiago'],
  ['Perú', 'Lima'],
  ['Cuba', 'La Habana'],
  ['Venezuela', 'Caracas'],
  ['Panamá', 'Ciudad de Panamá'],
  ['Costa Rica', 'San José'],
]

/** Sentences of the descriptions (three per opportunity, by position). */
const SENTENCES = [
  'Buscamos gente seria, puntual y con ganas de crecer en la escena.',
  'Se valora experiencia previa en tarima y un repertorio propio.',
  'El proyecto ya tiene distribución y un equipo de producción detrás.',
  'Envía tus enlaces de Spotify, YouTube o SoundCloud con la aplicación.',
  'Ensayos los fines de semana; transporte y comida incluidos.',
  'Grabaremos en un estudio profesional con ingeniero de sonido.',
  'Ideal para quien quiera darse a conocer fuera de su ciudad.',
  'La fecha es flexible, pero el plazo para aplicar no se mueve.',
  'Pagamos por presentación y compartimos las regalías del tema.',
  'Buscamos versatilidad: merengue, salsa, bachata y algo de urbano.',
  'Es imprescindible tener equipo propio y saber leer partituras.',
  'Contamos con apoyo de una marca local y prensa asegurada.',
]

const CURRENCIES = ['USD', 'DOP', 'USD', 'MXN', 'COP', 'EUR', 'ARS', 'CLP', 'PEN']

export type OpportunityCounts = { opportunities: number; applications: number; listable: number }

const count = async (client: pg.ClientBase, text: string, values: unknown[] = []) =>
  Number((await client.query<{ n: string }>(text, values)).rows[0]?.n ?? 0)

export async function opportunityCounts(client: pg.ClientBase): Promise<OpportunityCounts> {
  const mine = `o.user_id IN (${benchMembers})`
  return {
    opportunities: await count(client, `SELECT count(*) AS n FROM opportunities o WHERE ${mine}`),
    applications: await count(
      client,
      `SELECT count(*) AS n FROM opportunity_applications a
       JOIN opportunities o ON o.id = a.opportunity_id WHERE ${mine}`,
    ),
    listable: await count(
      client,
      `SELECT count(*) AS n FROM opportunities o WHERE ${mine} AND o.status = 'open'
         AND o.deadline > now() AND o.hidden IS NOT TRUE`,
    ),
  }
}

/** Seeds what is missing; returns the counts. */
export async function seedOpportunities(
  url: string,
  log: (line: string) => void,
): Promise<OpportunityCounts> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`SET synchronous_commit = off`)
    await client.query(`SET maintenance_work_mem = '512MB'`)
    await client.query(`SET work_mem = '64MB'`)
    const members = await indexMembers(client)
    if (members < 1000) throw new Error(`Faltan miembros del banco (hay ${members})`)
    const before = await opportunityCounts(client)
    let seeded = false
    if (before.opportunities < BENCH_OPPORTUNITIES) {
      const at = Date.now()
      const missing = BENCH_OPPORTUNITIES - before.opportunities
      log(`${missing.toLocaleString('es')} oportunidades…`)
      await bulk(client, ['opportunities', 'opportunities_roles', 'opportunities_genres'], () =>
        withIndexesRebuilt(client, 'opportunities', log, () =>
          insertOpportunities(client, before.opportunities + 1, missing, members),
        ),
      )
      log(`Oportunidades: listas (${seconds(at)})`)
      seeded = true
    }
    const after = await opportunityCounts(client)
    if (after.applications < BENCH_APPLICATIONS) {
      const at = Date.now()
      const missing = BENCH_APPLICATIONS - after.applications
      log(`${missing.toLocaleString('es')} aplicaciones…`)
      await bulk(client, ['opportunity_applications', 'opportunities'], () =>
        withIndexesRebuilt(client, 'opportunity_applications', log, () =>
          insertApplications(client, missing, members),
        ),
      )
      log(`Aplicaciones: listas (${seconds(at)})`)
      seeded = true
    }
    await giveBenchMemberTaste(client)
    if (seeded) {
      const at = Date.now()
      for (const table of [
        'opportunities',
        'opportunities_roles',
        'opportunities_genres',
        'opportunity_applications',
      ]) {
        await client.query(`VACUUM ANALYZE "${table}"`)
      }
      log(`VACUUM ANALYZE: listo (${seconds(at)})`)
    } else {
      log('Las oportunidades y aplicaciones del banco ya existían.')
    }
    return await opportunityCounts(client)
  } finally {
    await client.end()
  }
}

/** Opportunities `from`…`from + total - 1` (their number n decides everything about them). */
async function insertOpportunities(
  client: pg.ClientBase,
  from: number,
  total: number,
  members: number,
) {
  const titles = KINDS.map((kind) => TITLES[kind]!)
  await client.query(
    `WITH base AS (
       SELECT n,
         ($4::text[])[1 + n % array_length($4::text[], 1)] AS kind,
         ($5::text[])[1 + (n / 3) % 2 + 2 * (n % array_length($4::text[], 1))] AS template,
         ($6::text[])[1 + (n * 7) % array_length($6::text[], 1)] AS place_country,
         ($7::text[])[1 + (n * 7) % array_length($7::text[], 1)] AS city,
         (enum_range(NULL::enum_opportunities_genres))[1 + (n * 13) % 36]::text AS genre,
         (enum_range(NULL::enum_opportunities_genres))[1 + (n * 29 + 5) % 36]::text AS genre2,
         (enum_range(NULL::enum_opportunities_roles))[1 + (n * 11) % 25]::text AS role,
         (enum_range(NULL::enum_opportunities_roles))[1 + (n * 17 + 3) % 25]::text AS role2,
         n % 20 < 3 AS remote,
         CASE WHEN n % 25 < 2 THEN 'draft' WHEN n % 25 < 5 THEN 'closed' ELSE 'open' END AS status,
         now() - make_interval(mins => ($3::int - n) * 6) AS at,
         (ARRAY['paid', 'negotiable', 'unpaid'])[1 + (n / 5) % 3] AS pay
       FROM generate_series($1::int, $1::int + $2::int - 1) AS n
     ), described AS (
       SELECT b.*,
         format(b.template, b.genre, b.city, lower(b.role)) AS title,
         CASE WHEN b.remote AND b.n % 2 = 0 THEN NULL ELSE b.place_country END AS country,
         ARRAY[b.role] || CASE WHEN b.n % 3 = 0 AND b.role2 <> b.role THEN ARRAY[b.role2]
           ELSE '{}'::text[] END AS roles,
         ARRAY[b.genre] || CASE WHEN b.n % 2 = 0 AND b.genre2 <> b.genre THEN ARRAY[b.genre2]
           ELSE '{}'::text[] END AS genres,
         format('%s busca %s para un proyecto de %s en %s. %s %s %s', 'Equipo de ' || b.city,
           lower(b.role), lower(b.genre), b.city,
           ($8::text[])[1 + b.n % 12], ($8::text[])[1 + (b.n * 5 + 3) % 12],
           ($8::text[])[1 + (b.n * 7 + 6) % 12]) AS description
       FROM base b
     )
     INSERT INTO opportunities (user_id, kind, title, description, remote, country, city,
       event_date, deadline, pay, pay_min, pay_max, currency, status, published_at, featured,
       hidden, updated_at, created_at, search_terms)
     SELECT m.id, d.kind::enum_opportunities_kind, d.title, d.description, d.remote,
       d.country::enum_opportunities_country, d.city,
       CASE WHEN d.kind IN ('gig', 'casting') THEN d.at + make_interval(days => 10 + d.n % 90) END,
       d.at + make_interval(days => 5 + d.n % 86), d.pay::enum_opportunities_pay,
       CASE WHEN d.pay = 'paid' THEN 100 + (d.n % 20) * 50 END,
       CASE WHEN d.pay = 'paid' THEN 200 + (d.n % 20) * 100 END,
       CASE WHEN d.pay = 'paid' THEN ($9::text[])[1 + d.n % 9]::enum_opportunities_currency END,
       d.status::enum_opportunities_status,
       CASE WHEN d.status <> 'draft' THEN d.at END,
       d.n % 97 = 0, d.n % 211 = 0, d.at, d.at,
       tarima_opportunity_terms(d.title, d.city, d.description, d.kind, d.country, d.pay,
         d.remote, d.roles, d.genres)
     FROM described d JOIN bench_member m ON m.i = (d.n * 7919) % $10::int`,
    [
      from,
      total,
      from + total - 1,
      KINDS,
      titles.flat(),
      PLACES.map(([country]) => country),
      PLACES.map(([, city]) => city),
      SENTENCES,
      CURRENCIES,
      members,
    ],
  )
  // Their role and genre rows, from the terms just written (r:… and g:…, sorted).
  for (const [table, prefix, type] of [
    ['opportunities_roles', 'r:', 'enum_opportunities_roles'],
    ['opportunities_genres', 'g:', 'enum_opportunities_genres'],
  ] as const) {
    await client.query(
      `INSERT INTO ${table} ("order", parent_id, value)
       SELECT t.ord, o.id, substr(t.term, 3)::${type}
       FROM opportunities o
       CROSS JOIN LATERAL (
         SELECT term, row_number() OVER (ORDER BY term) AS ord
         FROM unnest(o.search_terms) term WHERE term LIKE '${prefix}%') t
       WHERE o.user_id IN (${benchMembers})
         AND NOT EXISTS (SELECT 1 FROM ${table} x WHERE x.parent_id = o.id)`,
    )
  }
}

/**
 * Applications to the bench's published opportunities: member a (by position) applies to the
 * opportunities (q·997 + a·7) mod P for q = 0, 1, …, which never repeat a pair while P, the
 * number of published ones, is not a multiple of 997 (and ON CONFLICT skips one if it is).
 */
async function insertApplications(client: pg.ClientBase, missing: number, members: number) {
  await client.query(
    'CREATE TEMP TABLE IF NOT EXISTS bench_opportunity (i int PRIMARY KEY, id int, user_id int, at timestamptz)',
  )
  await client.query('TRUNCATE bench_opportunity')
  const published = (
    await client.query(
      `INSERT INTO bench_opportunity (i, id, user_id, at)
       SELECT row_number() OVER (ORDER BY id) - 1, id, user_id, published_at FROM opportunities
       WHERE published_at IS NOT NULL AND user_id IN (${benchMembers})`,
    )
  ).rowCount!
  await client.query('ANALYZE bench_opportunity')
  const offset = await count(client, 'SELECT count(*) AS n FROM opportunity_applications')
  // A few more candidates than missing: a member's own opportunity is skipped.
  const candidates = Math.ceil(missing * 1.02)
  await client.query(
    `INSERT INTO opportunity_applications (user_id, opportunity_id, poster_id, note, status,
       decided_at, updated_at, created_at)
     SELECT m.id, o.id, o.user_id,
       CASE WHEN c.k % 3 = 0 THEN 'Hola, me interesa mucho. Te dejo mis enlaces y mi disponibilidad.' END,
       s.status::enum_opportunity_applications_status,
       CASE WHEN s.status IN ('shortlisted', 'accepted', 'declined')
         THEN least(now(), o.at + make_interval(hours => (24 + c.k % 240)::int)) END,
       least(now(), o.at + make_interval(hours => (c.k % 240)::int)),
       least(now(), o.at + make_interval(hours => (c.k % 240)::int))
     FROM generate_series($1::bigint, $1::bigint + $2::bigint - 1) AS c(k)
     JOIN bench_member m ON m.i = c.k % $3::int
     JOIN bench_opportunity o ON o.i = ((c.k / $3::int) * 997 + (c.k % $3::int) * 7) % $4::int
     CROSS JOIN LATERAL (SELECT (ARRAY['pending', 'pending', 'pending', 'pending', 'pending',
       'pending', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending', 'shortlisted',
       'shortlisted', 'accepted', 'accepted', 'declined', 'declined', 'declined', 'withdrawn'])
       [1 + (c.k * 7) % 20] AS status) s
     WHERE m.id <> o.user_id
     LIMIT $5
     ON CONFLICT DO NOTHING`,
    [offset, candidates, members, published, missing],
  )
  // What the counting trigger would have kept.
  await client.query(
    `UPDATE opportunities o SET applications_count = c.n
     FROM (SELECT opportunity_id, count(*) AS n FROM opportunity_applications
           GROUP BY opportunity_id) c
     WHERE c.opportunity_id = o.id AND o.applications_count IS DISTINCT FROM c.n`,
  )
}

/**
 * The benchmark's member plays and makes something, so "Para ti" has a taste to rank by
 * (tasteOf: their profile's roles and genres and its country), and has a few blocks either way,
 * which the list leaves out.
 */
async function giveBenchMemberTaste(client: pg.ClientBase) {
  await transaction(client, async () => {
    const { rows } = await client.query<{ profile: number; user: number }>(
      `SELECT p.id AS profile, u.id AS user FROM users u JOIN profiles p ON p.user_id = u.id
       WHERE u.email = $1`,
      [BENCH_MEMBER.email],
    )
    const me = rows[0]
    if (!me) throw new Error(`Falta el miembro del banco ${BENCH_MEMBER.email}`)
    await client.query(
      `INSERT INTO profiles_roles ("order", parent_id, value)
       SELECT o, $1, v::enum_profiles_roles FROM unnest($2::text[]) WITH ORDINALITY AS x(v, o)
       WHERE NOT EXISTS (SELECT 1 FROM profiles_roles WHERE parent_id = $1)`,
      [me.profile, ['Productor', 'Compositor']],
    )
    await client.query(
      `INSERT INTO profiles_genres ("order", parent_id, value)
       SELECT o, $1, v::enum_profiles_genres FROM unnest($2::text[]) WITH ORDINALITY AS x(v, o)
       WHERE NOT EXISTS (SELECT 1 FROM profiles_genres WHERE parent_id = $1)`,
      [me.profile, ['Bachata', 'Merengue']],
    )
    await client.query(
      `INSERT INTO blocks (blocker_id, blocked_id)
       SELECT CASE WHEN k % 2 = 0 THEN $1 ELSE m.id END, CASE WHEN k % 2 = 0 THEN m.id ELSE $1 END
       FROM generate_series(1, 10) AS k JOIN bench_member m ON m.i = k * 37
       ON CONFLICT DO NOTHING`,
      [me.user],
    )
  })
}
